import DomainLayer

/// The drivers `LicensePresenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
public protocol LicensePresenterDependency: LicenseDriverProvider {}
