/// `add usecase`: a use case protocol, its interactor and interactor dependency (domain layer),
/// their tests on both containers, and the dependency composed into the composition protocol.
/// Shares `add feature`'s placement, declaration checks and test-target wiring.
extension FeaturePlanner {
    func plan(useCase name: TypeName, uses: [TypeName]) throws -> FilePlan {
        let snapshot = ProjectSnapshot.load(root: root, fileSystem: fileSystem, testMentions: false, dumpPackage: dumpPackage)
        let layout = ProjectLayout(root: root, snapshot: snapshot)
        try layout.checkIsFIAProject()
        let catalog = BlueprintCatalog(overrides: try layout.blueprintOverrides(fileSystem))
        let shape = UseCaseShape(name: name, drivers: try UseCaseShape.drivers(uses, layout: layout, fileSystem: fileSystem))
        guard let primary = shape.primary, let entity = primary.entity else {
            throw FeatureError.useCaseWithoutEntity(name.value, uses: uses.map(\.value))
        }
        let context: [String: TemplateValue] = [
            "name": .string(name.value),
            "driver": .string(primary.name.value),
            "entity": .string(entity.value),
            "uses": .list(uses.map { ["name": .string($0.value)] }),
            "sinks": .list(shape.sinks.map { ["name": .string($0.name.value)] }),
        ]
        let module = layout.frameworkModule(for: primary.name)
        let placement = FeaturePlacement(layout: layout, driver: primary.name, module: module)
        let vocabulary = ProjectVocabulary(
            layout: layout, frameworkModule: ("\(primary.name)Framework", module.name), mock: ("Mock\(primary.name)Driver", placement.mockName))
        var plan = FilePlan(root: root)
        for file in try catalog.render(group: "usecase", context: context) {
            let contents = file.path.hasSuffix(".swift") ? vocabulary.apply(to: file.contents) : file.contents
            try plan.create(contents, at: layout.path(placement.place(file.path)), force: force, in: fileSystem)
        }
        try checkNewDeclarations(in: plan, views: false, snapshot: snapshot)

        var editor = ProjectEditor(root: root, fileSystem: fileSystem)
        let composition = layout.model.compositionProtocol!
        // Composed directly, so both containers provide the drivers before any presenter uses it.
        try editor.edit(layout.path(composition.file)) {
            try SwiftSourceEditor.addInheritedType("\(name)InteractorDependency", toProtocol: composition.name, in: $0)
        }
        try wireTestTargets(
            of: plan, placement: placement, module: module, wiresDriver: false, snapshot: snapshot,
            layout: layout, catalog: catalog, context: context, editor: &editor)
        for (path, edit) in editor.edits {
            plan.edit(path, from: edit.original, to: edit.edited)
        }
        try PackageValidator.validate(plan: plan, layout: layout, fileSystem: fileSystem)
        return plan
    }

    /// `add feature --usecase U`: the request with U's primary driver as the presenter's driver (the
    /// tests and previews drive its mock) and U's drivers dropped from --uses.
    func resolvingUseCase(_ feature: FeatureRequest, layout: ProjectLayout) throws -> (FeatureRequest, UseCaseShape?) {
        guard let name = feature.usecase else { return (feature, nil) }
        guard let shape = try UseCaseShape.existing(name, layout: layout, fileSystem: fileSystem) else {
            throw FeatureError.unknownUseCase(name.value)
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
