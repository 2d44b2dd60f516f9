/// Where `add feature` reads and writes in this project: the discovered `ProjectModel`
/// turned into paths. fia's blueprints are written for `fia new`'s layout
/// (`Sources/DomainLayer/…`, `Tests/PresentationLayerTests/…`); `place(_:)` moves each rendered
/// file to where this project keeps such files, and `ProjectVocabulary` renames what it names.
struct ProjectLayout {
    /// A feature's own module, in the feature-module layout.
    struct FeatureModule {
        /// The feature's name (`Profile`) and its module's (`ProfileFeature`).
        var feature: String
        var name: String
        /// The module's folder, relative to the package.
        var folder: String
        /// Whether the manifest lacks the module: `add` declares it.
        var isNew: Bool
        /// The presentation support module it depends on besides the domain.
        var support: String
        /// The module's test target.
        var tests: FeaturePlacement.TestTarget
    }

    let root: String
    let snapshot: ProjectSnapshot
    /// The file holding the mock container when Mockolo generates the mocks (its header says so):
    /// `add` then writes no mock and edits no generated file. `nil` for hand-written mocks.
    let generatedMocks: String?

    init(root: String, snapshot: ProjectSnapshot) {
        self.root = root
        self.snapshot = snapshot
        // The file is one of its target's (the model found the mock container there).
        generatedMocks = snapshot.model.mockContainer.flatMap { mock in
            snapshot.sources(of: mock.target).first { $0.path == mock.file }.flatMap { file in
                file.text.containsBytes(MockoloRegeneration.header) ? mock.file : nil
            }
        }
    }

    var model: ProjectModel { snapshot.model }
    var layers: LayerTargets { snapshot.layers }
    var manifest: String { path(ProjectSnapshot.manifestPath) }
    var blueprintOverrides: String { path(ProjectSnapshot.blueprintOverridesFolder) }
    var configuration: String { path(ProjectConfiguration.path) }
    var xcodeGenSpec: String { path(ProjectSnapshot.xcodeGenPath) }
    /// `AppScreen`, the scene list `fia new` puts beside the presenters.
    var sceneList: String { path(Path.join(folder(of: layers.presentation), "AppScreen.swift")) }

    /// The package-relative folder of target `name` (fia's default when the package lacks it).
    func folder(of name: String) -> String {
        snapshot.manifest.target(named: name)?.folder ?? "Sources/\(name)"
    }

    /// The existing driver protocol `<D>DriverProtocol` of the domain layer.
    func driverProtocol(_ driver: TypeName) -> ProjectModel.Declaration? {
        let name = "\(driver)DriverProtocol"
        return model.driverProtocols.first { $0.name == name }
    }

    func hasDriver(_ driver: TypeName) -> Bool {
        driverProtocol(driver) != nil
    }

    /// The framework module a new driver `D` gets: the framework-layer target when the project keeps
    /// every driver in one, else a new `<D>Framework` module beside the existing ones.
    func frameworkModule(for driver: TypeName) -> (name: String, folder: String, isNew: Bool) {
        if let layer = layers.frameworkLayer {
            return (layer, folder(of: layer), false)
        }
        let name = "\(driver)Framework"
        if snapshot.manifest.target(named: name) != nil { return (name, folder(of: name), false) }
        // One pass over the manifest, not a search per framework module (there is one per driver),
        // the modules' names looked up by their bytes.
        let frameworks = NameIndex(layers.frameworks)
        // Every framework module is a target of the manifest (`LayerTargets` finds them there).
        // Their parents are compared with the first one's: one parent shared by all is the answer.
        var shared: Substring?
        var isShared = true
        for target in snapshot.manifest.targets where frameworks.contains(target.name) {
            let parent = Self.parent(ofFolder: target.folder)
            if let shared, shared != parent {
                isShared = false
                break
            }
            shared = parent
        }
        let parent = isShared ? shared.map(String.init) ?? "Sources/FrameworkLayer" : "Sources/FrameworkLayer"
        return (name, Path.join(parent, name), true)
    }

    /// `Path.parent("/" + folder)` without its leading slash: for an ASCII folder, the bytes
    /// before its last slash (none: the package's root, `""`), not copied.
    private static func parent(ofFolder folder: String) -> Substring {
        // The length before the last slash, from the bytes (-1: not ASCII).
        let length: Int? = folder.utf8.withContiguousStorageIfAvailable { bytes in
            guard ByteSearch.isASCII(bytes) else { return -1 }
            var end = bytes.count
            while end > 0, bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
            return end > 0 ? end - 1 : 0
        }
        guard let length, length >= 0 else {
            guard ByteSearch.isASCII(folder) else { return Substring(Path.parent("/" + folder).dropFirst()) }
            guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
            return folder[..<slash]
        }
        return folder[..<folder.utf8.index(folder.utf8.startIndex, offsetBy: length)]
    }

    /// The module of feature `name` in a project keeping one per feature (`"featureModules"` in
    /// `.fia/config.json`): `<Name>Feature`, at `<folder>/<Name>` unless the manifest has it already;
    /// `nil` when the features share the presentation layer's module.
    func featureModule(for name: TypeName) -> FeatureModule? {
        guard let configured = snapshot.configuration.featureModules else { return nil }
        let module = ProjectConfiguration.FeatureModules.module(of: name.value)
        let existing = snapshot.manifest.target(named: module)
        let folder = existing?.folder ?? Path.join(configured.folder, name.value)
        let testTarget = module + "Tests"
        let testFolder = snapshot.manifest.target(named: testTarget)?.folder ?? "Tests/\(testTarget)"
        return FeatureModule(
            feature: name.value, name: module, folder: folder, isNew: existing == nil, support: configured.support,
            tests: FeaturePlacement.TestTarget(name: testTarget, folder: testFolder))
    }

    /// The test target for tests of `subject`: the configured one, an existing one testing it, or
    /// `<subject>Tests` to be created.
    func testTarget(for subject: String, kind: String) -> (name: String, folder: String, isNew: Bool) {
        if let configured = snapshot.configuration.testTargets[kind] {
            let exists = snapshot.manifest.target(named: configured) != nil
            return (configured, exists ? folder(of: configured) : "Tests/\(configured)", !exists)
        }
        if let existing = model.testTarget(testing: subject) {
            return (existing, folder(of: existing), false)
        }
        let name = subject + "Tests"
        return (name, "Tests/\(name)", true)
    }

    /// The folder where the project keeps files like `sample` (package-relative): beside the existing
    /// driver protocols for `Drivers/`, beside the existing mocks for `Mock/`.
    func conventionalFolder(forDriverProtocols: Bool) -> String? {
        if let configured = snapshot.configuration.folders[forDriverProtocols ? "driverProtocols" : "mocks"] {
            return configured
        }
        if forDriverProtocols {
            return model.driverProtocols.first.map { Path.parent("/" + $0.file).dropFirst() }.map(String.init)
        }
        // Feature modules share the drivers' mocks through their presentation support module.
        let support = snapshot.configuration.featureModules?.support
        let presentation = support ?? layers.presentation
        let mock = model.driverProtocols.lazy.flatMap { model.mocks(of: $0.name) }.first { $0.target == presentation }
        return mock.map { Path.parent("/" + $0.file).dropFirst() }.map(String.init)
            ?? support.map { Path.join(folder(of: $0), "Mock") }
    }

    /// Refuses a package `add feature` cannot wire into, naming the config key that would help;
    /// `makingContainers`: the files it writes make both containers (`MockDIContainer()` in the
    /// presenter tests, `DIContainer()` in the DI layer's), so each needs an initialiser those
    /// test targets can call.
    func checkIsFIAProject(makingContainers: Bool = false) throws {
        // A config fia cannot follow (malformed, or naming a path outside the repository) is
        // never worked around: what it says may be where the user wants files to go.
        if let problem = snapshot.configurationProblem {
            throw FeatureError.cannotRead(ProjectConfiguration.path, reason: problem.description)
        }
        if let problem = snapshot.manifestProblem {
            throw FeatureError.cannotEdit(ProjectSnapshot.manifestPath, reason: problem)
        }
        let missing = missingRoles() + (makingContainers ? uncallableContainers() : [])
        if !missing.isEmpty { throw FeatureError.rolesNotFound(missing) }
    }

    /// Every role the writing commands wire into that the project lacks, each with what to create
    /// or set, in the project's own names: one refusal lists them all.
    func missingRoles() -> [FeatureError.MissingRole] {
        let config = "'\(ProjectConfiguration.path)'"
        let has = { (name: String) in self.snapshot.manifest.target(named: name) != nil }
        var missing: [FeatureError.MissingRole] = []
        let domain = layers.domain, presentation = layers.presentation, injection = layers.dependencyInjection
        if !has(domain) {
            missing.append(.init(
                role: "the domain layer",
                fix: "create the target '\(domain)' (entities, driver protocols; it depends on no other layer), or set \"domain\" in \(config) to the target that plays it"))
        }
        // Screens split into feature modules with none composing them: the first feature stands for
        // presentation, and fia would wire every new feature into it.
        let uncomposed = layers.featureSet.contains(presentation) && snapshot.configuration.featureModules == nil
        // Where the composition protocol and the mock container go: that module, once there is one.
        let presentationPlace = uncomposed ? "that composing module" : "'\(presentation)'"
        if uncomposed {
            let features = layers.featureModules.map { "'\($0)'" }.joined(separator: ", ")
            missing.append(.init(
                role: "the module composing the feature modules",
                fix: "this package keeps its screens in feature modules (\(features)), and no module composes them for fia: create one that depends on every feature module and holds the composition protocol and the mock container (`fia new --feature-modules` names it 'PresentationLayer'), set \"presentation\" in \(config) to it, and set \"featureModules\" there ({\"folder\": …, \"support\": …}) so each new feature gets a module of its own"))
        }
        if !has(presentation) {
            missing.append(.init(
                role: "the presentation layer",
                fix: "create the target '\(presentation)' depending on '\(domain)', or set \"presentation\" in \(config) to the target holding the presenters"))
        }
        if !has(injection) {
            missing.append(.init(
                role: "the dependency-injection layer",
                fix: "create the target '\(injection)' depending on '\(presentation)', '\(domain)' and the framework modules, or set \"dependencyInjection\" in \(config) to the target that holds the real container"))
        }
        if let support = snapshot.configuration.featureModules?.support, !has(support) {
            missing.append(.init(
                role: "the feature modules' presentation support",
                fix: "create the target '\(support)' depending on '\(domain)' (it holds 'LoadState' and the drivers' mocks, which every feature module shares), or set \"featureModules\": {\"support\": …} in \(config) to the target that does"))
        }
        let composition = model.compositionProtocol?.name ?? "DIContainerDependency"
        if model.compositionProtocol == nil {
            missing.append(.init(
                role: "the composition protocol",
                fix: "declare 'public protocol \(composition)' in \(presentationPlace), composing each '…PresenterDependency' protocol, or set \"compositionProtocol\" in \(config) to the protocol that does"))
        }
        if model.container == nil {
            missing.append(.init(
                role: "the real container",
                fix: "declare a type conforming to '\(composition)' in '\(injection)' (fia's is 'public final class DIContainer: \(composition)'), or set \"container\" in \(config)"))
        }
        if model.mockContainer == nil {
            missing.append(.init(
                role: "the mock container",
                fix: "declare a type conforming to '\(composition)' in \(presentationPlace) (fia's is 'public final class MockDIContainer: \(composition)'), or set \"mockContainer\" in \(config)"))
        }
        return missing
    }

    /// The containers the tests fia writes cannot create: each needs a public initialiser that
    /// takes no arguments (the test targets import its module without `@testable`).
    func uncallableContainers() -> [FeatureError.MissingRole] {
        [(model.container, "the real container"), (model.mockContainer, "the mock container")].compactMap { declaration, role in
            guard let declaration else { return nil }
            let name = declaration.name
            func initializers(in files: [ProjectSnapshot.SourceFile]) -> [DeclaredInitializer] {
                files.flatMap { file in (try? SwiftSourceIndex(file.text))?.initializers(ofType: name) ?? [] }
            }
            // Its declaration's file and the files whose extensions of it the loader's summaries
            // list (those adding conformances): no other file is read while one of them has it.
            let target = snapshot.sources(of: declaration.target)
            let first = target.filter { file in file.path == declaration.file || file.summary.extensions.contains { $0.name == name } }
            var found = initializers(in: first)
            guard !found.contains(where: \.isCallableWithoutArgumentsFromAnotherModule) else { return nil }
            // Before refusing, every other file of its target that extends it.
            let firstPaths = Set(first.map(\.path))
            found += initializers(in: target.filter { !firstPaths.contains($0.path) && $0.text.contains("extension \(name)") })
            guard !found.contains(where: \.isCallableWithoutArgumentsFromAnotherModule) else { return nil }
            let declared = found.isEmpty
                ? "it declares no initialiser, and the one Swift makes is internal"
                : "it has only " + found.map { "'\($0.signature)'" }.joined(separator: ", ")
            return FeatureError.MissingRole(
                role: "\(role) '\(name)' (\(declaration.file):\(declaration.line))",
                fix: "the tests fia writes create it as '\(name)()' from another module, and \(declared); add 'public init()' (a convenience initialiser passing the defaults the app uses), or create the tests by hand")
        }
    }

    /// The project's own blueprints (`.fia/Blueprints/…`), which replace fia's same-path ones.
    func blueprintOverrides(_ fileSystem: any FileSystem) throws -> [String: String] {
        var overrides: [String: String] = [:]
        for file in try fileSystem.files(under: blueprintOverrides, includeHidden: true) {
            overrides[file] = try fileSystem.contents(of: Path.join(blueprintOverrides, file))
        }
        return overrides
    }

    /// The absolute path of a package-relative one.
    func path(_ relative: String) -> String {
        Path.join(root, relative)
    }
}
