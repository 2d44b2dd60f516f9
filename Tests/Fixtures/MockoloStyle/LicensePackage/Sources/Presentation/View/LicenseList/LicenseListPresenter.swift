import DomainLayer

@MainActor
public final class LicenseListPresenter<Dependency: LicenseListPresenterDependency> {
    public private(set) var licenses: [License] = []

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func onAppear() async {
        licenses = (try? await dependency.licenseDriver.fetchAll()) ?? []
    }
}
