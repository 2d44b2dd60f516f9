import DomainLayer
#if canImport(Combine)
import Combine
#endif

/// License's screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDIContainer`.
@MainActor
public final class LicensePresenter<Dependency: LicensePresenterDependency> {
    /// What the screen shows.
    #if canImport(Combine)
    @Published
    #endif
    public private(set) var state: LoadState<[License]> = .idle

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every License from the License driver.
    public func load() async {
        state = .loading
        do {
            state = .loaded(try await dependency.licenseDriver.fetchAll())
        } catch {
            state = .failed(String(describing: error))
        }
    }
}

#if canImport(Combine)
extension LicensePresenter: ObservableObject {}
#endif
