import DomainLayer
@testable import PresentationLayer
import Testing

@MainActor
struct LicenseListPresenterTests {
    @Test func onAppearShowsTheDriversLicenses() async {
        let driver = LicenseDriverProtocolMock()
        driver.fetchAllHandler = { [License(id: "a", name: "A")] }
        let container = AppRootDIContainerDependencyMock()
        container.licenseDriver = driver
        let presenter = LicenseListPresenter(dependency: container)
        await presenter.onAppear()
        #expect(presenter.licenses.map(\.id) == ["a"])
        #expect(driver.fetchAllCallCount == 1)
    }
}
