import DomainLayer
import DeviceFramework
import Testing

struct DeviceDriverTests {
    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await DeviceDriver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }
}
