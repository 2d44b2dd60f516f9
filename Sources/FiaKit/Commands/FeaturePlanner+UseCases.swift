/// `add usecase`: a use case protocol, its interactor and interactor dependency (domain layer),
/// their tests on both containers, and the dependency composed into the composition protocol.
/// Shares `add feature`'s placement, declaration checks and test-target wiring; `add feature
/// --usecase` with a use case that does not exist yet renders it through `addUseCase` too.
extension FeaturePlanner {
    /// A use case rendered into a plan: what the test-target wiring needs to know of it.
    struct RenderedUseCase {
        var shape: UseCaseShape
        var placement: FeaturePlacement
        var module: (name: String, folder: String, isNew: Bool)
        var context: [String: TemplateValue]
    }

    func plan(useCase name: TypeName, uses: [TypeName]) throws -> FilePlan {
        let snapshot = ProjectSnapshot.load(
            root: root, fileSystem: fileSystem, .editing(keptBy: loadedProjectsOwner), manifestScans: manifestScans, dumpPackage: dumpPackage)
        let layout = ProjectLayout(root: root, snapshot: snapshot)
        // An interactor's tests create both containers.
        try layout.checkIsFIAProject(makingContainers: true)
        let catalog = BlueprintCatalog(overrides: try layout.blueprintOverrides(fileSystem))
        var plan = FilePlan(root: root)
        var editor = ProjectEditor(root: root, fileSystem: fileSystem)
        let useCase = try addUseCase(name, uses: uses, to: &plan, editor: &editor, layout: layout, catalog: catalog)
        try checkNewDeclarations(in: plan, views: false, snapshot: snapshot)
        try wireTestTargets(
            of: plan, placement: useCase.placement, module: useCase.module, wiresDriver: false, snapshot: snapshot,
            layout: layout, catalog: catalog, context: useCase.context, editor: &editor)
        try finish(&plan, editor: editor, layout: layout)
        return plan
    }

    /// Renders the use case `name` on the drivers `uses` into `plan`, and composes its dependency
    /// directly into the composition protocol, so both containers provide its drivers before any
    /// presenter calls it. The caller checks declarations and wires the test targets.
    func addUseCase(
        _ name: TypeName, uses: [TypeName], to plan: inout FilePlan, editor: inout ProjectEditor,
        layout: ProjectLayout, catalog: BlueprintCatalog
    ) throws -> RenderedUseCase {
        let shape = UseCaseShape(name: name, drivers: try UseCaseShape.drivers(uses, layout: layout, fileSystem: fileSystem))
        guard let primary = shape.primary, let entity = primary.entity else {
            throw FeatureError.useCaseWithoutEntity(name.value, uses: uses.map(\.value))
        }
        var context: [String: TemplateValue] = [
            "name": .string(name.value),
            "driver": .string(primary.name.value),
            "entity": .string(entity.value),
            "uses": .list(uses.map { ["name": .string($0.value)] }),
            "sinks": .list(shape.sinks.map { ["name": .string($0.name.value)] }),
            "mockolo": .bool(layout.generatedMocks != nil),
        ]
        let module = layout.frameworkModule(for: primary.name)
        let placement = FeaturePlacement(layout: layout, driver: primary.name, module: module)
        context.merge(placement.testFrameworkContext(in: layout.snapshot)) { $1 }
        let vocabulary = ProjectVocabulary(
            layout: layout, frameworkModule: ("\(primary.name)Framework", module.name), mock: ("Mock\(primary.name)Driver", placement.mockName))
        for file in try catalog.render(group: "usecase", context: context) {
            let contents = file.path.hasSuffix(".swift") ? vocabulary.apply(to: file.contents) : file.contents
            try plan.create(contents, at: layout.path(placement.place(file.path)), force: force, in: fileSystem)
        }
        let composition = layout.model.compositionProtocol!
        try editor.edit(layout.path(composition.file)) {
            try SwiftSourceEditor.addInheritedType("\(name)InteractorDependency", toProtocol: composition.name, in: $0)
        }
        return RenderedUseCase(shape: shape, placement: placement, module: module, context: context)
    }

    /// `add feature --usecase U`: the request with U's primary driver as the presenter's driver (the
    /// tests and previews drive its mock) and U's drivers dropped from --uses. When U does not exist,
    /// it is rendered into `plan` first, on the drivers of --uses, exactly as `add usecase U --uses …`
    /// would; without --uses fia cannot tell which drivers it uses, and refuses.
    func resolvingUseCase(
        _ feature: FeatureRequest, layout: ProjectLayout, catalog: BlueprintCatalog, plan: inout FilePlan, editor: inout ProjectEditor
    ) throws -> (FeatureRequest, UseCaseShape?) {
        guard let name = feature.usecase else { return (feature, nil) }
        let shape: UseCaseShape
        if let existing = try UseCaseShape.existing(name, layout: layout, fileSystem: fileSystem) {
            shape = existing
        } else if feature.uses.isEmpty {
            throw UsageError(
                "use case '\(name)' does not exist, and fia needs --uses to create it: the drivers its interactor uses; nothing was written",
                command: AddFeatureCommand.spec.name,
                advice: "pass --uses <drivers> to create '\(name)' with this feature, or create it first: fia add usecase \(name) --uses <drivers>")
        } else {
            shape = try addUseCase(name, uses: feature.uses, to: &plan, editor: &editor, layout: layout, catalog: catalog).shape
        }
        guard let primary = shape.primary, let entity = primary.entity else {
            throw FeatureError.useCaseWithoutEntity(name.value, uses: shape.drivers.map(\.name.value))
        }
        var resolved = feature
        resolved.driver = primary.name
        resolved.entity = entity
        resolved.createsDriver = false
        resolved.uses = feature.uses.filter { used in !shape.drivers.contains { $0.name == used } }
        return (resolved, shape)
    }
}
