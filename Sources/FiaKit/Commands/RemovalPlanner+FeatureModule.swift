/// Removing a feature that has its own module (the feature-module layout, issue #33): its target
/// and test target, every dependency on them, every `import` of the module, its test plan entries,
/// and its folders, which must hold nothing but the files fia writes for the feature.
extension RemovalPlanner {
    /// What the module's removal took out, for `verified(_:)`.
    struct ModuleUndo {
        var module: FeatureModule
        /// The absolute paths of the module's files and of the feature's other files that use the
        /// module (its integration test): they go with it.
        var files: [String]
        /// Whether `add feature` writes this layout, so that removal is checked against it: the
        /// project's config names the layout (`"featureModules"`). Without it `add` would write the
        /// feature into the presentation layer, and the removal goes by name (`removedByName(_:)`).
        var addWritesIt: Bool
    }

    /// Takes the module out first (the rest of the feature's removal edits on top of that).
    /// Refuses when a folder of the module holds a file fia does not write for the feature.
    func undoFeatureModule(_ name: TypeName, _ module: FeatureModule, layout: ProjectLayout, into undo: inout Undo) throws {
        let (fiaModuleFiles, fiaTestFiles) = FeatureModule.fiaFiles(of: name)
        var files: [String] = []
        var others: [String] = []
        for (folder, known) in [(module.folder, fiaModuleFiles), (module.testFolder, fiaTestFiles)] {
            guard let folder else { continue }
            for file in try fileSystem.files(under: layout.path(folder), includeHidden: true) {
                let path = Path.join(folder, file)
                // Finder's folder settings go with the folder; anything else not fia's stops the removal.
                if known.contains(file) || Path.lastComponent(file) == ".DS_Store" { files.append(path) } else { others.append(path) }
            }
        }
        guard others.isEmpty else {
            let listed = others.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw RemovalError.notAsAddWritesIt(
                kind: "feature", name: name.value,
                reason: "the module '\(module.name)' holds files fia did not write for it: \(listed); move or delete them first")
        }
        // The feature's integration test (in the composition root's tests) imports the module and goes with it.
        let integrationTest = "\(name)PresenterIntegrationTests.swift"
        for file in layout.snapshot.sources where Path.lastComponent(file.path) == integrationTest && !module.owns(file.path)
            && file.summary.imports.contains(where: { $0.module == module.name }) {
            files.append(file.path)
        }
        let leaving = Set(files)

        let dumped = layout.snapshot.manifest, scans = undo.manifestScans
        try undo.editor.edit(layout.manifest) { manifest in
            var edited = try ManifestEditor.removeDependency(module.name, in: manifest, manifest: dumped, scans: scans)
            edited = try ManifestEditor.removeTarget(named: module.name, from: edited, manifest: dumped, scans: scans)
            return try module.testTarget.map { try ManifestEditor.removeTarget(named: $0, from: edited, manifest: dumped, scans: scans) } ?? edited
        }
        for file in layout.snapshot.sources where !leaving.contains(file.path) && !module.owns(file.path)
            && file.summary.imports.contains(where: { $0.module == module.name }) {
            try undo.editor.edit(layout.path(file.path), read: file.text) { source, _ in try SwiftSourceEditor.removeImport(module.name, in: source) }
        }
        if let tests = module.testTarget {
            for plan in layout.snapshot.testPlans where !plan.path.hasPrefix("../") {
                let container = layout.snapshot.packageContainerPath(forPlan: plan.path)
                try undo.editor.edit(layout.path(plan.path)) { source in
                    let removed = try TestPlanEditor.removeTestTarget(tests, container: container, from: source)
                    return container == SchemeContainer.prefix ? removed : try TestPlanEditor.removeTestTarget(tests, from: removed)
                }
            }
            if fileSystem.exists(layout.xcodeGenSpec) {
                try undo.editor.edit(layout.xcodeGenSpec) { XcodeGenSpecEditor.removePackageTestTarget(tests, in: $0) }
            }
        }
        let absolute = files.map(layout.path)
        undo.rendered += absolute
        undo.module = ModuleUndo(module: module, files: absolute, addWritesIt: layout.snapshot.configuration.featureModules != nil)
    }

    /// The plan of a removal that `add` cannot check (`ModuleUndo.addWritesIt`): every edit as
    /// made (each editor refuses what it cannot find as fia writes it), and the files fia wrote
    /// for the names, by name, whatever they hold now.
    func removedByName(_ undo: Undo) throws -> Result {
        var plan = FilePlan(root: root)
        for (path, edit) in undo.editor.edits where edit.original != edit.edited {
            plan.edit(path, from: edit.original, to: edit.edited)
        }
        for path in Set(undo.rendered).sorted() {
            if let existing = try fileSystem.contents(of: path) { plan.delete(path, previous: existing) }
        }
        return Result(plan: plan, notes: undo.notes)
    }

    /// `paths` (where `add` renders a feature's files in the default layout) where the module
    /// layout keeps them: the feature's folder in the presentation layer is the module's folder,
    /// its presenter tests are in the module's test folder, and the rest of the presentation layer
    /// (the drivers' mocks, the entities' samples) is the support module. Unchanged without a module.
    func placedInModule(_ paths: [String], layout: ProjectLayout, _ undo: Undo) -> [String] {
        guard let module = undo.module?.module else { return paths }
        let name = undo.subject.name
        let presentation = layout.folder(of: layout.layers.presentation)
        return paths.map { path in
            let relative = Path.relative(path, to: root)
            let moved: String? = if relative.hasPrefix("\(presentation)/\(name)/") {
                Path.join(module.folder, String(relative.dropFirst(presentation.count + name.value.count + 2)))
            } else if Path.lastComponent(relative) == "\(name)PresenterTests.swift", let tests = module.testFolder {
                Path.join(tests, Path.lastComponent(relative))
            } else if relative.hasPrefix(presentation + "/"), let support = module.supportFolder {
                Path.join(support, String(relative.dropFirst(presentation.count + 1)))
            } else {
                nil
            }
            return moved.map(layout.path) ?? path
        }
    }
}
