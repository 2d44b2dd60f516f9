import DomainLayer

/// Every presenter's dependency, composed: what a container must provide.
/// `fia add feature` adds each new `…PresenterDependency` here; MockDI
/// (Development app, previews, tests) and AppDI (Production app) conform.
public protocol DIContainerDependency:
    AnyObject,
    NotePresenterDependency
{}
