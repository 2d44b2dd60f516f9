import DependencyInjectionLayer
import PresentationLayer
import Testing

/// `LicensePresenter` against the real `DIContainer`: the wiring the Production app uses.
@MainActor
struct LicensePresenterIntegrationTests {
    @Test func loadsThroughTheRealDriver() async {
        let presenter = LicensePresenter(dependency: DIContainer())
        await presenter.load()
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.value?.isEmpty == false)
    }
}
