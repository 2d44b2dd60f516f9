import Core

/// How the app shows a price, the same on every screen.
public enum PriceLabel {
    public static func text(for price: Money) -> String {
        "$" + price.formatted
    }
}
