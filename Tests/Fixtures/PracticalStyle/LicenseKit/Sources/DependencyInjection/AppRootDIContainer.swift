import Domain
import LicenseData
import Preferences
import Presentation

public final class AppRootDIContainer: AppRootDIContainerDependency {
    public let licenseDriver = LicenseDriver()
    public let settingsDriver = SettingsDriver()

    public init() {}
}
