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
                // Presentation support shared by feature modules (not the domain's to use) holds their mocks.
                case .shared(let users)? where users.contains(.presentation) && !users.contains(.domain):
                    continue
                default:
                    findings.append(error(
                        "'\(type.name)' implements '\(driver.name)' in '\(type.target)', outside the framework layer",
                        file: type.file, line: type.line,
                        hint: "move '\(type.name)' into a framework module (or the framework-layer target) and let the DI container provide it; a mock belongs in '\(snapshot.layers.presentation)'"
                    ))
                }
            }
        }
        return findings
    }
}

/// Every `XPresenter` is mentioned by a test target's sources (or a file under Tests/).
struct PresenterTestsCheck: DoctorCheck {
    static let id = "wiring.presenter-tests"
    static let title = "Every presenter has tests"
    static let group = DoctorCheckGroup.featureWiring

    static func presenters(_ snapshot: ProjectSnapshot) -> [(file: ProjectSnapshot.SourceFile, type: SourceSummary.TypeDeclaration)] {
        var presenters: [(file: ProjectSnapshot.SourceFile, type: SourceSummary.TypeDeclaration)] = []
        for file in presentationSources(snapshot) {
            for type in file.summary.types where isPresenter(type.name) { presenters.append((file, type)) }
        }
        return presenters
    }

    /// The files of the presentation layer and of each feature module.
    private static func presentationSources(_ snapshot: ProjectSnapshot) -> [ProjectSnapshot.SourceFile] {
        ([snapshot.layers.presentation] + snapshot.layers.featureModules).flatMap { snapshot.sources(of: $0) }
    }

    /// `XPresenter`, not `Presenter` itself.
    private static func isPresenter(_ name: String) -> Bool {
        name.hasSuffix("Presenter") && name != "Presenter"
    }

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        let hasPresenter = Self.presentationSources(snapshot).contains { file in
            file.summary.types.contains { Self.isPresenter($0.name) }
        }
        return hasPresenter ? nil : "the presentation layer declares no '…Presenter' type"
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let presenters = Self.presenters(snapshot)
        let mentioned = WordTable.mentioned(WordTable(presenters.map(\.type.name)), in: snapshot.testFiles())
        return presenters.filter { !mentioned.contains($0.type.name) }.map { file, presenter in
            // The tests of the presenter's module (a feature module's own, or the presentation layer's).
            let module = file.target ?? snapshot.layers.presentation
            let testFolder = snapshot.model.testTarget(testing: module)
                .flatMap { snapshot.manifest.target(named: $0) }.map(ProjectSnapshot.folder(of:)) ?? "Tests/\(module)Tests"
            return warning(
                "presenter '\(presenter.name)' has no tests", file: file.path, line: presenter.line,
                hint: "add '\(testFolder)/\(presenter.name)Tests.swift'"
            )
        }
    }
}
