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
            problem, file: ProjectSnapshot.manifestPath,
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

/// The three layer targets exist.
struct LayerTargetsCheck: DoctorCheck {
    static let id = "layout.layer-targets"
    static let title = "The layer targets exist"
    static let group = DoctorCheckGroup.layout

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        let layers = snapshot.layers
        return [layers.domain, layers.presentation, layers.dependencyInjection]
            .filter { name in !snapshot.manifest.targets.contains { $0.name == name && $0.kind != .test } }
            .map { name in
                error(
                    "the package has no target '\(name)'", file: ProjectSnapshot.manifestPath,
                    hint: "add .target(name: \"\(name)\", path: \"Sources/\(name)\") to 'Package.swift', or name your layer targets in '\(ProjectConfiguration.path)' (\"domain\", \"presentation\", \"dependencyInjection\")"
                )
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
                    file: ProjectSnapshot.manifestPath, line: target.line,
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
                    file: ProjectSnapshot.manifestPath, line: target.line,
                    hint: "add .testTarget(name: \"\(target.name)Tests\", dependencies: [\"\(target.name)\"]) and 'Tests/\(target.name)Tests/'"
                )
            }
    }
}
