/// What the app needs from the outside world to get Settings values.
/// `SettingsDriver` (in SettingsFramework) implements it for real, `MockSettingsDriver` for development.
public protocol SettingsDriverProtocol: Sendable {
    /// Every Settings the source has.
    func fetchAll() async throws -> [Settings]
}
