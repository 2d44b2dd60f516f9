import DependencyInjectionLayer
import ProfileFeature
import Testing

/// `ProfilePresenter` against the real `DIContainer`: the wiring the Production app uses.
@MainActor
struct ProfilePresenterIntegrationTests {
    @Test func loadsThroughTheRealDriver() async {
        let presenter = ProfilePresenter(dependency: DIContainer())
        await presenter.load()
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.value?.isEmpty == false)
    }
}
