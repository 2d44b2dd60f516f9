import Data
import Domain
import Presentation

@MainActor
public struct AppContainer {
    public init() {}

    public func makeProductList() -> ProductListPresenter { ProductListPresenter() }
}
