import DomainLayer
{% if featureModules %}import PresentationSupport
{% endif %}{% if observation %}import Observation
{% else %}#if canImport(Combine)
import Combine
#endif
{% endif %}

/// {{ name }}'s screen logic without a View: what to show and what the user can do.
/// Generic over its dependency, so previews and tests run it on `MockDIContainer`.
{% if not observation %}/// An `ObservableObject` (where Combine is): `@Observable` needs iOS 17 / macOS 14, above this package's platforms.
{% endif %}@MainActor
{% if observation %}@Observable
{% endif %}public final class {{ name }}Presenter<Dependency: {{ name }}PresenterDependency> {
    /// What the screen shows.
{% if not observation %}    #if canImport(Combine)
    @Published
    #endif
{% endif %}    public private(set) var state: LoadState<[{{ entity }}]> = .idle

{% if usecase %}    private let useCase: {{ usecase }}Interactor<Dependency>

    public init(dependency: Dependency) {
        useCase = {{ usecase }}Interactor(dependency: dependency)
    }

    /// Loads every {{ entity }} through the {{ usecase }} use case.
{% else %}    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    /// Loads every {{ entity }} from the {{ driver }} driver.
{% endif %}    public func load() async {
        state = .loading
        do {
{% if usecase %}            state = .loaded(try await useCase.execute())
{% else %}            state = .loaded(try await dependency.{{ driver | camel }}Driver.fetchAll())
{% endif %}        } catch {
            state = .failed(String(describing: error))
        }
    }
}
{% if not observation %}

#if canImport(Combine)
extension {{ name }}Presenter: ObservableObject {}
#endif
{% endif %}