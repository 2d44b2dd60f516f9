import DomainLayer
import PresentationSupport
import SettingsFeature
import Testing

/// `SettingsPresenter` against `MockSettingsDependency`: every state, no framework code.
@MainActor
struct SettingsPresenterTests {
    @Test func startsIdle() {
        let presenter = SettingsPresenter(dependency: MockSettingsDependency())
        #expect(presenter.state == .idle)
    }

    @Test func loadShowsWhatTheDriverReturns() async {
        let container = MockSettingsDependency()
        let presenter = SettingsPresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .loaded(Settings.samples))
        #expect(container.settingsDriver.fetchAllCallCount == 1)
    }

    @Test func loadShowsTheDriversFailure() async {
        let container = MockSettingsDependency()
        container.settingsDriver.fetchAllResult = .failure(DomainError.unavailable(reason: "offline"))
        let presenter = SettingsPresenter(dependency: container)
        await presenter.load()
        #expect(presenter.state == .failed("unavailable: offline"))
    }
}
