import DomainLayer

public final class MockDIContainer: DIContainerDependency {
    public let licenseDriver = MockLicenseDriver()
    public let analyticsDriver = MockAnalyticsDriver()

    public init() {}
}
