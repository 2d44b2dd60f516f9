/// What {{ name }} does for the app, whoever asks: a presenter, another use case.
/// `{{ name }}Interactor` implements it on the drivers `{{ name }}InteractorDependency` provides.
{% if mockolo %}/// @mockable
{% endif %}@MainActor
public protocol {{ name }}UseCase {
    /// Loads every {{ entity }} from the {{ driver }} driver{% for sink in sinks %}, sends "{{ name }}" to the {{ sink.name }} driver{% endfor %}, and returns the {{ entity }} values.
    func execute() async throws -> [{{ entity }}]
}
