import DomainLayer
import ProfileFeature
import SettingsFeature

/// Every presenter's dependency, composed: what a container must provide.
/// `fia add feature` adds each new `…PresenterDependency` here; MockDIContainer
/// (Development app, previews, tests) and DIContainer (Production app) conform.
public protocol DIContainerDependency:
    AnyObject,
    ProfilePresenterDependency,
    SettingsPresenterDependency
{}
