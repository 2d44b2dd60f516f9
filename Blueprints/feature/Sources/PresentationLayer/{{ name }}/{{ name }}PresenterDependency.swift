import DomainLayer

/// The drivers `{{ name }}Presenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
public protocol {{ name }}PresenterDependency: {{ driver }}DriverProvider{% for used in uses %}, {{ used.name }}DriverProvider{% endfor %} {}
