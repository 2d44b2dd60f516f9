import DomainLayer

/// @mockable
public protocol AppRootDIContainerDependency: AnyObject, LicenseListPresenterDependency {}
