import DomainLayer

/// The real Profile driver: the one place that talks to the SDK, network or storage
/// behind Profile values. Only DependencyInjectionLayer links this module.
public struct ProfileDriver: ProfileDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [Profile] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            Profile(id: "1", name: "Profile 1"),
            Profile(id: "2", name: "Profile 2"),
        ]
    }
}
