/// Finds the parts of a project named after a feature, for `FeatureRenameScope`: the feature's
/// files, its driver's and its entity's, and whether anything else uses the driver or the entity.
struct FeatureRenameParts {
    /// Some files and the names declared in them that derive from the feature's name.
    struct Part {
        var files: [String] = []
        var types: Set<String> = []
    }

    let old: TypeName
    let layout: ProjectLayout
    let fileSystem: any FileSystem
    private let sources: [String: ProjectSnapshot.SourceFile]
    private let targetFolders: Set<String>
    /// The package's Swift files (an app's beside the package aside) with their stems, taken once.
    private let stems: [(path: String, stem: String)]

    init(old: TypeName, layout: ProjectLayout, fileSystem: any FileSystem) {
        self.old = old
        self.layout = layout
        self.fileSystem = fileSystem
        sources = Dictionary(layout.snapshot.sources.map { ($0.path, $0) }) { first, _ in first }
        targetFolders = Set(layout.snapshot.manifest.targets.map(ProjectSnapshot.folder(of:)))
        stems = layout.snapshot.sources.map(\.path).filter { !$0.hasPrefix("../") }.map { ($0, Self.stem($0)) }
    }

    /// The feature whose dependency protocol is `dependency`: its folder when named after it, and
    /// the presenter, dependency, view and test files wherever they are; with a module of its own
    /// (`module`), the module's folder and its test target's folder whole, and its mock dependency.
    func feature(dependency: ProjectModel.Declaration, module: FeatureModule?) throws -> Part {
        var stems = ["Presenter", "PresenterDependency", "View", "PresenterTests", "PresenterIntegrationTests"].map { old.value + $0 }
        var folders = try files(inFolder: String(Path.parent("/" + dependency.file).dropFirst()), named: old.value)
        if let module {
            stems.append(FeatureModule.mockDependency(of: old))
            folders += try files(inFolder: module.folder, named: old.value, isTarget: true)
            if let tests = module.testTarget { folders += try files(inFolder: module.testFolder, named: tests, isTarget: true) }
        }
        return owned(stems: Set(stems), folders: folders)
    }

    /// The driver named after the feature: its protocol, provider, driver, mock and driver tests, and
    /// its framework module and the module's tests when they are targets of their own. `nil` without one.
    func driver() throws -> (part: Part, names: Set<String>, modules: [String])? {
        guard layout.model.driverProtocols.contains(where: { $0.name == "\(old)DriverProtocol" }) else { return nil }
        let snapshot = layout.snapshot
        let mock = DriverMockName.name(for: "\(old)DriverProtocol", pattern: snapshot.configuration.driverMockName)
        let stems: Set<String> = ["\(old)DriverProtocol", "\(old)DriverProvider", "\(old)Driver", "\(old)DriverTests", mock]
        let modules = ["\(old)Framework", "\(old)FrameworkTests"].filter { snapshot.manifest.target(named: $0) != nil && $0 != layout.layers.frameworkLayer }
        let folders = try modules.flatMap { module in
            try files(inFolder: snapshot.manifest.target(named: module).map(ProjectSnapshot.folder(of:)), named: module, isTarget: true)
        }
        let part = owned(stems: stems, folders: folders)
        return (part, part.types.union(modules).union(["\(old)DriverProtocolAT", "\(CaseConversion.camel(old.value))Driver"]), modules)
    }

    /// The entity's files (`Settings.swift`, `Settings+Samples.swift`), when the domain declares it.
    func entityFiles() -> [String]? {
        guard layout.snapshot.typeDeclaration(old.value, in: layout.layers.domain) != nil else { return nil }
        return stems.filter { $0.stem == old.value }.map(\.path)
    }

    /// The Swift files, besides `mine`, that use one of `names` (all among `uses`'s) in code.
    func users(of names: Set<String>, besides mine: Set<String>, _ uses: NameUses) -> [String] {
        layout.snapshot.sources.map(\.path).filter { !mine.contains($0) && !uses.uses(names, in: $0).isEmpty }
    }

    /// Whether one of `files` uses one of `names` (all among `uses`'s) in code.
    func uses(_ names: Set<String>, in files: [String], _ uses: NameUses) -> Bool {
        files.contains { sources[$0] != nil && !uses.uses(names, in: $0).isEmpty }
    }

    /// The package's Swift files named after one of `stems` (an app's beside the package is edited,
    /// never moved) and the files of `folders`, with the types declared there that start with `old`.
    private func owned(stems: Set<String>, folders: [String]) -> Part {
        let files = Set(folders + self.stems.filter { stems.contains($0.stem) }.map(\.path))
        let declared = files.compactMap { sources[$0] }.flatMap { ($0.summary.types + $0.summary.protocols).map(\.name) }
        return Part(files: files.sorted(), types: Set(declared.filter { FeatureRenameScope.isDerived($0, from: old.value) }).union(stems))
    }

    /// Every file below `folder` when it is named `name`: a feature's folder only when it is not a
    /// whole target's (a layer's), a module's folder as the whole target it is.
    private func files(inFolder folder: String?, named name: String, isTarget: Bool = false) throws -> [String] {
        guard let folder, Path.lastComponent(folder) == name, isTarget || !targetFolders.contains(folder) else { return [] }
        return try fileSystem.files(under: layout.path(folder)).map { Path.join(folder, $0) }
    }

    /// `Settings` for `…/Settings.swift`, `…/Settings+Samples.swift` and a folder `…/Settings`.
    private static func stem(_ path: String) -> String {
        let name = Path.lastComponent(path)
        let base = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        return String(base.prefix { $0 != "+" })
    }
}
