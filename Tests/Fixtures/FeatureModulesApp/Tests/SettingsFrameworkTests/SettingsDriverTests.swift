import DomainLayer
import SettingsFramework
import Testing

struct SettingsDriverTests {
    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await SettingsDriver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }
}
