import Domain
@testable import Presentation
import Testing

@MainActor
struct LicenseListPresenterTests {
    @Test func loadShowsTheDriversLicenses() async {
        let driver = LicenseDriverProtocolMock()
        driver.fetchAllHandler = { [License(id: "a", name: "A")] }
        let container = AppRootDIContainerDependencyMock(licenseDriver: driver, settingsDriver: SettingsDriverProtocolMock())
        let presenter = LicenseListPresenter(dependency: container)
        await presenter.load()
        #expect(presenter.licenses.map(\.id) == ["a"])
        #expect(driver.fetchAllCallCount == 1)
    }
}
