/// Builds `fia remove`'s plan: the project as it was before `add feature|driver|usecase` wrote
/// these names. It takes out the wiring `add` edited in (the inverse editors), hides the files
/// `add` rendered, and then runs `add`'s own planner on that before-state: the files it would
/// create are the ones to delete (when the project still holds them unchanged), and the edits
/// it would make must put back the lines removal takes out. Reads the project; never writes.
struct RemovalPlanner {
    typealias Subject = RemovalCommand.Subject

    /// The plan, and what the user should know about it (what was kept, and why).
    struct Result {
        var plan: FilePlan
        var notes: [String]
    }

    let root: String
    let fileSystem: any FileSystem
    let force: Bool
    var dumpPackage: (String) throws -> String = SwiftPackageDump.run(in:)
    /// Whether what it loads is never freed (`CommandContext.keepsLoadedProjects`).
    var keepsLoadedProject = false

    /// What `add` is asked to write the subject again, and what removal takes out first.
    struct Undo {
        var subject: Subject
        var request: FeatureRequest?
        var useCase: (name: TypeName, uses: [TypeName])?
        /// Files `add` rendered for the names, where this project keeps them (some may be gone).
        var rendered: [String] = []
        var editor: ProjectEditor
        var notes: [String] = []
    }

    func plan(_ subject: Subject) throws -> Result {
        let snapshot = ProjectSnapshot.load(
            root: root, fileSystem: fileSystem, testMentions: false, cached: true, keptUntilExit: keepsLoadedProject, dumpPackage: dumpPackage)
        let layout = ProjectLayout(root: root, snapshot: snapshot)
        do {
            try layout.checkIsFIAProject()
        } catch let error as FeatureError {
            // add's refusal, said for a removal: fia cannot write (so cannot check) what add would.
            guard case .generatedMockContainer = error else { throw error }
            var reason = error.description
            if reason.hasSuffix("; nothing was written") { reason.removeLast("; nothing was written".count) }
            throw RemovalError.notAsAddWritesIt(kind: subject.kind, name: subject.name.value, reason: reason)
        }
        let catalog = BlueprintCatalog(overrides: try layout.blueprintOverrides(fileSystem))
        var undo = Undo(subject: subject, editor: ProjectEditor(root: root, fileSystem: fileSystem))
        switch subject {
        case .feature(let name): try undoFeature(name, layout: layout, catalog: catalog, into: &undo)
        case .driver(let name): try undoDriver(name, layout: layout, catalog: catalog, into: &undo)
        case .useCase(let name): try undoUseCase(name, layout: layout, catalog: catalog, into: &undo)
        }
        return try verified(undo)
    }

    // MARK: The protocols that use a driver or use case

    /// Every protocol of the project with the types it inherits.
    func protocols(_ layout: ProjectLayout) -> [(name: String, file: String, inherits: [String])] {
        layout.snapshot.sources.flatMap { file in file.summary.protocols.map { ($0.name, file.path, $0.inheritedTypes) } }
    }

    /// Who composes `composed` (a `…DriverProvider` or `…InteractorDependency`), other than `excluded`
    /// and the composition protocol: `feature 'X'`, `use case 'Y'`, `protocol 'Z'`.
    func users(of composed: String, excluding excluded: String?, layout: ProjectLayout) -> [String] {
        let composition = layout.model.compositionProtocol?.name
        return protocols(layout).filter { $0.inherits.contains(composed) && $0.name != excluded && $0.name != composition }.map { user in
            for (suffix, kind) in [("PresenterDependency", "feature"), ("InteractorDependency", "use case")] where user.name.hasSuffix(suffix) {
                return "\(kind) '\(user.name.dropLast(suffix.count))'"
            }
            return "protocol '\(user.name)'"
        }.sorted()
    }

    /// The names the project has of one kind, for an "unknown name" error.
    func known(_ suffix: String, _ layout: ProjectLayout) -> [String] {
        protocols(layout).map(\.name).filter { $0.hasSuffix(suffix) && $0 != suffix }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    /// The files of blueprint group `group` for `context`, where this project keeps them.
    func rendered(_ group: String, _ context: [String: TemplateValue], driver: TypeName, layout: ProjectLayout, catalog: BlueprintCatalog) throws -> [String] {
        let placement = FeaturePlacement(layout: layout, driver: driver, module: layout.frameworkModule(for: driver))
        return try catalog.render(group: group, context: context).map { layout.path(placement.place($0.path)) }
    }
}

extension RemovalPlanner {
    /// The planner a command runs in `context`.
    init(_ context: CommandContext, root: String, force: Bool) {
        self.init(root: root, fileSystem: context.fileSystem, force: force)
        keepsLoadedProject = context.keepsLoadedProjects
    }
}
