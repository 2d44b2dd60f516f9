import DomainLayer
{% if featureModules %}import PresentationSupport
{% endif %}

/// The container of the Development app, previews and presenter tests: every driver is a mock,
/// so nothing here needs the framework layer.
public final class MockDIContainer: DIContainerDependency {
    public init() {}
}
