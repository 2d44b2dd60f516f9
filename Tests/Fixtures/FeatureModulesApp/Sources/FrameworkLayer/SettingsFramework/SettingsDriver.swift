import DomainLayer

/// The real Settings driver: the one place that talks to the SDK, network or storage
/// behind Settings values. Only DependencyInjectionLayer links this module.
public struct SettingsDriver: SettingsDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [Settings] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            Settings(id: "1", name: "Settings 1"),
            Settings(id: "2", name: "Settings 2"),
        ]
    }
}
