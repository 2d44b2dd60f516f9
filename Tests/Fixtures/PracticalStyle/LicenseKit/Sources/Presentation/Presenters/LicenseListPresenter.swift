import Domain
import Observation

public protocol LicenseListPresenterDependency: LoadLicensesInteractorDependency {}

@MainActor
@Observable
public final class LicenseListPresenter<Dependency: LicenseListPresenterDependency> {
    public private(set) var licenses: [License] = []

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func load() async {
        licenses = await LoadLicensesInteractor(dependency: dependency).execute()
    }
}
