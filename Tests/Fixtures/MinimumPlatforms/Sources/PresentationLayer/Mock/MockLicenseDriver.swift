import DomainLayer

/// Stands in for `LicenseDriver` in the Development app, previews and presenter tests:
/// returns `fetchAllResult` and counts the calls.
@MainActor
public final class MockLicenseDriver: LicenseDriverProtocol {
    /// What `fetchAll()` returns or throws; set it to drive a presenter into any state.
    public var fetchAllResult: Result<[License], any Error> = .success(License.samples)
    /// How many times `fetchAll()` was called.
    public private(set) var fetchAllCallCount = 0

    public nonisolated init() {}

    public func fetchAll() async throws -> [License] {
        fetchAllCallCount += 1
        return try fetchAllResult.get()
    }
}
