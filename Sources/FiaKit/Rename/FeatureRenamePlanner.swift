/// Builds `rename feature`'s whole plan in memory: each file the renamed parts own is moved
/// (removed at its old path, created at the new one, its text renamed), and every other file that
/// names them is edited: Package.swift, test plans, App/project.yml, schemes, containers, the
/// composition protocol, `AppScreen`, tests, apps. Reads the project; never writes.
struct FeatureRenamePlanner {
    let root: String
    let fileSystem: any FileSystem

    /// Reads `swift package dump-package` for manifests that are not literals.
    var dumpPackage: (String) throws -> String = SwiftPackageDump.run(in:)
    /// Who owns what it loads until the process exits (`CommandContext.loadedProjectsOwner`).
    var loadedProjectsOwner: KeptUntilExit?

    func plan(renaming old: TypeName, to new: TypeName) throws -> (plan: FilePlan, scope: FeatureRenameScope) {
        let snapshot = ProjectSnapshot.load(
            root: root, fileSystem: fileSystem, .editing(keptBy: loadedProjectsOwner), dumpPackage: dumpPackage)
        let layout = ProjectLayout(root: root, snapshot: snapshot)
        // Renaming tokens in Mockolo's mocks gives what regenerating them from the renamed protocols would.
        try layout.checkIsFIAProject()
        // A file fia cannot lex might name the feature: renaming around it would break the build.
        if let unreadable = snapshot.unreadableFiles.first {
            throw FeatureRenameError.cannotRead(unreadable.path, reason: unreadable.reason)
        }
        let scope = try FeatureRenameScope(renaming: old, to: new, layout: layout, fileSystem: fileSystem)
        try checkCollisions(of: scope, layout: layout)

        var plan = FilePlan(root: root)
        let owned = Set(scope.ownedFiles)
        for path in scope.ownedFiles {
            let source = try read(path, layout: layout)
            let renamed = path.hasSuffix(".swift") ? try renameSwift(source, at: path, with: scope.ownedRenaming) : scope.ownedRenaming.apply(toText: source)
            let destination = scope.destination(of: path)
            if destination == path {
                plan.edit(layout.path(path), from: source, to: renamed)
            } else {
                try plan.move(layout.path(path), previous: source, to: layout.path(destination), contents: renamed, in: fileSystem)
            }
        }
        // Every other Swift file, the apps' beside the package (`../Development/…`) included.
        let renaming = scope.renaming, mentions = renaming.mentions
        // A file that holds none of the names the rename touches is left as it is, unread again.
        for file in snapshot.sources where !owned.contains(file.path) && scope.uses.mayMention(file.path) {
            let path = Path.normalize(layout.path(file.path))
            let renamed = path == layout.sceneList
                ? try renameSwift(file.text, at: file.path, with: scope.sceneRenaming)
                : try renameSwift(file.text, at: file.path, with: renaming, mentioning: mentions)
            if renamed != file.text { plan.edit(path, from: file.text, to: renamed) }
        }
        let manifest = try read(ProjectSnapshot.manifestPath, layout: layout)
        let manifestScans = ManifestScans()
        var renamedManifest = try renameSwift(manifest, at: ProjectSnapshot.manifestPath, with: scope.renaming)
        // Targets built from enum cases are renamed by renaming their cases.
        if !scope.targets.isEmpty {
            do {
                // The package check reads this scan again: no second pass over a literal manifest.
                let scanner = try manifestScans.scanner(for: renamedManifest)
                if try scanner.literalTargetsArray() == nil {
                    renamedManifest = try ManifestEditor.renameEnumCases(scope.targets, in: scanner, manifest: snapshot.manifest, scans: manifestScans)
                }
            } catch {
                throw FeatureRenameError.cannotEdit(ProjectSnapshot.manifestPath, reason: "\(error)")
            }
        }
        if renamedManifest != manifest { plan.edit(layout.manifest, from: manifest, to: renamedManifest) }
        // The other files fia writes names into; a word is renamed only whole (`Demo/SettingsFrameworkTests`).
        for path in try textFiles(layout: layout) where fileSystem.isFile(Path.normalize(layout.path(path))) {
            let text = try read(path, layout: layout)
            let renamed = scope.renaming.apply(toText: text)
            if renamed != text { plan.edit(Path.normalize(layout.path(path)), from: text, to: renamed) }
        }
        try PackageValidator.validate(plan: plan, layout: layout, fileSystem: fileSystem, scans: manifestScans, keptBy: loadedProjectsOwner)
        try snapshot.checkLateReads()
        return (plan, scope)
    }

    /// Test plans (those beside the package too), App/project.yml, the package's shared schemes and
    /// `.fia/config.json`, relative to the package.
    private func textFiles(layout: ProjectLayout) throws -> [String] {
        let schemes = ProjectSnapshot.sharedSchemesFolder
        let schemeFiles = try fileSystem.files(under: layout.path(schemes), includeHidden: true)
            .filter { $0.hasSuffix(".xcscheme") }.map { Path.join(schemes, $0) }
        return layout.snapshot.testPlans.map(\.path) + [ProjectSnapshot.xcodeGenPath, ProjectConfiguration.path] + schemeFiles
    }

    /// The text of the package-relative `path` (`../` for a file beside the package).
    private func read(_ path: String, layout: ProjectLayout) throws -> String {
        do {
            guard let text = try fileSystem.contents(of: Path.normalize(layout.path(path))) else {
                throw FeatureRenameError.cannotRead(path, reason: "it is missing")
            }
            return text
        } catch let error as FileSystemError {
            throw FeatureRenameError.cannotRead(path, reason: error.reason)
        }
    }

    private func renameSwift(_ source: String, at path: String, with renaming: NameRenaming, mentioning mentions: WordSet? = nil) throws -> String {
        do {
            return try renaming.apply(toSwift: source, mentioning: mentions)
        } catch {
            throw FeatureRenameError.cannotRead(path, reason: "\(error)")
        }
    }
}

extension FeatureRenamePlanner {
    /// The planner a command runs in `context`.
    init(_ context: CommandContext, root: String) {
        self.init(root: root, fileSystem: context.fileSystem)
        loadedProjectsOwner = context.loadedProjectsOwner
    }
}
