// Feature wiring: what `fia add feature` wires stays wired, whatever the project names its
// composition protocol and containers (see `ProjectModel`).

/// Every `XPresenterDependency` of the presentation layer is in the composition protocol's
/// inheritance clause, so both containers must provide what every presenter needs.
struct PresenterDependencyWiringCheck: DoctorCheck {
    static let id = "wiring.presenter-dependency"
    static let title = "Every PresenterDependency is in the composition protocol"
    static let group = DoctorCheckGroup.featureWiring

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.model.presenterDependencies.isEmpty ? "the presentation layer declares no '…PresenterDependency' protocol" : nil
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let presentation = snapshot.layers.presentation
        let dependencies = snapshot.model.presenterDependencies
        guard let composition = snapshot.model.compositionProtocol else {
            let configured = snapshot.configuration.compositionProtocol
            return [error(
                configured.map { "'\(presentation)' declares no protocol '\($0)'" }
                    ?? "'\(presentation)' declares no protocol composing the presenter dependencies",
                file: dependencies[0].file, line: dependencies[0].line,
                hint: "declare 'public protocol DIContainerDependency: AnyObject' inheriting every presenter's dependency, or name yours in '\(ProjectConfiguration.path)' (\"compositionProtocol\")"
            )]
        }
        let declaration = snapshot.protocols.first { $0.name == composition.name && $0.file == composition.file }
        let inherited = Set(declaration?.inheritedTypes ?? [])
        return dependencies.filter { !inherited.contains($0.name) && $0.name != composition.name }.map { dependency in
            error(
                "'\(composition.name)' does not inherit '\(dependency.name)'", file: composition.file, line: composition.line,
                hint: "add '\(dependency.name)' to the inheritance clause of '\(composition.name)', so both containers provide its drivers"
            )
        }
    }
}

/// Every `XDriverProvider` is satisfied by both containers: the mock and the real one declare
/// its `xDriver` property.
struct DriverProviderWiringCheck: DoctorCheck {
    static let id = "wiring.driver-provider"
    static let title = "Both containers provide every driver"
    static let group = DoctorCheckGroup.featureWiring

    static func drivers(_ snapshot: ProjectSnapshot) -> [String] {
        let domain = snapshot.layers.domain
        return snapshot.protocols
            .filter { $0.target == domain && $0.name.hasSuffix("DriverProvider") && $0.name != "DriverProvider" }
            .map { String($0.name.dropLast("Provider".count)) }
    }

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        let domain = snapshot.layers.domain
        let hasDriver = snapshot.protocols.contains {
            $0.target == domain && $0.name.hasSuffix("DriverProvider") && $0.name != "DriverProvider"
        }
        return hasDriver ? nil : "the domain layer declares no '…DriverProvider' protocol"
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let layers = snapshot.layers
        let drivers = Self.drivers(snapshot)
        var findings: [Finding] = []
        // A missing layer is reported by `layout.layer-targets`.
        if snapshot.classification.role(of: layers.presentation) == .presentation {
            findings += check(snapshot.model.mockContainer, key: "mockContainer", in: layers.presentation, drivers: drivers, snapshot) { "Mock\($0)()" }
        }
        if snapshot.classification.role(of: layers.dependencyInjection) == .dependencyInjection {
            findings += check(snapshot.model.container, key: "container", in: layers.dependencyInjection, drivers: drivers, snapshot) { "\($0)()" }
        }
        return findings
    }

    private func check(
        _ container: ProjectModel.Declaration?, key: String, in target: String, drivers: [String], _ snapshot: ProjectSnapshot,
        value: (String) -> String
    ) -> [Finding] {
        let composition = snapshot.model.compositionProtocol?.name ?? "DIContainerDependency"
        // The container's file by a binary search of the sorted sources (paths are unique), if it is the target's.
        guard let container, let file = InteractorImportCheck.source(at: container.file, in: snapshot.sources), file.target == target else {
            let folder = snapshot.manifest.target(named: target).map(ProjectSnapshot.folder(of:)) ?? target
            return [error(
                "'\(target)' declares no type conforming to '\(composition)'", file: folder,
                hint: "declare 'public final class \(key == "container" ? "DIContainer" : "MockDIContainer"): \(composition)' in '\(target)', or name yours in '\(ProjectConfiguration.path)' (\"\(key)\")"
            )]
        }
        let properties: [(name: String, line: Int)]
        do {
            properties = try SwiftDeclarations.storedProperties(ofType: container.name, in: file.text) ?? []
        } catch {
            return [warning(
                "doctor could not read the properties of '\(container.name)': \(error)", file: file.path, line: container.line,
                hint: "declare '\(container.name)' once, with a plain body; its drivers were not checked"
            )]
        }
        let provided = Set(properties.map { $0.name.lowercased() })
        return drivers.filter { !provided.contains($0.lowercased()) }.map { driver in
            let property = driver.prefix(1).lowercased() + driver.dropFirst()
            return error(
                "'\(container.name)' does not provide '\(property)' for '\(driver)Provider'", file: file.path, line: container.line,
                hint: "add 'public let \(property) = \(value(driver))' to '\(container.name)'"
            )
        }
    }
}
