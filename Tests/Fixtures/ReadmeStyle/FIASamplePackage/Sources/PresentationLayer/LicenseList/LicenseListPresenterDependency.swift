import DomainLayer

public protocol LicenseListPresenterDependency: LicenseDriverProvider, AnalyticsDriverProvider {}
