import DomainLayer
import Observation

@MainActor
@Observable
public final class LicenseListPresenter<Dependency: LicenseListPresenterDependency> {
    public private(set) var licenses: [License] = []
    public private(set) var errorMessage: String?

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func onAppear() async {
        await dependency.analyticsDriver.log(event: "license_list_appeared")
        do {
            licenses = try await dependency.licenseDriver.fetchAll()
        } catch {
            errorMessage = String(describing: error)
        }
    }
}
