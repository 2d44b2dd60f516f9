import Core
import ShopDomain

public final class MockProductDriver: ProductDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [Product] {
        [Product(id: "sample", name: "Sample", price: Money(cents: 100))]
    }
}

public final class MockShopDIContainer: ShopDIContainerDependency {
    public let productDriver = MockProductDriver()

    public init() {}
}
