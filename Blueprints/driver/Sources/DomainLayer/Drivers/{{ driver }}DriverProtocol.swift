/// What the app needs from the outside world to get {{ entity }} values.
/// `{{ driver }}Driver` (in {{ driver }}Framework) implements it for real, `Mock{{ driver }}Driver` for development.
public protocol {{ driver }}DriverProtocol: Sendable {
    /// Every {{ entity }} the source has.
    func fetchAll() async throws -> [{{ entity }}]
}
