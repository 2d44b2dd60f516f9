import ShopDomain
import ShopFramework
import Testing

struct ProductDriverTests {
    @Test func fetchesTheCatalogue() async throws {
        #expect(try await ProductDriver().fetchAll().map(\.id) == ["tea"])
    }
}
