import DomainLayer
import FrameworkLayer
import PresentationLayer

public final class DIContainer: DIContainerDependency {
    public let licenseDriver = LicenseDriver()
    public let analyticsDriver = AnalyticsDriver()

    public init() {}
}
