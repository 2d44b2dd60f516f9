import DomainLayer

public protocol DIContainerDependency: AnyObject, LicenseListPresenterDependency, TrackScreenInteractorDependency {}
