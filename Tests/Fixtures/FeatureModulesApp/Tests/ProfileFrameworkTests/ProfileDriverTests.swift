import DomainLayer
import ProfileFramework
import Testing

struct ProfileDriverTests {
    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await ProfileDriver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }
}
