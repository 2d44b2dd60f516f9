import Domain
import Observation

public protocol SettingsPresenterDependency: SettingsDriverProvider {}

@MainActor
@Observable
public final class SettingsPresenter<Dependency: SettingsPresenterDependency> {
    public private(set) var settings = Settings(showsLicenseBodies: false)

    private let dependency: Dependency

    public init(dependency: Dependency) {
        self.dependency = dependency
    }

    public func load() async {
        settings = await dependency.settingsDriver.load()
    }

    public func toggleBodies() async {
        settings.showsLicenseBodies.toggle()
        await dependency.settingsDriver.save(settings)
    }
}
