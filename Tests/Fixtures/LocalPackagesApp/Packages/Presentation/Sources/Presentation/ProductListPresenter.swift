import Data
import Domain

// Builds its driver itself: the coupling FIA removes.
@MainActor
public final class ProductListPresenter {
    public private(set) var products: [Product] = []
    private let driver = ProductDriver()

    public init() {}

    public func load() async {
        products = (try? await driver.products()) ?? []
    }
}
