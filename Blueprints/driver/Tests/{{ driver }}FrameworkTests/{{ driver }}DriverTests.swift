import DomainLayer
import {{ driver }}Framework
import Testing

struct {{ driver }}DriverTests {
    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await {{ driver }}Driver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }
}
