import DomainLayer

/// Stands in for `ProfileDriver` in the Development app, previews and presenter tests:
/// returns `fetchAllResult` and counts the calls.
@MainActor
public final class MockProfileDriver: ProfileDriverProtocol {
    /// What `fetchAll()` returns or throws; set it to drive a presenter into any state.
    public var fetchAllResult: Result<[Profile], any Error> = .success(Profile.samples)
    /// How many times `fetchAll()` was called.
    public private(set) var fetchAllCallCount = 0

    public nonisolated init() {}

    public func fetchAll() async throws -> [Profile] {
        fetchAllCallCount += 1
        return try fetchAllResult.get()
    }
}
