/// What removing each kind of subject takes out: the inverse of each of `add`'s edits, and the
/// request that `add` would need to write the subject again.
extension RemovalPlanner {
    func undoFeature(_ name: TypeName, layout: ProjectLayout, catalog: BlueprintCatalog, into undo: inout Undo) throws {
        let dependency = "\(name)PresenterDependency"
        guard let declaration = protocols(layout).first(where: { $0.name == dependency }) else {
            throw RemovalError.unknown(kind: "feature", name: name.value, known: known("PresenterDependency", layout))
        }
        if let module = FeatureModule.declaring(declaration.file, in: layout) {
            try undoFeatureModule(name, module, layout: layout, into: &undo)
        }
        let useCase = declaration.inherits.first { $0.hasSuffix("InteractorDependency") && $0 != "InteractorDependency" }
            .map { TypeName(verbatim: String($0.dropLast("InteractorDependency".count))) }
        let drivers = declaration.inherits.filter { $0.hasSuffix("DriverProvider") && $0 != "DriverProvider" }
            .map { TypeName(verbatim: String($0.dropLast("DriverProvider".count))) }
        // With a use case, the drivers listed are the presenter's extra ones; any name places the files.
        guard let primary = drivers.first ?? (useCase != nil ? name : nil) else {
            throw RemovalError.unreadableFeature(name.value, file: declaration.file)
        }
        // The feature's own driver goes with it when nothing else uses it; the ones of --uses were there before it.
        var removesDriver = false
        if useCase == nil {
            let users = users(of: "\(primary)DriverProvider", excluding: dependency, layout: layout)
            removesDriver = users.isEmpty && layout.hasDriver(primary)
            if !users.isEmpty {
                undo.notes.append("kept the \(primary) driver: \(users.joined(separator: ", ")) uses it")
            }
        }
        for used in drivers where used != primary || useCase != nil {
            undo.notes.append("kept the \(used) driver: it was there before the feature (--uses)")
        }
        if let useCase { undo.notes.append("kept the \(useCase) use case: remove it with 'fia remove usecase \(useCase)'") }

        let screen = FeaturePlanner.screenCase(for: name)
        var context: [String: TemplateValue] = [
            "name": .string(name.value), "driver": .string(primary.value), "entity": .string(primary.value),
            "uses": .list([]), "views": .bool(true), "returnsEntities": .bool(true), "usecase": .string(useCase?.value ?? ""),
            "mockolo": .bool(layout.generatedMocks != nil), "observation": .bool(layout.snapshot.manifest.supportsObservation),
            "featureModules": .bool(layout.snapshot.configuration.featureModules != nil), "mockDrivers": .list([]),
        ]
        let files = placedInModule(try rendered("feature", context, driver: primary, layout: layout, catalog: catalog), layout: layout, undo)
        let view = files.first { $0.hasSuffix("/\(name)View.swift") }
        let scenes = (try? fileSystem.contents(of: layout.sceneList)) ?? nil
        let screenListed = scenes.map { source in
            (try? SwiftSourceEditor.removeCase(screen, fromEnum: "AppScreen", in: source)).map { $0 != source } ?? false
        } ?? false
        let views = view.map(fileSystem.isFile) ?? false || screenListed
        context["views"] = .bool(views)
        undo.rendered += placedInModule(try rendered("feature", context, driver: primary, layout: layout, catalog: catalog), layout: layout, undo)
        // The support types `add` rendered for a project that lacked them go when nothing else uses them.
        let placement = FeaturePlacement(layout: layout, driver: primary, module: layout.frameworkModule(for: primary))
        for support in placement.supportTypes {
            let path = layout.path(support.path)
            if !isMentioned(support.type, outside: Set(undo.rendered + [path]), layout: layout) { undo.rendered.append(path) }
        }

        let composition = layout.model.compositionProtocol!
        try undo.editor.edit(layout.path(composition.file)) {
            try SwiftSourceEditor.removeInheritedType(dependency, fromProtocol: composition.name, in: $0)
        }
        if views, fileSystem.exists(layout.sceneList) {
            try undo.editor.edit(layout.sceneList) {
                try SwiftSourceEditor.removeSwitchCase(screen, inFunction: "view", in: SwiftSourceEditor.removeCase(screen, fromEnum: "AppScreen", in: $0))
            }
        }
        var request = FeatureRequest(
            name: name, driver: primary, entity: nil, uses: drivers.filter { $0 != primary }, createsDriver: removesDriver,
            rendersView: views, usecase: useCase)
        if useCase != nil { request.uses = drivers }
        if removesDriver {
            request.entity = try undoDriverFiles(primary, layout: layout, catalog: catalog, into: &undo)
        }
        undo.request = request
    }

    func undoDriver(_ name: TypeName, layout: ProjectLayout, catalog: BlueprintCatalog, into undo: inout Undo) throws {
        guard layout.hasDriver(name) else {
            throw RemovalError.unknown(kind: "driver", name: name.value, known: known("DriverProtocol", layout))
        }
        let users = users(of: "\(name)DriverProvider", excluding: nil, layout: layout)
        guard users.isEmpty else { throw RemovalError.stillUsed(kind: "driver", name: name.value, users: users) }
        let entity = try undoDriverFiles(name, layout: layout, catalog: catalog, into: &undo)
        undo.request = FeatureRequest(
            name: name, driver: name, entity: entity, uses: [], createsDriver: true, rendersView: false,
            returnsEntities: entity != nil, rendersPresenter: false)
    }

    func undoUseCase(_ name: TypeName, layout: ProjectLayout, catalog: BlueprintCatalog, into undo: inout Undo) throws {
        let dependency = "\(name)InteractorDependency"
        guard let declaration = protocols(layout).first(where: { $0.name == dependency }) else {
            throw RemovalError.unknown(kind: "use case", name: name.value, known: known("InteractorDependency", layout))
        }
        let users = users(of: dependency, excluding: nil, layout: layout)
        guard users.isEmpty else { throw RemovalError.stillUsed(kind: "use case", name: name.value, users: users) }
        let drivers = declaration.inherits.filter { $0.hasSuffix("DriverProvider") && $0 != "DriverProvider" }
            .map { TypeName(verbatim: String($0.dropLast("DriverProvider".count))) }
        guard let primary = drivers.first else { throw RemovalError.unreadableFeature(name.value, file: declaration.file) }
        let context: [String: TemplateValue] = [
            "name": .string(name.value), "driver": .string(primary.value), "entity": .string(primary.value),
            "uses": .list([]), "sinks": .list([]), "mockolo": .bool(layout.generatedMocks != nil),
        ]
        undo.rendered += try rendered("usecase", context, driver: primary, layout: layout, catalog: catalog)
        let composition = layout.model.compositionProtocol!
        try undo.editor.edit(layout.path(composition.file)) {
            try SwiftSourceEditor.removeInheritedType(dependency, fromProtocol: composition.name, in: $0)
        }
        undo.useCase = (name, drivers)
    }

    /// Takes out a driver's files and wiring: its module and test target, the containers'
    /// properties, the plans' and the app scheme's entries. Returns its entity, if it returns one.
    func undoDriverFiles(_ driver: TypeName, layout: ProjectLayout, catalog: BlueprintCatalog, into undo: inout Undo) throws -> TypeName? {
        let source = try layout.driverProtocol(driver).flatMap { try fileSystem.contents(of: layout.path($0.file)) } ?? ""
        let entity = DriverProtocolInspector.entity(returnedByFetchAllIn: source).map(TypeName.init(verbatim:))
        let context: [String: TemplateValue] = [
            "name": .string(driver.value), "driver": .string(driver.value), "entity": .string((entity ?? driver).value),
            "uses": .list([]), "views": .bool(false), "returnsEntities": .bool(entity != nil), "usecase": .string(""),
            "mockolo": .bool(layout.generatedMocks != nil),
        ]
        let driverFiles = placedInModule(try rendered("driver", context, driver: driver, layout: layout, catalog: catalog), layout: layout, undo)
        undo.rendered += driverFiles
        if let entity {
            // An entity another file still mentions (another driver returns it) stays.
            let entityFiles = placedInModule(try rendered("entity", context, driver: driver, layout: layout, catalog: catalog), layout: layout, undo)
            if !isMentioned(entity.value, outside: Set(driverFiles + entityFiles + undo.rendered), layout: layout) {
                undo.rendered += entityFiles
            }
        }
        let module = layout.frameworkModule(for: driver)
        let placement = FeaturePlacement(layout: layout, driver: driver, module: module)
        let property = "\(CaseConversion.camel(driver.value))Driver"
        let ownModule = layout.layers.frameworkLayer == nil && module.name == "\(driver)Framework"
        let tests = placement.driverTests.name
        if ownModule {
            // A manifest built from enum cases is read as SwiftPM reads it, then as its edits leave it.
            let dumped = layout.snapshot.manifest, scans = undo.manifestScans
            try undo.editor.edit(layout.manifest) { manifest in
                var edited = try ManifestEditor.removeDependency(module.name, in: manifest, manifest: dumped, scans: scans)
                edited = try ManifestEditor.removeTarget(named: module.name, from: edited, manifest: dumped, scans: scans)
                return tests == "\(module.name)Tests" ? try ManifestEditor.removeTarget(named: tests, from: edited, manifest: dumped, scans: scans) : edited
            }
        }
        let model = layout.model
        // A generated mock container loses the property when Mockolo runs again (`add` added none).
        if layout.generatedMocks == nil {
            try undo.editor.edit(layout.path(model.mockContainer!.file)) {
                try SwiftSourceEditor.removeMember(declaring: property, fromType: model.mockContainer!.name, in: $0)
            }
        }
        try undo.editor.edit(layout.path(model.container!.file)) { source in
            let edited = try SwiftSourceEditor.removeMember(declaring: property, fromType: model.container!.name, in: source)
            return ownModule ? try SwiftSourceEditor.removeImport(module.name, in: edited) : edited
        }
        if ownModule, tests == "\(module.name)Tests" {
            for plan in layout.snapshot.testPlans where !plan.path.hasPrefix("../") {
                // The entry as add writes it, or as the previous fia wrote it (`container:` everywhere).
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
        return entity
    }

    /// Whether a source file of the project other than `leaving` names `type`.
    /// Mockolo's generated file does not count: its mocks of what goes, go when it is regenerated.
    func isMentioned(_ type: String, outside leaving: Set<String>, layout: ProjectLayout) -> Bool {
        let names = WordSet([type])
        return layout.snapshot.sources.contains { file in
            !leaving.contains(layout.path(file.path)) && file.path != layout.generatedMocks && names.occurs(in: file.text)
        }
    }
}
