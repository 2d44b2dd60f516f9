import Core
import CoreUI
import Testing

struct PriceLabelTests {
    @Test func showsDollars() {
        #expect(PriceLabel.text(for: Money(cents: 450)) == "$4.50")
    }
}
