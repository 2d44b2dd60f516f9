import DomainLayer
@testable import PresentationLayer
import Testing

@MainActor
struct LicenseListPresenterTests {
    @Test func onAppearLoadsTheLicensesAndLogs() async {
        let container = MockDIContainer()
        let presenter = LicenseListPresenter(dependency: container)
        await presenter.onAppear()
        #expect(presenter.licenses == container.licenseDriver.licenses)
        #expect(container.analyticsDriver.events == ["license_list_appeared"])
    }
}
