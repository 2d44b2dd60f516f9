import DependencyInjectionLayer
import SettingsFeature
import Testing

/// `SettingsPresenter` against the real `DIContainer`: the wiring the Production app uses.
@MainActor
struct SettingsPresenterIntegrationTests {
    @Test func loadsThroughTheRealDriver() async {
        let presenter = SettingsPresenter(dependency: DIContainer())
        await presenter.load()
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.value?.isEmpty == false)
    }
}
