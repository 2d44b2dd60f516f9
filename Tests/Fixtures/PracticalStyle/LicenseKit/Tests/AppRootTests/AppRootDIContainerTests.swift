import DependencyInjection
import Presentation
import Testing

@MainActor
struct AppRootDIContainerTests {
    @Test func presentersRunOnTheRealContainer() async {
        let presenter = LicenseListPresenter(dependency: AppRootDIContainer())
        await presenter.load()
        #expect(!presenter.licenses.isEmpty)
    }
}
