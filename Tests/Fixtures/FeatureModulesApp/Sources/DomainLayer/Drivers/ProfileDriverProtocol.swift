/// What the app needs from the outside world to get Profile values.
/// `ProfileDriver` (in ProfileFramework) implements it for real, `MockProfileDriver` for development.
public protocol ProfileDriverProtocol: Sendable {
    /// Every Profile the source has.
    func fetchAll() async throws -> [Profile]
}
