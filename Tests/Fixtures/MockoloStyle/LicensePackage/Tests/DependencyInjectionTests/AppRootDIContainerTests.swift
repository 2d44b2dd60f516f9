import DependencyInjectionLayer
import PresentationLayer
import Testing

@MainActor
struct AppRootDIContainerTests {
    @Test func presentsTheRealLicenses() async {
        let presenter = LicenseListPresenter(dependency: AppRootDIContainer())
        await presenter.onAppear()
        #expect(presenter.licenses.isEmpty == false)
    }
}
