import DependencyInjectionLayer
import PresentationLayer
import Testing

/// `DevicePresenter` against the real `DIContainer`: the wiring the Production app uses.
@MainActor
struct DevicePresenterIntegrationTests {
    @Test func loadsThroughTheRealDriver() async {
        let presenter = DevicePresenter(dependency: DIContainer())
        await presenter.load()
        #expect(presenter.state.failure == nil)
        #expect(presenter.state.value?.isEmpty == false)
    }
}
