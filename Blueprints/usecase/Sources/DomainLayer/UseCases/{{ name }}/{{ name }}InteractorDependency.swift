/// The drivers `{{ name }}Interactor` needs. `DIContainerDependency` composes it (directly, and
/// through the dependency of each presenter that uses it), so both containers provide them.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ name }}InteractorDependency: {% for used in uses %}{% if not loop.first %}, {% endif %}{{ used.name }}DriverProvider{% endfor %} {}
