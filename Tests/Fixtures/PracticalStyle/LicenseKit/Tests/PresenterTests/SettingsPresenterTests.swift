import Domain
@testable import Presentation
import Testing

@MainActor
struct SettingsPresenterTests {
    @Test func toggleSavesTheSettings() async {
        let driver = SettingsDriverProtocolMock()
        driver.loadHandler = { Settings(showsLicenseBodies: false) }
        let container = AppRootDIContainerDependencyMock(licenseDriver: LicenseDriverProtocolMock(), settingsDriver: driver)
        let presenter = SettingsPresenter(dependency: container)
        await presenter.load()
        await presenter.toggleBodies()
        #expect(presenter.settings.showsLicenseBodies)
        #expect(driver.saveCallCount == 1)
    }
}
