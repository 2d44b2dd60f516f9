/// Where an FIA project keeps the files fia edits, by convention of `fia new`.
struct ProjectLayout {
    let root: String

    var manifest: String { path("Package.swift") }
    var containerDependency: String { path("Sources/PresentationLayer/DIContainerDependency.swift") }
    var mockContainer: String { path("Sources/PresentationLayer/Mock/MockDIContainer.swift") }
    var container: String { path("Sources/DependencyInjectionLayer/DIContainer.swift") }
    var unitTestsPlan: String { path("TestPlans/UnitTests.xctestplan") }
    var driverTestsPlan: String { path("TestPlans/DriverTests.xctestplan") }
    var blueprintOverrides: String { path(".fia/Blueprints") }
    var sceneList: String { path("Sources/PresentationLayer/AppScreen.swift") }
    var xcodeGenSpec: String { path("App/project.yml") }
    var configuration: String { path(ProjectConfiguration.path) }

    func driverProtocol(_ driver: TypeName) -> String {
        path("Sources/DomainLayer/Drivers/\(driver)DriverProtocol.swift")
    }

    func frameworkModule(_ driver: TypeName) -> String {
        path("Sources/FrameworkLayer/\(driver)Framework")
    }

    /// Whether the project already has `driver` (its protocol file, by convention).
    func hasDriver(_ driver: TypeName, _ fileSystem: any FileSystem) -> Bool {
        fileSystem.exists(driverProtocol(driver))
    }

    /// Refuses a package that lacks the files `add feature` wires into.
    func checkIsFIAProject(_ fileSystem: any FileSystem) throws {
        for file in [containerDependency, mockContainer, container] where !fileSystem.exists(file) {
            throw FeatureError.notFIAProject(missing: Path.relative(file, to: root))
        }
    }

    /// The project's own blueprints (`.fia/Blueprints/…`), which replace fia's same-path ones.
    func blueprintOverrides(_ fileSystem: any FileSystem) throws -> [String: String] {
        var overrides: [String: String] = [:]
        for file in try fileSystem.files(under: blueprintOverrides, includeHidden: true) {
            overrides[file] = try fileSystem.contents(of: Path.join(blueprintOverrides, file))
        }
        return overrides
    }

    private func path(_ relative: String) -> String {
        Path.join(root, relative)
    }
}
