import DomainLayer
import Observation

/// Device's screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDIContainer`.
@MainActor
@Observable
public final class DevicePresenter<Dependency: DevicePresenterDependency> {
    /// What the screen shows.
    public private(set) var state: LoadState<[Device]> = .idle

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every Device from the Device driver.
    public func load() async {
        state = .loading
        do {
            state = .loaded(try await dependency.deviceDriver.fetchAll())
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
