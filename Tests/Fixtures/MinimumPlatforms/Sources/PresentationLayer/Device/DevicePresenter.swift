import DomainLayer
#if canImport(Combine)
import Combine
#endif

/// Device's screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDIContainer`.
@MainActor
public final class DevicePresenter<Dependency: DevicePresenterDependency> {
    /// What the screen shows.
    #if canImport(Combine)
    @Published
    #endif
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

#if canImport(Combine)
extension DevicePresenter: ObservableObject {}
#endif
