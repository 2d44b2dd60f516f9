import Core
import Domain
import Testing

struct OrderTests {
    @Test func keepsItsTotal() {
        #expect(Order(id: Identifier("1"), total: 3).total == 3)
    }
}
