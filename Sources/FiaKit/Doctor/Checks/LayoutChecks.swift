// Layout: the files doctor reads exist and can be read; the layers, their folders and tests exist.

/// Package.swift can be read, literally or through `swift package dump-package`.
struct ManifestReadableCheck: DoctorCheck {
    static let id = "layout.manifest"
    static let title = "Package.swift can be read"
    static let group = DoctorCheckGroup.layout
    static let requiresManifest = false

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        guard let problem = snapshot.manifestProblem else { return [] }
        return [error(
            problem, file: snapshot.manifestProblemFile,
            hint: "write the targets as literals in 'Package.swift', or make 'swift package dump-package' succeed in the project"
        )]
    }
}

/// `.fia/config.json`, when present, is valid.
struct ConfigurationCheck: DoctorCheck {
    static let id = "layout.config"
    static let title = "Project config is valid"
    static let group = DoctorCheckGroup.layout
    static let requiresManifest = false

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        guard let problem = snapshot.configurationProblem else { return [] }
        if case .unusablePath = problem {
            return [error(problem.description, file: ProjectConfiguration.path, hint: "correct the path, or remove it so that fia discovers what the key names")]
        }
        return [error(
            problem.description, file: ProjectConfiguration.path,
            hint: "use only the keys \(ProjectConfiguration.keys.map { "'\($0)'" }.joined(separator: ", ")), (doctor's 'severity' and 'ignore': see 'fia help doctor'), or delete the file to discover everything"
        )]
    }
}

/// Every file under `.fia/Blueprints/` replaces one of fia's blueprints: a misspelt or moved
/// override would otherwise be ignored without a word.
struct BlueprintOverridesCheck: DoctorCheck {
    static let id = "layout.blueprint-overrides"
    static let title = "Every project blueprint overrides one of fia's"
    static let group = DoctorCheckGroup.layout
    static let requiresManifest = false

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let overrides = Dictionary(uniqueKeysWithValues: snapshot.blueprintOverrides.map { ($0, "") })
        return BlueprintCatalog(overrides: overrides).unmatchedOverrides.map { path in
            warning(
                "'\(path)' matches none of fia's blueprints, so fia never uses it",
                file: Path.join(ProjectSnapshot.blueprintOverridesFolder, path),
                hint: "give it the path of the blueprint it replaces, e.g. 'feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift'"
            )
        }
    }
}

/// The three layer targets exist. A missing layer is one finding saying what to create, named as
/// the project names its layers (`ShopDependencyInjection` beside `ShopDomain`).
struct LayerTargetsCheck: DoctorCheck {
    static let id = "layout.layer-targets"
    static let title = "The layer targets exist"
    static let group = DoctorCheckGroup.layout

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let layers = snapshot.layers
        return [("domain", layers.domain), ("presentation", layers.presentation), ("dependencyInjection", layers.dependencyInjection)]
            .filter { _, name in !snapshot.manifest.targets.contains { $0.name == name && $0.kind != .test } }
            .map { role, name in
                if role == "dependencyInjection", layers.missing.contains(role), let (app, file, line, module) = Self.appComposition(snapshot) {
                    // The container in the Production app's target: a valid place today, one step of the migration.
                    return warning(
                        "the app '\(app)' composes the layers itself: its sources import the framework module '\(module)', so the app target plays the dependency-injection layer",
                        file: file, line: line,
                        hint: "move the container into a package target that depends on \(layers.featureModules.isEmpty ? "'\(layers.presentation)'" : "the feature modules") and the framework modules (name it in '\(ProjectConfiguration.path)', \"dependencyInjection\"), so a Development app can run on mocks without compiling the framework layer"
                    )
                }
                guard layers.missing.contains(role) else {
                    return error(
                        "the package has no target '\(name)'", file: snapshot.firstManifest,
                        hint: "add .target(name: \"\(name)\", path: \"Sources/\(name)\") to 'Package.swift', or correct \"\(role)\" in '\(ProjectConfiguration.path)'"
                    )
                }
                return error(
                    "the package has no \(Self.describe(role)) layer: no target is named like one (\(Self.examples(role, layers)))",
                    file: snapshot.firstManifest,
                    hint: "create the target '\(name)' (folder 'Sources/\(name)'): \(Self.whatItHolds(role, snapshot)); or name yours in '\(ProjectConfiguration.path)' (\"\(role)\")"
                )
            }
    }

    /// The first non-Development app whose sources import a framework module of the package (the
    /// composition root kept in the app target), with the file, line and module.
    static func appComposition(_ snapshot: ProjectSnapshot) -> (app: String, file: String, line: Int, module: String)? {
        for app in snapshot.model.apps where !app.isDevelopment && !app.sourceFiles.isEmpty {
            let files = Set(app.sourceFiles)
            for file in snapshot.sources where files.contains(file.path) {
                if let item = file.summary.imports.first(where: { snapshot.classification.role(of: $0.module) == .framework }) {
                    return (app.name, file.path, item.line, item.module)
                }
            }
        }
        return nil
    }

    private static func describe(_ role: String) -> String {
        switch role {
        case "dependencyInjection": "dependency-injection"
        default: role
        }
    }

    private static func examples(_ role: String, _ layers: LayerTargets) -> String {
        let words = switch role {
        case "domain": LayerTargets.domainWords
        case "presentation": LayerTargets.presentationWords
        default: LayerTargets.injectionWords
        }
        return words.map { "'…\($0)'" }.joined(separator: ", ")
    }

    /// What the new layer depends on and holds, in the project's names.
    private static func whatItHolds(_ role: String, _ snapshot: ProjectSnapshot) -> String {
        let layers = snapshot.layers
        switch role {
        case "domain":
            return "it holds the entities and driver protocols and depends on no other module"
        case "presentation":
            return "it holds the presenters and depends on '\(layers.domain)' only"
        default:
            let links = ([layers.domain, layers.presentation] + layers.frameworks).map { "'\($0)'" }
            let listed = links.count > 4 ? links.prefix(3).joined(separator: ", ") + " and the other framework modules" : links.joined(separator: ", ")
            let composition = snapshot.model.compositionProtocol.map { "'\($0.name)'" } ?? "the protocol composing the presenter dependencies"
            return "it depends on \(listed) and holds the container conforming to \(composition) with the real drivers, which the Production app links"
        }
    }
}

/// Every target's folder exists.
struct TargetFoldersCheck: DoctorCheck {
    static let id = "layout.target-folders"
    static let title = "Every target's folder exists"
    static let group = DoctorCheckGroup.layout

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        snapshot.manifest.targets
            .filter { $0.kind != .binary && !snapshot.existingTargetFolders.contains($0.name) }
            .map { target in
                let folder = ProjectSnapshot.folder(of: target)
                return error(
                    "the folder '\(folder)' of target '\(target.name)' does not exist",
                    file: snapshot.manifestFile(of: target.name), line: target.line,
                    hint: "create '\(folder)', or correct the target's 'path:'"
                )
            }
    }
}

/// Every source target is tested by some test target: one that imports it or is named after it.
/// fia's own convention (one test target per module) is not required.
struct TestTargetsCheck: DoctorCheck {
    static let id = "layout.test-targets"
    static let title = "Every source target has a test target"
    static let group = DoctorCheckGroup.layout

    func skipReason(_ snapshot: ProjectSnapshot) -> String? {
        snapshot.manifest.targets.contains { $0.kind == .regular } ? nil : "the package has no source targets"
    }

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let tested = Set(snapshot.model.testSubjects.values.joined())
        return snapshot.manifest.targets
            .filter { $0.kind == .regular && !tested.contains($0.name) }
            .map { target in
                warning(
                    "no test target tests '\(target.name)'",
                    file: snapshot.manifestFile(of: target.name), line: target.line,
                    hint: "add .testTarget(name: \"\(target.name)Tests\", dependencies: [\"\(target.name)\"]) and '\(Path.join(Path.parent("/" + snapshot.manifestFile(of: target.name)).dropFirst().description, "Tests"))/\(target.name)Tests/'"
                )
            }
    }
}
