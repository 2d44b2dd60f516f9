import DomainLayer
import FrameworkLayer
import Testing

struct LicenseDriverTests {
    @Test func fetchAllReturnsLicenses() async throws {
        #expect(try await LicenseDriver().fetchAll().isEmpty == false)
    }
}
