/// `{{ name }}UseCase` on the drivers its dependency provides: business logic with no UI and no
/// framework types. Generic over its dependency like the presenters, so tests run it on
/// `MockDIContainer` and the app on `DIContainer`.
@MainActor
public struct {{ name }}Interactor<Dependency: {{ name }}InteractorDependency>: {{ name }}UseCase {
    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func execute() async throws -> [{{ entity }}] {
        let values = try await dependency.{{ driver | camel }}Driver.fetchAll()
{% for sink in sinks %}        try await dependency.{{ sink.name | camel }}Driver.send("{{ name }}")
{% endfor %}        return values
    }
}
