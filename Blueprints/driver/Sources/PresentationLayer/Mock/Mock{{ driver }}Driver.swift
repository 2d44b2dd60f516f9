import DomainLayer

{% if returnsEntities %}/// Stands in for `{{ driver }}Driver` in the Development app, previews and presenter tests:
/// returns `fetchAllResult` and counts the calls.
@MainActor
public final class Mock{{ driver }}Driver: {{ driver }}DriverProtocol {
    /// What `fetchAll()` returns or throws; set it to drive a presenter into any state.
    public var fetchAllResult: Result<[{{ entity }}], any Error> = .success({{ entity }}.samples)
    /// How many times `fetchAll()` was called.
    public private(set) var fetchAllCallCount = 0

    public nonisolated init() {}

    public func fetchAll() async throws -> [{{ entity }}] {
        fetchAllCallCount += 1
        return try fetchAllResult.get()
    }
}
{% else %}/// Stands in for `{{ driver }}Driver` in the Development app, previews and tests: records what
/// it was sent, and succeeds or fails as `sendResult` says.
@MainActor
public final class Mock{{ driver }}Driver: {{ driver }}DriverProtocol {
    /// Whether `send(_:)` succeeds or throws; set it to drive a caller into its failure path.
    public var sendResult: Result<Void, any Error> = .success(())
    /// Every value `send(_:)` was called with, in order.
    public private(set) var sentValues: [String] = []

    public nonisolated init() {}

    public func send(_ value: String) async throws {
        sentValues.append(value)
        try sendResult.get()
    }
}
{% endif %}