import DomainLayer

/// The drivers `DevicePresenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
public protocol DevicePresenterDependency: DeviceDriverProvider {}
