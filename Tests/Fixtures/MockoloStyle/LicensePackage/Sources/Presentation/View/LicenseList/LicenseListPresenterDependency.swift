import DomainLayer

/// @mockable
public protocol LicenseListPresenterDependency: LicenseDriverProvider {}
