import Core
import ShopDomain
import Testing

struct ProductTests {
    @Test func keepsItsPrice() {
        #expect(Product(id: "a", name: "A", price: Money(cents: 1)).price.cents == 1)
    }
}
