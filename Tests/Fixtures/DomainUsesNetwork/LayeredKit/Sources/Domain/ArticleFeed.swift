import Network

/// The shortcut this fixture is about: the domain calls the network client itself.
public struct ArticleFeed: Sendable {
    let client = HTTPClient()
    public init() {}
}
