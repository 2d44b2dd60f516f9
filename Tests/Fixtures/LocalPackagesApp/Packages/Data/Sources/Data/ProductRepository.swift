import Domain

/// The use case, implemented where the data lives (in another package than the protocol).
public struct ProductRepository: LoadProductsUseCase {
    private let driver: ProductDriver

    public init(driver: ProductDriver = ProductDriver()) {
        self.driver = driver
    }

    public func callAsFunction() async throws -> [Product] {
        try await driver.products()
    }
}
