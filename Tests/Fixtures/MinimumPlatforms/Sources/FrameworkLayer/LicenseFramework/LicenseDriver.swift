import DomainLayer

/// The real License driver: the one place that talks to the SDK, network or storage
/// behind License values. Only DependencyInjectionLayer links this module.
public struct LicenseDriver: LicenseDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [License] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            License(id: "1", name: "License 1"),
            License(id: "2", name: "License 2"),
        ]
    }
}
