// Feature wiring: what `fia add feature` wires stays wired.

/// Every `XPresenterDependency` of the presentation layer is in `DIContainerDependency`'s
/// inheritance clause, so both containers must provide what every presenter needs.
struct PresenterDependencyWiringCheck: DoctorCheck {
    static let id = "wiring.presenter-dependency"
    static let title = "Every PresenterDependency is in DIContainerDependency"
    static let group = DoctorCheckGroup.featureWiring
    static let container = "DIContainerDependency"

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let presentation = snapshot.configuration.presentation
        let declared = snapshot.protocols.filter { $0.target == presentation }
        let dependencies = declared.filter { $0.name.hasSuffix("PresenterDependency") && $0.name != "PresenterDependency" }
        guard !dependencies.isEmpty else { return [] }
        guard let container = declared.first(where: { $0.name == Self.container }) else {
            return [error(
                "'\(presentation)' declares no protocol '\(Self.container)'",
                file: dependencies[0].file, line: dependencies[0].line,
                hint: "declare 'public protocol \(Self.container): AnyObject' inheriting every presenter's dependency"
            )]
        }
        let inherited = Set(container.inheritedTypes)
        return dependencies.filter { !inherited.contains($0.name) }.map { dependency in
            error(
                "'\(Self.container)' does not inherit '\(dependency.name)'", file: container.file, line: container.line,
                hint: "add '\(dependency.name)' to the inheritance clause of '\(Self.container)', so both containers provide its drivers"
            )
        }
    }
}

/// Every `XDriverProvider` is satisfied by both containers: `MockDIContainer` and
/// `DIContainer` declare its `xDriver` property.
struct DriverProviderWiringCheck: DoctorCheck {
    static let id = "wiring.driver-provider"
    static let title = "Both containers provide every driver"
    static let group = DoctorCheckGroup.featureWiring

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let configuration = snapshot.configuration
        let drivers = snapshot.protocols
            .filter { $0.target == configuration.domain && $0.name.hasSuffix("DriverProvider") && $0.name != "DriverProvider" }
            .map { String($0.name.dropLast("Provider".count)) }
        guard !drivers.isEmpty else { return [] }
        var findings: [Finding] = []
        // A missing layer is reported by `layout.layer-targets`.
        if snapshot.classification.role(of: configuration.presentation) == .presentation {
            findings += check("MockDIContainer", in: configuration.presentation, drivers: drivers, snapshot) { "Mock\($0)()" }
        }
        if snapshot.classification.role(of: configuration.dependencyInjection) == .dependencyInjection {
            findings += check("DIContainer", in: configuration.dependencyInjection, drivers: drivers, snapshot) { "\($0)()" }
        }
        return findings
    }

    private func check(
        _ container: String, in target: String, drivers: [String], _ snapshot: ProjectSnapshot,
        value: (String) -> String
    ) -> [Finding] {
        guard let (file, line) = snapshot.typeDeclaration(container, in: target) else {
            let folder = snapshot.manifest.target(named: target).map(ProjectSnapshot.folder(of:)) ?? target
            return [error(
                "'\(target)' declares no class '\(container)'", file: folder,
                hint: "declare 'public final class \(container): DIContainerDependency' in '\(target)'"
            )]
        }
        let properties: [(name: String, line: Int)]
        do {
            properties = try SwiftDeclarations.storedProperties(ofType: container, in: file.text) ?? []
        } catch {
            return [warning(
                "doctor could not read the properties of '\(container)': \(error)", file: file.path, line: line,
                hint: "declare '\(container)' once, with a plain body; its drivers were not checked"
            )]
        }
        let provided = Set(properties.map { $0.name.lowercased() })
        return drivers.filter { !provided.contains($0.lowercased()) }.map { driver in
            let property = driver.prefix(1).lowercased() + driver.dropFirst()
            return error(
                "'\(container)' does not provide '\(property)' for '\(driver)Provider'", file: file.path, line: line,
                hint: "add 'public let \(property) = \(value(driver))' to '\(container)'"
            )
        }
    }
}

/// Every `XDriverProtocol` has a `MockXDriver` in the presentation layer.
struct DriverMockCheck: DoctorCheck {
    static let id = "wiring.driver-mock"
    static let title = "Every driver protocol has a mock"
    static let group = DoctorCheckGroup.featureWiring

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let configuration = snapshot.configuration
        let types = Set(snapshot.sources(of: configuration.presentation).flatMap { $0.summary.types.map(\.name) })
        return snapshot.protocols
            .filter { $0.target == configuration.domain && $0.name.hasSuffix("DriverProtocol") && $0.name != "DriverProtocol" }
            .compactMap { driver in
                let mock = "Mock" + driver.name.dropLast("Protocol".count)
                guard !types.contains(mock) else { return nil }
                return error(
                    "driver protocol '\(driver.name)' has no mock '\(mock)' in '\(configuration.presentation)'",
                    file: driver.file, line: driver.line,
                    hint: "add 'public final class \(mock): \(driver.name)' to '\(configuration.presentation)', for the Development app and presenter tests"
                )
            }
    }
}

/// Every `XPresenter` is mentioned by a file under Tests/.
struct PresenterTestsCheck: DoctorCheck {
    static let id = "wiring.presenter-tests"
    static let title = "Every presenter has tests"
    static let group = DoctorCheckGroup.featureWiring

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let presentation = snapshot.configuration.presentation
        var mentioned = Set<String>()
        for file in snapshot.sources where file.path.hasPrefix("Tests/") {
            mentioned.formUnion(file.summary.identifiers)
        }
        return snapshot.sources(of: presentation).flatMap { file in
            file.summary.types
                .filter { $0.name.hasSuffix("Presenter") && $0.name != "Presenter" && !mentioned.contains($0.name) }
                .map { presenter in
                    warning(
                        "presenter '\(presenter.name)' has no tests", file: file.path, line: presenter.line,
                        hint: "add 'Tests/\(presentation)Tests/\(presenter.name)Tests.swift'"
                    )
                }
        }
    }
}
