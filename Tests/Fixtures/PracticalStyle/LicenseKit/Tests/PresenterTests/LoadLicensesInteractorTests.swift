import Domain
@testable import Presentation
import Testing

@MainActor
struct LoadLicensesInteractorTests {
    @Test func executeSortsTheDriversLicensesByName() async {
        let driver = LicenseDriverProtocolMock()
        driver.fetchAllHandler = { [License(id: "b", name: "B"), License(id: "a", name: "A")] }
        let container = AppRootDIContainerDependencyMock(licenseDriver: driver, settingsDriver: SettingsDriverProtocolMock())
        let licenses = await LoadLicensesInteractor(dependency: container).execute()
        #expect(licenses.map(\.id) == ["a", "b"])
        #expect(driver.fetchAllCallCount == 1)
    }
}
