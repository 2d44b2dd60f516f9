import DomainLayer

/// Stands in for `SettingsDriver` in the Development app, previews and presenter tests:
/// returns `fetchAllResult` and counts the calls.
@MainActor
public final class MockSettingsDriver: SettingsDriverProtocol {
    /// What `fetchAll()` returns or throws; set it to drive a presenter into any state.
    public var fetchAllResult: Result<[Settings], any Error> = .success(Settings.samples)
    /// How many times `fetchAll()` was called.
    public private(set) var fetchAllCallCount = 0

    public nonisolated init() {}

    public func fetchAll() async throws -> [Settings] {
        fetchAllCallCount += 1
        return try fetchAllResult.get()
    }
}
