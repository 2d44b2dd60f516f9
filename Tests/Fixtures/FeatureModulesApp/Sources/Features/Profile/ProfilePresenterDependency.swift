import DomainLayer

/// The drivers `ProfilePresenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
public protocol ProfilePresenterDependency: ProfileDriverProvider {}
