import DomainLayer

/// The real Note driver: the one place that talks to the SDK, network or storage
/// behind Note values. Only DependencyInjectionLayer links this module.
public struct NoteDriver: NoteDriverProtocol {
    public init() {}

    public func fetchAll() async throws -> [Note] {
        // Replace with the SDK, network or database call this driver wraps.
        [
            Note(id: "1", name: "Note 1"),
            Note(id: "2", name: "Note 2"),
        ]
    }
}
