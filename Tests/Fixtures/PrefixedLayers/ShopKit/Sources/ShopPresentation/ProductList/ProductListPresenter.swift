import CoreUI
import ShopDomain

@MainActor
public final class ProductListPresenter<Dependency: ProductListPresenterDependency> {
    public private(set) var rows: [String] = []

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func load() async {
        let products = (try? await dependency.productDriver.fetchAll()) ?? []
        rows = products.map { "\($0.name) \(PriceLabel.text(for: $0.price))" }
    }
}
