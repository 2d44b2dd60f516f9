import DeviceFramework
import DomainLayer
import LicenseFramework
import PresentationLayer

/// The Production app's container: the real drivers from the framework layer.
public final class DIContainer: DIContainerDependency {
    public init() {}

    public let licenseDriver = LicenseDriver()

    public let deviceDriver = DeviceDriver()
}
