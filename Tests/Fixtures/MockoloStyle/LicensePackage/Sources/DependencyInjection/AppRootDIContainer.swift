import DomainLayer
import LicenseFramework
import PresentationLayer

public final class AppRootDIContainer: AppRootDIContainerDependency {
    public let licenseDriver = LicenseDriver()

    public init() {}
}
