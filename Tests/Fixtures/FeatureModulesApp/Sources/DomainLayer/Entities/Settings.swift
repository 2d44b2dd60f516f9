/// Settings as the app's domain sees it: plain data, no framework types.
public struct Settings: Identifiable, Equatable, Sendable {
    public let id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
