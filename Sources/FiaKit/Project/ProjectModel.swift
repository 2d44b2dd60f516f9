/// The FIA project as fia understands it: which targets, types and apps play which role.
/// Discovered from the project by meaning (`ProjectModel.discover`), overridable in
/// `.fia/config.json`; shared by doctor's checks and the writing commands.
public struct ProjectModel: Sendable {
    /// A type (or protocol) declaration the model points at.
    public struct Declaration: Equatable, Sendable {
        public var name: String
        public var file: String
        public var line: Int
        /// The package target declaring it.
        public var target: String
    }

    public var layers: LayerTargets
    /// The presentation protocol composing every `…PresenterDependency` (`DIContainerDependency`,
    /// `AppRootDIContainerDependency`, …).
    public var compositionProtocol: Declaration?
    /// Every `…PresenterDependency` protocol of the presentation layer.
    public var presenterDependencies: [Declaration]
    /// The DI layer's type conforming to the composition protocol (`DIContainer`, `AppRootDIContainer`).
    public var container: Declaration?
    /// The presentation layer's type conforming to it (`MockDIContainer`, Mockolo's `…DependencyMock`).
    public var mockContainer: Declaration?
    /// Every `…DriverProtocol` of the domain layer.
    public var driverProtocols: [Declaration]
    /// The types conforming to each driver protocol, in any package target, by protocol name.
    public var driverConformers: [String: [Declaration]]
    /// Every `…UseCase` protocol of a non-test target outside the framework layer.
    public var useCases: [Declaration] = []
    /// The types implementing each use case, by protocol name: conforming types of non-test
    /// targets whose name does not say `Mock` (Mockolo's `XUseCaseMock` is no interactor).
    public var interactors: [String: [Declaration]] = [:]
    /// Every `…InteractorDependency` protocol of a non-test target outside the framework layer.
    public var interactorDependencies: [Declaration] = []
    /// Each test target's subjects: the package targets it imports (or is named after).
    public var testSubjects: [String: [String]]
    public var apps: [AppTarget]
    /// Where the test plans were found, relative to the package.
    public var testPlanPaths: [String]

    /// The driver protocol's mocks: conforming types outside the framework layer.
    public func mocks(of driverProtocol: String) -> [Declaration] {
        driverConformers[driverProtocol, default: []].filter { !layers.frameworkSet.contains($0.target) }
    }

    /// The test target that tests `target` most directly: among those whose subjects include it,
    /// the one named after it (`XTests`), else one that does not test the DI layer too (that one
    /// holds the integration tests), else the one testing it first and with the fewest subjects.
    public func testTarget(testing target: String) -> String? {
        let injection = layers.dependencyInjection
        func rank(_ entry: (key: String, value: [String])) -> (Int, Int, Int, Int, String) {
            let integrates = target != injection && entry.value.contains(injection) ? 1 : 0
            return (entry.key == target + "Tests" ? 0 : 1, integrates, entry.value.firstIndex(of: target) ?? 0, entry.value.count, entry.key)
        }
        return testSubjects.filter { $0.value.contains(target) }.min { rank($0) < rank($1) }?.key
    }

    /// The Development apps.
    public var developmentApps: [AppTarget] {
        apps.filter(\.isDevelopment)
    }

    /// What was discovered, one line per role, for `doctor --verbose`.
    public var summaryLines: [String] {
        summaryLines { interactors[$0, default: []] }
    }

    /// `summaryLines`, with each use case's interactors as `interactors` gives them.
    func summaryLines(interactors: (String) -> [Declaration]) -> [String] {
        var lines = layers.reasons.map { "\($0.role): \($0.how)" }
        func describe(_ role: String, _ declaration: Declaration?) {
            lines.append("\(role): " + (declaration.map { "'\($0.name)' (\($0.file):\($0.line))" } ?? "not found"))
        }
        describe("compositionProtocol", compositionProtocol)
        describe("container", container)
        describe("mockContainer", mockContainer)
        for driver in driverProtocols {
            let mocks = mocks(of: driver.name).map { "'\($0.name)'" }
            lines.append("driver '\(driver.name)': mocks \(mocks.isEmpty ? "none" : mocks.joined(separator: ", "))")
        }
        for useCase in useCases {
            let names = interactors(useCase.name).map { "'\($0.name)'" }
            lines.append("use case '\(useCase.name)': interactors \(names.isEmpty ? "none" : names.joined(separator: ", "))")
        }
        for (test, subjects) in testSubjects.sorted(by: { $0.key < $1.key }) {
            lines.append("test target '\(test)': tests \(subjects.isEmpty ? "nothing fia knows" : subjects.map { "'\($0)'" }.joined(separator: ", "))")
        }
        if apps.isEmpty { lines.append("apps: none found (App/project.yml, or an Xcode project listed by a workspace at or above the package)") }
        for app in apps {
            lines.append("app '\(app.name)' (\(app.definedIn)): \(app.isDevelopment ? "Development" : "not Development") (\(app.reason)); links \(app.products.map { "'\($0.product)'" }.joined(separator: ", ")); \(app.sourceFiles.count) Swift files")
        }
        lines.append("test plans: " + (testPlanPaths.isEmpty ? "none found" : testPlanPaths.joined(separator: ", ")))
        return lines
    }
}
