import DomainLayer
import Observation

/// Note's screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDI`.
@MainActor
@Observable
public final class NotePresenter<Dependency: NotePresenterDependency> {
    /// What the screen shows.
    public private(set) var state: LoadState<[Note]> = .idle

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every Note from the Note driver.
    public func load() async {
        state = .loading
        do {
            state = .loaded(try await dependency.noteDriver.fetchAll())
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
