import Core

public struct Product: Identifiable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var price: Money

    public init(id: String, name: String, price: Money) {
        self.id = id
        self.name = name
        self.price = price
    }
}
