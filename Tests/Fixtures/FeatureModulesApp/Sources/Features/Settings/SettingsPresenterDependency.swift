import DomainLayer

/// The drivers `SettingsPresenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
public protocol SettingsPresenterDependency: SettingsDriverProvider, ProfileDriverProvider {}
