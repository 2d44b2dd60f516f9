// Drivers: each driver protocol has a mock for the Development app and the presenter tests,
// and its real implementations live in the framework layer.

/// Every `XDriverProtocol` has a mock: a type outside the framework layer conforming to it,
/// whatever its name (`MockXDriver`, Mockolo's `XDriverProtocolMock`).
struct DriverMockCheck: DoctorCheck {
    static let id = "wiring.driver-mock"
    static let title = "Every driver protocol has a mock"
    static let group = DoctorCheckGroup.featureWiring

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.model.driverProtocols.isEmpty ? "the domain layer declares no '…DriverProtocol' protocol" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        // Feature modules share the mocks through their presentation support module.
        let presentation = snapshot.configuration.featureModules?.support ?? snapshot.layers.presentation
        return snapshot.model.driverProtocols.filter { snapshot.model.mocks(of: $0.name).isEmpty }.map { driver in
            let mock = DriverMockName.name(for: driver.name, pattern: snapshot.configuration.driverMockName)
            return error(
                "driver protocol '\(driver.name)' has no mock: no type outside the framework layer conforms to it",
                file: driver.file, line: driver.line,
                hint: "add 'public final class \(mock): \(driver.name)' to '\(presentation)' (or generate it with Mockolo), for the Development app and presenter tests"
            )
        }
    }
}

/// No concrete driver (a type conforming to a `…DriverProtocol`) lives in the domain or DI layer
/// or another non-test module: SDK code belongs in the framework layer. Mocks in the presentation
/// layer and in test targets are fine.
struct ConcreteDriverPlacementCheck: DoctorCheck {
    static let id = "wiring.driver-placement"
    static let title = "Concrete drivers live in the framework layer"
    static let group = DoctorCheckGroup.featureWiring

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.model.driverProtocols.isEmpty ? "the domain layer declares no '…DriverProtocol' protocol" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        for driver in snapshot.model.driverProtocols {
            for type in snapshot.model.driverConformers[driver.name, default: []] {
                switch snapshot.classification.role(of: type.target) {
                case .presentation?, .framework?, .test?, nil:
                    continue
                // Presentation support (the feature modules' shared mocks): only presentation and the DI layer use it.
                case .shared(let users)? where users.contains(.presentation) && users.isSubset(of: [.presentation, .dependencyInjection]):
                    continue
                default:
                    let mocks = snapshot.configuration.featureModules?.support ?? snapshot.layers.presentation
                    findings.append(error(
                        "'\(type.name)' implements '\(driver.name)' in '\(type.target)', outside the framework layer",
                        file: type.file, line: type.line,
                        hint: "move '\(type.name)' into a framework module (or the framework-layer target) and let the DI container provide it; a mock belongs in '\(mocks)'"
                    ))
                }
            }
        }
        return findings
    }
}

/// Every `XPresenter` of the presentation layer or a feature module is mentioned by a test
/// target's sources (or a file under Tests/).
struct PresenterTestsCheck: DoctorCheck {
    static let id = "wiring.presenter-tests"
    static let title = "Every presenter has tests"
    static let group = DoctorCheckGroup.featureWiring

    /// The presentation layer, then each feature module: where presenters live.
    private static func modules(_ snapshot: ProjectSnapshot) -> [String] {
        [snapshot.layers.presentation] + snapshot.layers.featureModules.filter { $0 != snapshot.layers.presentation }
    }

    static func presenters(_ snapshot: ProjectSnapshot) -> [(file: ProjectSnapshot.SourceFile, type: SourceSummary.TypeDeclaration)] {
        var presenters: [(file: ProjectSnapshot.SourceFile, type: SourceSummary.TypeDeclaration)] = []
        for module in modules(snapshot) {
            for file in snapshot.sources(of: module) {
                for type in file.summary.types where isPresenter(type.name) { presenters.append((file, type)) }
            }
        }
        return presenters
    }

    /// `XPresenter`, not `Presenter` itself.
    private static func isPresenter(_ name: String) -> Bool {
        name.hasSuffix("Presenter") && name != "Presenter"
    }

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        let hasPresenter = Self.modules(snapshot).contains { module in
            snapshot.sources(of: module).contains { file in file.summary.types.contains { Self.isPresenter($0.name) } }
        }
        if hasPresenter { return nil }
        return snapshot.layers.featureModules.isEmpty
            ? "the presentation layer declares no '…Presenter' type" : "neither the presentation layer nor a feature module declares a '…Presenter' type"
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let presenters = Self.presenters(snapshot)
        let mentioned = WordTable.mentioned(WordTable(presenters.map(\.type.name)), in: snapshot.testFiles())
        // Each presenter's tests go in the test target of its own module (a feature's, or the layer's).
        func testFolder(of module: String) -> String {
            snapshot.model.testTarget(testing: module)
                .flatMap { snapshot.manifest.target(named: $0) }.map(ProjectSnapshot.folder(of:)) ?? "Tests/\(module)Tests"
        }
        return presenters.filter { !mentioned.contains($0.type.name) }.map { file, presenter in
            warning(
                "presenter '\(presenter.name)' has no tests", file: file.path, line: presenter.line,
                hint: "add '\(testFolder(of: file.target ?? snapshot.layers.presentation))/\(presenter.name)Tests.swift'"
            )
        }
    }
}
