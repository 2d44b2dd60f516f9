import DomainLayer
import Observation

/// {{ name }}'s screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDIContainer`.
@MainActor
@Observable
public final class {{ name }}Presenter<Dependency: {{ name }}PresenterDependency> {
    /// What the screen shows.
    public private(set) var state: LoadState<[{{ entity }}]> = .idle

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every {{ entity }} from the {{ driver }} driver.
    public func load() async {
        state = .loading
        do {
            state = .loaded(try await dependency.{{ driver | camel }}Driver.fetchAll())
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
