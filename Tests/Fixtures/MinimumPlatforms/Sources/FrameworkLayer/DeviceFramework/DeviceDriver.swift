import DomainLayer

/// The real Device driver: the one place that talks to the SDK, network or storage
/// behind Device values. Only DependencyInjectionLayer links this module.
public struct DeviceDriver: DeviceDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [Device] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            Device(id: "1", name: "Device 1"),
            Device(id: "2", name: "Device 2"),
        ]
    }
}
