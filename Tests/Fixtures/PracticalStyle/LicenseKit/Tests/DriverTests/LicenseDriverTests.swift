import Domain
import LicenseData
import Testing

struct LicenseDriverTests {
    @Test func fetchAllReturnsDistinctLicenses() async throws {
        let licenses = try await LicenseDriver().fetchAll()
        #expect(Set(licenses.map(\.id)).count == licenses.count)
    }
}
