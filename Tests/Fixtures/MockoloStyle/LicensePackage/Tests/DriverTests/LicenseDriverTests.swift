import DomainLayer
import LicenseFramework
import Testing

struct LicenseDriverTests {
    @Test func fetchAllReturnsLicenses() async throws {
        #expect(try await LicenseDriver().fetchAll().isEmpty == false)
    }
}
