import DomainLayer
import LicenseFramework
import Testing

struct LicenseDriverTests {
    @Test func fetchAllReturnsDistinctValues() async throws {
        let values = try await LicenseDriver().fetchAll()
        #expect(!values.isEmpty)
        #expect(Set(values.map(\.id)).count == values.count)
    }
}
