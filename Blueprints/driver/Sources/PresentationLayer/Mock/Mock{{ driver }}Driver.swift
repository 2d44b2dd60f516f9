import DomainLayer

/// Stands in for `{{ driver }}Driver` in the Development app, previews and presenter tests:
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
