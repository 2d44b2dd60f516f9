import DomainLayer

{% if returnsEntities %}/// The real {{ driver }} driver: the one place that talks to the SDK, network or storage
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
{% else %}/// The real {{ driver }} driver: the one place that talks to the SDK, logger or system service
/// the app sends values to. Only DependencyInjectionLayer links this module.
public struct {{ driver }}Driver: {{ driver }}DriverProtocol {
    public init() {}

    public func send(_ value: String) async throws {
        // Replace with the SDK call this driver wraps (track the event, write the line, copy the text).
    }
}
{% endif %}