/// An amount in cents: every layer prices things the same way.
public struct Money: Equatable, Sendable {
    public var cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    /// `12.50`, for labels and logs.
    public var formatted: String {
        let remainder = cents % 100
        return "\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
