public struct Basket: Equatable, Sendable {
    public var items: [String]

    public init(items: [String]) {
        self.items = items
    }
}
