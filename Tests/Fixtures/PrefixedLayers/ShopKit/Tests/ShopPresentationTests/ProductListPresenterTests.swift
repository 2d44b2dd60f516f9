import ShopPresentation
import Testing

@MainActor
struct ProductListPresenterTests {
    @Test func listsTheMockProducts() async {
        let presenter = ProductListPresenter(dependency: MockShopDIContainer())
        await presenter.load()
        #expect(presenter.rows == ["Sample $1.00"])
    }
}
