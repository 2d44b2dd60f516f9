/// Builds `add feature`'s whole plan in memory: rendered stubs plus every edit to the
/// manifest, test plans and containers. Reads the project; never writes.
struct FeaturePlanner {
    let root: String
    let fileSystem: any FileSystem
    let force: Bool

    /// Reads `swift package dump-package` for manifests that are not literals.
    var dumpPackage: (String) throws -> String = SwiftPackageDump.run(in:)
    /// The manifest texts this plan has scanned: each edit's result is scanned once.
    let manifestScans = ManifestScans()
    /// Who owns what it loads until the process exits (`CommandContext.loadedProjectsOwner`).
    var loadedProjectsOwner: KeptUntilExit?
    /// What the plan leaves to the user, printed after the change: Mockolo's regeneration.
    let notes = PlanNotes()

    func plan(_ request: FeatureRequest) throws -> FilePlan {
        let snapshot = ProjectSnapshot.load(
            root: root, fileSystem: fileSystem, .editing(keptBy: loadedProjectsOwner), manifestScans: manifestScans, dumpPackage: dumpPackage)
        let layout = ProjectLayout(root: root, snapshot: snapshot)
        // A presenter's tests create both containers; a driver's alone create none.
        try layout.checkIsFIAProject(makingContainers: request.rendersPresenter)
        let catalog = BlueprintCatalog(overrides: try layout.blueprintOverrides(fileSystem))
        var plan = FilePlan(root: root)
        var editor = ProjectEditor(root: root, fileSystem: fileSystem)
        // A use case that does not exist yet is rendered first, as `add usecase` renders it.
        let (feature, useCase) = try resolvingUseCase(request, layout: layout, catalog: catalog, plan: &plan, editor: &editor)

        for used in feature.uses where !layout.hasDriver(used) {
            throw FeatureError.unknownDriver(used.value)
        }
        let driverExists = layout.hasDriver(feature.driver)
        if !feature.createsDriver && !driverExists {
            throw FeatureError.unknownDriver(feature.driver.value)
        }
        let entity = feature.returnsEntities ? try entityName(for: feature, driverExists: driverExists, layout: layout) : feature.driver
        let module = layout.frameworkModule(for: feature.driver)
        // A new driver is rendered; an existing one is reused and never overwritten, even with
        // --force (it is shared, and likely real code by now). Its wiring is re-applied either way:
        // the edits are idempotent, so this only repairs what is missing.
        // `add driver` (no presenter) renders its driver again under --force, and refuses it otherwise.
        let rendersDriver = feature.createsDriver && (!driverExists || !feature.rendersPresenter)
        let wiresDriver = rendersDriver || (feature.createsDriver && fileSystem.isDirectory(layout.path(module.folder)) && layout.layers.frameworkLayer == nil)
        let views = try feature.rendersPresenter && rendersView(feature, layout: layout)
        // In the feature-module layout, the feature's own module: its files, tests and target.
        let featureModule = feature.rendersPresenter ? layout.featureModule(for: feature.name) : nil
        if featureModule != nil, layout.generatedMocks != nil {
            throw FeatureError.unsupported("feature modules with Mockolo's generated mocks", hint: "generate the feature's module by hand, or keep the features in '\(layout.layers.presentation)' (remove \"featureModules\" from '\(ProjectConfiguration.path)')")
        }
        var placement = FeaturePlacement(layout: layout, driver: feature.driver, module: module)
        placement.feature = featureModule
        var context: [String: TemplateValue] = [
            "name": .string(feature.name.value),
            "driver": .string(feature.driver.value),
            "entity": .string(entity.value),
            "uses": .list(feature.uses.map { ["name": .string($0.value)] }),
            "views": .bool(views),
            "returnsEntities": .bool(feature.returnsEntities),
            "usecase": .string(useCase?.name.value ?? ""),
            "mockolo": .bool(layout.generatedMocks != nil),
            // `@Observable` where every listed platform has it at its minimum, else `ObservableObject`.
            "observation": .bool(snapshot.manifest.supportsObservation),
            "featureModules": .bool(featureModule != nil),
            // What the feature's own mock dependency holds: a mock of each driver its presenter needs.
            "mockDrivers": .list(Self.drivers(of: feature, useCase: useCase).map { driver in
                let mock = driver == feature.driver ? placement.mockName : DriverMockName.name(
                    for: "\(driver)DriverProtocol", pattern: snapshot.configuration.driverMockName)
                return ["property": .string("\(CaseConversion.camel(driver.value))Driver"), "type": .string(mock)]
            }),
        ]
        context.merge(placement.testFrameworkContext(in: snapshot)) { $1 }
        let vocabulary = ProjectVocabulary(
            layout: layout, frameworkModule: ("\(feature.driver)Framework", module.name), mock: ("Mock\(feature.driver)Driver", placement.mockName))
        func rendered(_ group: String) throws -> [(path: String, contents: String)] {
            // A feature module's files import it instead of the presentation layer, and run on its own mock dependency.
            let vocabulary = group != "feature" ? vocabulary : featureModule.map {
                vocabulary.renaming("PresentationLayer", to: $0.name).renaming("MockDIContainer", to: "Mock\(feature.name)Dependency")
            } ?? vocabulary
            return try catalog.render(group: group, context: context).map { file in
                (layout.path(placement.place(file.path)), file.path.hasSuffix(".swift") ? vocabulary.apply(to: file.contents) : file.contents)
            }
        }

        if rendersDriver && feature.returnsEntities {
            for file in try rendered("entity") {
                if fileSystem.exists(file.path) {
                    plan.skip(file.path, in: fileSystem)
                } else {
                    try plan.render(file.contents, at: file.path, force: false, in: fileSystem)
                }
            }
        }
        for file in try rendered("driver") where feature.createsDriver {
            if rendersDriver {
                try plan.create(file.contents, at: file.path, force: force, in: fileSystem)
            } else if fileSystem.exists(file.path) {
                plan.skip(file.path, in: fileSystem)
            }
        }
        for file in try rendered("feature") where feature.rendersPresenter {
            try plan.create(file.contents, at: file.path, force: force, in: fileSystem)
        }
        // The types fia's presenters and tests use, for a project that has none of its own.
        for support in placement.missingSupportTypes(in: snapshot) where feature.rendersPresenter {
            let contents = vocabulary.apply(to: try catalog.render("new/\(support.blueprint)", context: ["name": .string(snapshot.manifest.name ?? "App")]))
            try plan.render(contents, at: layout.path(support.path), force: false, in: fileSystem)
        }

        try checkNewDeclarations(in: plan, views: views, snapshot: snapshot, kind: request.rendersPresenter ? "feature" : "driver")

        let property = "\(CaseConversion.camel(feature.driver.value))Driver"
        let model = layout.model
        let mockContainer = model.mockContainer!
        let container = model.container!
        let composition = model.compositionProtocol!
        if rendersDriver && !driverExists {
            try checkPropertyIsFree(property, for: feature.driver, layout: layout, editor: &editor)
        }
        if wiresDriver {
            let injection = layout.layers.dependencyInjection
            try editor.edit(layout.manifest) { source in
                var edited = source
                if module.isNew {
                    var declaration = try snippet("framework-target", catalog, context)
                    declaration = declaration.replacing("\"Sources/FrameworkLayer/\(module.name)\"", with: "\"\(module.folder)\"")
                        .replacing("[\"DomainLayer\"]", with: "[\"\(layout.layers.domain)\"]")
                    edited = try ManifestEditor.addTarget(named: module.name, declaration: declaration, to: edited, scans: manifestScans, manifest: snapshot.manifest)
                }
                return try ManifestEditor.addDependency(module.name, toTarget: injection, in: edited, scans: manifestScans, manifest: snapshot.manifest)
            }
            // A generated mock container gets the property when Mockolo runs again.
            if layout.generatedMocks == nil {
                // With feature modules, the mocks are the presentation support module's.
                let support = snapshot.configuration.featureModules?.support
                try editor.edit(layout.path(mockContainer.file)) { source in
                    let imported = try support.map { try SwiftSourceEditor.addImport($0, in: source) } ?? source
                    return try SwiftSourceEditor.addMember(
                        vocabulary.apply(to: try snippet("mock-container-property", catalog, context)), declaring: property, toType: mockContainer.name, in: imported)
                }
            }
            try editor.edit(layout.path(container.file)) { source in
                let imported = try SwiftSourceEditor.addImport(module.name, in: source)
                return try SwiftSourceEditor.addMember(
                    try snippet("container-property", catalog, context), declaring: property, toType: container.name, in: imported)
            }
        }
        if feature.rendersPresenter {
            try editor.edit(layout.path(composition.file)) { source in
                let imported = try featureModule.map { try SwiftSourceEditor.addImport($0.name, in: source) } ?? source
                return try SwiftSourceEditor.addInheritedType("\(feature.name)PresenterDependency", toProtocol: composition.name, in: imported)
            }
        }
        if let featureModule {
            try declare(featureModule, layout: layout, catalog: catalog, context: context, editor: &editor)
        }
        try wireTestTargets(
            of: plan, placement: placement, module: module, wiresDriver: wiresDriver, snapshot: snapshot,
            layout: layout, catalog: catalog, context: context, editor: &editor)
        if views {
            try addScreen(for: feature, to: &editor, layout: layout, branch: try snippet("scene-branch", catalog, context), importing: featureModule?.name)
        }
        try finish(&plan, editor: editor, layout: layout)
        return plan
    }

    /// Adds the edits to the plan, refusing any of a generated file, validates the package, and
    /// notes what the user has to do next.
    func finish(_ plan: inout FilePlan, editor: ProjectEditor, layout: ProjectLayout) throws {
        try layout.snapshot.checkLateReads()
        for (path, edit) in editor.edits {
            if edit.original != edit.edited, edit.original.containsBytes(MockoloRegeneration.header) {
                throw FeatureError.generatedFile(Path.relative(path, to: root))
            }
            plan.edit(path, from: edit.original, to: edit.edited)
        }
        try PackageValidator.validate(plan: plan, layout: layout, fileSystem: fileSystem, scans: manifestScans, keptBy: loadedProjectsOwner)
        if let mocks = layout.generatedMocks {
            notes.lines.append(MockoloRegeneration.note(root: root, mockFile: mocks, fileSystem: fileSystem))
        }
    }

    /// Declares feature module `module` in the manifest (when it lacks it), on the domain and the
    /// presentation support, and makes the presentation layer, which composes the features, depend on it.
    private func declare(
        _ module: ProjectLayout.FeatureModule, layout: ProjectLayout, catalog: BlueprintCatalog, context: [String: TemplateValue], editor: inout ProjectEditor
    ) throws {
        let manifest = layout.snapshot.manifest
        try editor.edit(layout.manifest) { source in
            var edited = source
            if module.isNew {
                let declaration = try snippet("feature-target", catalog, context)
                    .replacing("\"Sources/Features/\(module.feature)\"", with: "\"\(module.folder)\"")
                    .replacing("[\"DomainLayer\", \"PresentationSupport\"]", with: "[\"\(layout.layers.domain)\", \"\(module.support)\"]")
                edited = try ManifestEditor.addTarget(named: module.name, declaration: declaration, to: edited, scans: manifestScans, manifest: manifest)
            }
            return try ManifestEditor.addDependency(module.name, toTarget: layout.layers.presentation, in: edited, scans: manifestScans, manifest: manifest)
        }
    }

    /// The drivers a feature's presenter needs: its use case's (all of them) or its driver, then `--uses`.
    static func drivers(of feature: FeatureRequest, useCase: UseCaseShape?) -> [TypeName] {
        var drivers = useCase?.drivers.map(\.name) ?? [feature.driver]
        for used in feature.uses where !drivers.contains(used) { drivers.append(used) }
        return drivers
    }

    /// Refuses a new driver whose container property is already declared: the containers'
    /// idempotent edit would keep the other driver's property, and the project would not build.
    /// A container that cannot be read is left to its edit, which names the problem.
    /// The containers are read through `editor`: their edits reuse the texts.
    private func checkPropertyIsFree(_ property: String, for driver: TypeName, layout: ProjectLayout, editor: inout ProjectEditor) throws {
        // A generated mock container is Mockolo's: it gets (or keeps) the property when Mockolo runs.
        let containers = [layout.generatedMocks == nil ? layout.model.mockContainer : nil, layout.model.container].compactMap { $0 }
        for (path, type) in containers.map({ (layout.path($0.file), $0.name) }) {
            guard let source = try editor.original(of: path) else { continue }
            if Self.declaresProperty(property, ofType: type, in: source) {
                throw FeatureError.propertyTaken(driver: driver.value, property: property, container: type)
            }
        }
    }

    /// Whether `type` in `source` declares a stored property named `property` (`false` when the
    /// source cannot be read as Swift).
    static func declaresProperty(_ property: String, ofType type: String, in source: String) -> Bool {
        (try? SwiftDeclarations.declaresStoredProperty(property, ofType: type, in: source)) ?? false
    }

    /// A one-element blueprint from `snippets/`, without its trailing newline.
    func snippet(_ name: String, _ catalog: BlueprintCatalog, _ context: [String: TemplateValue]) throws -> String {
        var text = try catalog.render("snippets/\(name).swift", context: context)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The entity: `--entity`, the driver name for a new driver, or what an existing driver returns.
    private func entityName(for feature: FeatureRequest, driverExists: Bool, layout: ProjectLayout) throws -> TypeName {
        guard driverExists, let declaration = layout.driverProtocol(feature.driver) else { return feature.entity ?? feature.driver }
        let protocolPath = layout.path(declaration.file)
        let source = try fileSystem.contents(of: protocolPath) ?? ""
        let returned = DriverProtocolInspector.entity(returnedByFetchAllIn: source)
        switch (returned, feature.entity) {
        case (let returned?, let asked?) where returned != asked.value:
            throw FeatureError.entityMismatch(driver: feature.driver.value, returns: returned, asked: asked.value)
        case (let returned?, _):
            return TypeName(verbatim: returned)
        case (nil, let asked?):
            return asked
        case (nil, nil):
            throw FeatureError.unknownEntity(driver: feature.driver.value, file: Path.relative(protocolPath, to: root))
        }
    }
}

extension FeaturePlanner {
    /// The planner a command runs in `context`.
    init(_ context: CommandContext, root: String, force: Bool) {
        self.init(root: root, fileSystem: context.fileSystem, force: force)
        loadedProjectsOwner = context.loadedProjectsOwner
    }
}
