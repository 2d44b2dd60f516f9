import Domain

/// Loads the licenses every screen lists, sorted by name.
/// @mockable
@MainActor
public protocol LoadLicensesUseCase {
    func execute() async -> [License]
}

public protocol LoadLicensesInteractorDependency: LicenseDriverProvider {}

/// Kept next to the presenters that call it, as the practical sample does.
@MainActor
public struct LoadLicensesInteractor<Dependency: LoadLicensesInteractorDependency>: LoadLicensesUseCase {
    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func execute() async -> [License] {
        let licenses = (try? await dependency.licenseDriver.fetchAll()) ?? []
        return licenses.sorted { $0.name < $1.name }
    }
}
