import DomainLayer

/// The real {{ driver }} driver: the one place that talks to the SDK, network or storage
/// behind {{ entity }} values. Only DependencyInjectionLayer links this module.
public struct {{ driver }}Driver: {{ driver }}DriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [{{ entity }}] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            {{ entity }}(id: "1", name: "{{ entity }} 1"),
            {{ entity }}(id: "2", name: "{{ entity }} 2"),
        ]
    }
}
