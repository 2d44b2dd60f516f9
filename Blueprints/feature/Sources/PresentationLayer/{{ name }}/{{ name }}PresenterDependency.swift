import DomainLayer

{% if usecase %}/// What `{{ name }}Presenter` needs: the drivers of the {{ usecase }} use case. `DIContainerDependency`
/// composes it, so both containers provide them.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ name }}PresenterDependency: {{ usecase }}InteractorDependency{% for used in uses %}, {{ used.name }}DriverProvider{% endfor %} {}{% else %}/// The drivers `{{ name }}Presenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
{% if mockolo %}/// @mockable
{% endif %}public protocol {{ name }}PresenterDependency: {{ driver }}DriverProvider{% for used in uses %}, {{ used.name }}DriverProvider{% endfor %} {}{% endif %}
