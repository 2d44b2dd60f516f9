import DomainLayer
import PresentationLayer
import ProfileFramework
import SettingsFramework

/// The Production app's container: the real drivers from the framework layer.
public final class DIContainer: DIContainerDependency {
    public init() {}

    public let profileDriver = ProfileDriver()

    public let settingsDriver = SettingsDriver()
}
