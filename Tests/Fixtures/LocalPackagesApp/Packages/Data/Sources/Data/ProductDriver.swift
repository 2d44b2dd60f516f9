import Domain

public struct ProductDriver: ProductDriverProtocol {
    public init() {}

    public func products() async throws -> [Product] {
        [Product(id: 1, name: "Tea")]
    }
}
