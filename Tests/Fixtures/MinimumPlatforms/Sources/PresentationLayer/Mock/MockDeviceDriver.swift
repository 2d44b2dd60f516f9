import DomainLayer

/// Stands in for `DeviceDriver` in the Development app, previews and presenter tests:
/// returns `fetchAllResult` and counts the calls.
@MainActor
public final class MockDeviceDriver: DeviceDriverProtocol {
    /// What `fetchAll()` returns or throws; set it to drive a presenter into any state.
    public var fetchAllResult: Result<[Device], any Error> = .success(Device.samples)
    /// How many times `fetchAll()` was called.
    public private(set) var fetchAllCallCount = 0

    public nonisolated init() {}

    public func fetchAll() async throws -> [Device] {
        fetchAllCallCount += 1
        return try fetchAllResult.get()
    }
}
