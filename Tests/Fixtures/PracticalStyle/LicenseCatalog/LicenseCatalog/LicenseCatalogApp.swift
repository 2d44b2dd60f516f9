import Domain
import Presentation
import SwiftUI

/// Runs every screen on Mockolo's mocks: no framework module is compiled.
@main
struct LicenseCatalogApp: App {
    private let container: AppRootDIContainerDependencyMock = {
        let licenseDriver = LicenseDriverProtocolMock()
        licenseDriver.fetchAllHandler = { [License(id: "sample", name: "Sample")] }
        let settingsDriver = SettingsDriverProtocolMock()
        settingsDriver.loadHandler = { Settings(showsLicenseBodies: true) }
        return AppRootDIContainerDependencyMock(licenseDriver: licenseDriver, settingsDriver: settingsDriver)
    }()

    var body: some Scene {
        WindowGroup {
            Text("Catalog")
                .task { await LicenseListPresenter(dependency: container).load() }
        }
    }
}
