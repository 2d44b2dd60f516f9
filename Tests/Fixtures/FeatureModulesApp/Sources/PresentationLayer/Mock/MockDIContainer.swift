import DomainLayer
import PresentationSupport

/// The container of the Development app, previews and presenter tests: every driver is a mock,
/// so nothing here needs the framework layer.
public final class MockDIContainer: DIContainerDependency {
    public init() {}

    public let profileDriver = MockProfileDriver()

    public let settingsDriver = MockSettingsDriver()
}
