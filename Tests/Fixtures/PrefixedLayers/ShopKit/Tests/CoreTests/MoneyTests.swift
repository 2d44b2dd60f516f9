import Core
import Testing

struct MoneyTests {
    @Test func formatsCents() {
        #expect(Money(cents: 1205).formatted == "12.05")
    }
}
