import DomainLayer

/// The drivers `NotePresenter` needs. `DIContainerDependency` composes it, so both
/// containers provide them.
public protocol NotePresenterDependency: NoteDriverProvider {}
