import DomainLayer
import PresentationSupport
import Observation

/// Settings's screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockSettingsDependency`.
@MainActor
@Observable
public final class SettingsPresenter<Dependency: SettingsPresenterDependency> {
    /// What the screen shows.
    public private(set) var state: LoadState<[Settings]> = .idle

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every Settings from the Settings driver.
    public func load() async {
        state = .loading
        do {
            state = .loaded(try await dependency.settingsDriver.fetchAll())
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
