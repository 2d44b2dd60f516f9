import DomainLayer
import PresentationSupport
import Observation

/// Profile's screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockProfileDependency`.
@MainActor
@Observable
public final class ProfilePresenter<Dependency: ProfilePresenterDependency> {
    /// What the screen shows.
    public private(set) var state: LoadState<[Profile]> = .idle

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every Profile from the Profile driver.
    public func load() async {
        state = .loading
        do {
            state = .loaded(try await dependency.profileDriver.fetchAll())
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
