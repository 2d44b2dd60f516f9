import Core
import Network

// The shortcut: the domain calls the network client itself.
public struct OrderFeed: Sendable {
    private let client = HTTPClient()

    public init() {}

    public func refresh() async throws -> Int {
        try await client.get("/orders").count
    }
}
