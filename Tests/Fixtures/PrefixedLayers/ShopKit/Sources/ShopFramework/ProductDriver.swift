import Core
import ShopDomain

/// The catalogue as the shop's server has it (a fixed list until the API client lands).
public struct ProductDriver: ProductDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [Product] {
        [Product(id: "tea", name: "Tea", price: Money(cents: 450))]
    }
}
