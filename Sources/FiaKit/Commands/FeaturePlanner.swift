/// Builds `add feature`'s whole plan in memory: rendered stubs plus every edit to the
/// manifest, test plans and containers. Reads the project; never writes.
struct FeaturePlanner {
    let root: String
    let fileSystem: any FileSystem
    let force: Bool

    /// Reads `swift package dump-package` for manifests that are not literals.
    var dumpPackage: (String) throws -> String = SwiftPackageDump.run(in:)

    func plan(_ feature: FeatureRequest) throws -> FilePlan {
        let snapshot = ProjectSnapshot.load(root: root, fileSystem: fileSystem, dumpPackage: dumpPackage)
        let layout = ProjectLayout(root: root, snapshot: snapshot)
        try layout.checkIsFIAProject()
        let catalog = BlueprintCatalog(overrides: try layout.blueprintOverrides(fileSystem))

        for used in feature.uses where !layout.hasDriver(used) {
            throw FeatureError.unknownDriver(used.value)
        }
        let driverExists = layout.hasDriver(feature.driver)
        if !feature.createsDriver && !driverExists {
            throw FeatureError.unknownDriver(feature.driver.value)
        }
        let entity = try entityName(for: feature, driverExists: driverExists, layout: layout)
        let module = layout.frameworkModule(for: feature.driver)
        // A new driver is rendered; an existing one is reused and never overwritten, even with
        // --force (it is shared, and likely real code by now). Its wiring is re-applied either way:
        // the edits are idempotent, so this only repairs what is missing.
        let rendersDriver = feature.createsDriver && !driverExists
        let wiresDriver = rendersDriver || (feature.createsDriver && fileSystem.isDirectory(layout.path(module.folder)) && layout.layers.frameworkLayer == nil)
        let context: [String: TemplateValue] = [
            "name": .string(feature.name.value),
            "driver": .string(feature.driver.value),
            "entity": .string(entity.value),
            "uses": .list(feature.uses.map { ["name": .string($0.value)] }),
        ]
        let placement = FeaturePlacement(layout: layout, driver: feature.driver, module: module)
        let vocabulary = ProjectVocabulary(layout: layout, frameworkModule: ("\(feature.driver)Framework", module.name))
        func rendered(_ group: String) throws -> [(path: String, contents: String)] {
            try catalog.render(group: group, context: context).map { file in
                (layout.path(placement.place(file.path)), file.path.hasSuffix(".swift") ? vocabulary.apply(to: file.contents) : file.contents)
            }
        }

        var plan = FilePlan(root: root)
        if rendersDriver {
            for file in try rendered("entity") {
                if fileSystem.exists(file.path) {
                    plan.skip(file.path)
                } else {
                    try plan.render(file.contents, at: file.path, force: false, in: fileSystem)
                }
            }
        }
        for file in try rendered("driver") where feature.createsDriver {
            if rendersDriver {
                try plan.create(file.contents, at: file.path, force: force, in: fileSystem)
            } else if fileSystem.exists(file.path) {
                plan.skip(file.path)
            }
        }
        for file in try rendered("feature") {
            try plan.create(file.contents, at: file.path, force: force, in: fileSystem)
        }
        // The types fia's presenters and tests use, for a project that has none of its own.
        for support in placement.missingSupportTypes(in: snapshot) {
            let contents = vocabulary.apply(to: try catalog.render("new/\(support.blueprint)", context: ["name": .string(snapshot.manifest.name ?? "App")]))
            try plan.render(contents, at: layout.path(support.path), force: false, in: fileSystem)
        }

        try checkNewDeclarations(in: plan)

        let property = "\(CaseConversion.camel(feature.driver.value))Driver"
        let model = layout.model
        let mockContainer = model.mockContainer!
        let container = model.container!
        let composition = model.compositionProtocol!
        if rendersDriver {
            try checkPropertyIsFree(property, for: feature.driver, layout: layout)
        }
        var editor = ProjectEditor(root: root, fileSystem: fileSystem)
        var newTestTargets: [String] = []
        if wiresDriver {
            let injection = layout.layers.dependencyInjection
            try editor.edit(layout.manifest) { source in
                var edited = source
                if module.isNew {
                    var declaration = try snippet("framework-target", catalog, context)
                    declaration = declaration.replacingOccurrences(of: "\"Sources/FrameworkLayer/\(module.name)\"", with: "\"\(module.folder)\"")
                        .replacingOccurrences(of: "[\"DomainLayer\"]", with: "[\"\(layout.layers.domain)\"]")
                    edited = try ManifestEditor.addTarget(named: module.name, declaration: declaration, to: edited)
                }
                return try ManifestEditor.addDependency(module.name, toTarget: injection, in: edited)
            }
            try editor.edit(layout.path(mockContainer.file)) {
                try SwiftSourceEditor.addMember(
                    vocabulary.apply(to: try snippet("mock-container-property", catalog, context)), declaring: property, toType: mockContainer.name, in: $0)
            }
            try editor.edit(layout.path(container.file)) { source in
                let imported = try SwiftSourceEditor.addImport(module.name, in: source)
                return try SwiftSourceEditor.addMember(
                    try snippet("container-property", catalog, context), declaring: property, toType: container.name, in: imported)
            }
        }
        try editor.edit(layout.path(composition.file)) {
            try SwiftSourceEditor.addInheritedType("\(feature.name)PresenterDependency", toProtocol: composition.name, in: $0)
        }
        // Test targets: create the missing ones, and let each depend on what its new files import.
        for (target, files) in placement.testTargets(of: plan, in: snapshot) {
            let imports = Set(files.flatMap { (try? ImportScanner.scan($0.contents).imports.map(\.module)) ?? [] })
            let modules = snapshot.manifest.targets.filter { $0.kind != .test }.map(\.name) + (module.isNew ? [module.name] : [])
            let needed = modules.filter(imports.contains)
            let declared = Set(snapshot.manifest.target(named: target.name)?.dependencies.map(\.name) ?? [])
            let exists = snapshot.manifest.target(named: target.name) != nil
            guard !exists || !needed.allSatisfy(declared.contains) else { continue }
            try editor.edit(layout.manifest) { source in
                var edited = source
                if snapshot.manifest.target(named: target.name) == nil {
                    var declaration = ".testTarget(\n    name: \"\(target.name)\",\n    dependencies: [\(needed.map { "\"\($0)\"" }.joined(separator: ", "))]"
                    declaration += target.folder == "Tests/\(target.name)" ? "\n)" : ",\n    path: \"\(target.folder)\"\n)"
                    if module.isNew && target.name == "\(module.name)Tests" && target.folder == "Tests/\(target.name)" {
                        declaration = try snippet("framework-test-target", catalog, context)
                            .replacingOccurrences(of: "\"DomainLayer\"", with: "\"\(layout.layers.domain)\"")
                    }
                    edited = try ManifestEditor.addTarget(named: target.name, declaration: declaration, to: edited)
                } else {
                    for dependency in needed {
                        edited = try ManifestEditor.addDependency(dependency, toTarget: target.name, in: edited)
                    }
                }
                return edited
            }
            if snapshot.manifest.target(named: target.name) == nil { newTestTargets.append(target.name) }
        }
        for name in ["UnitTests", "DriverTests"] where !newTestTargets.isEmpty {
            guard let plan = snapshot.testPlan(named: name), !plan.path.hasPrefix("../") else { continue }
            let added = name == "UnitTests" ? newTestTargets : newTestTargets.filter { $0.hasSuffix("FrameworkTests") || $0 == "\(module.name)Tests" }
            try editor.edit(layout.path(plan.path)) { source in
                try added.reduce(source) { text, target in try TestPlanEditor.addTestTarget(target, to: text) }
            }
        }
        for (path, edit) in editor.edits {
            plan.edit(path, from: edit.original, to: edit.edited)
        }
        try PackageValidator.validate(plan: plan, layout: layout, fileSystem: fileSystem)
        return plan
    }

    /// Refuses rendered files that would declare a type the project already declares: a second
    /// `DomainError` or `LoadState`, an entity named like a presenter, a driver like an entity.
    /// The library modules (`Sources/`) see each other's types along the layers, so they count as one
    /// namespace; each test target (`Tests/<Target>/`) is a namespace of its own. Refuses too a
    /// rendered file named like another Swift file of its target, ignoring case (macOS file
    /// systems do). A file the plan replaces
    /// (`--force`) does not count.
    private func checkNewDeclarations(in plan: FilePlan) throws {
        let rendered = plan.entries.filter { ($0.action == .create || $0.action == .update) && $0.path.hasSuffix(".swift") }
        guard !rendered.isEmpty else { return }
        let newTypes = rendered.map { entry in
            (entry: entry, types: (try? SwiftDeclarations.topLevelTypes(in: entry.contents)) ?? [])
        }
        let candidates = Set(newTypes.flatMap { $0.types.map(\.name) })
        let replaced = Set(rendered.map(\.path))
        var declared: [String: [String: (path: String, isNew: Bool)]] = [:]
        var fileNames: [String: [String: String]] = [:]
        // Only the namespaces the plan writes into matter, and only files that mention one of the
        // new names can declare it: the rest are listed, never lexed.
        let namespaces = Set(rendered.map { namespace(of: $0.path) })
        for directory in namespaces.sorted() {
            for file in try fileSystem.files(under: Path.join(root, directory)) where file.hasSuffix(".swift") {
                let path = Path.join(root, directory, file)
                guard !replaced.contains(path) else { continue }
                fileNames[target(of: path), default: [:]][Path.lastComponent(path).lowercased()] = path
                guard let source = try fileSystem.contents(of: path),
                      Self.mentions(candidates, in: source),
                      let types = try? SwiftDeclarations.topLevelTypes(in: source) else { continue }
                for type in types where declared[directory, default: [:]][type.name] == nil {
                    declared[directory, default: [:]][type.name] = (path, false)
                }
            }
        }
        for (entry, types) in newTypes {
            let namespace = namespace(of: entry.path)
            for type in types {
                if let hidden = Self.namesTheGeneratedCodeUses[type.name] {
                    throw UsageError(
                        "'\(type.name)' cannot name a new type: it would hide \(hidden), which the generated code uses; "
                            + "choose another feature name, or pass --entity <name>",
                        command: AddFeatureCommand.spec.name
                    )
                }
                if let other = declared[namespace]?[type.name], other.path != entry.path {
                    let file = Path.relative(entry.path, to: root)
                    let otherFile = Path.relative(other.path, to: root)
                    throw other.isNew
                        ? FeatureError.typeDeclaredTwice(type.name, file: file, otherFile: otherFile)
                        : FeatureError.typeExists(type.name, file: file, declaredIn: otherFile)
                }
                declared[namespace, default: [:]][type.name] = (entry.path, true)
            }
            let target = target(of: entry.path)
            if let other = fileNames[target]?[Path.lastComponent(entry.path).lowercased()], other != entry.path {
                throw FeatureError.fileNameTaken(
                    file: Path.relative(entry.path, to: root), target: target, otherFile: Path.relative(other, to: root))
            }
            fileNames[target, default: [:]][Path.lastComponent(entry.path).lowercased()] = entry.path
        }
    }

    /// Whether `source` contains one of `names` as a whole identifier-like word (comments and
    /// strings included: this only decides whether a file is worth lexing).
    static func mentions(_ names: Set<String>, in source: String) -> Bool {
        let bytes = source.utf8
        var start: String.UTF8View.Index? = nil
        var index = bytes.startIndex
        while true {
            let byte: UInt8? = index < bytes.endIndex ? bytes[index] : nil
            let isWordByte = byte.map { $0 == UInt8(ascii: "_") || $0 >= 0x80 || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) } ?? false
            if isWordByte {
                if start == nil { start = index }
            } else if let wordStart = start {
                if names.contains(String(decoding: bytes[wordStart..<index], as: UTF8.self)) { return true }
                start = nil
            }
            guard byte != nil else { return false }
            index = bytes.index(after: index)
        }
    }

    /// What the generated code names from outside the project: a project type of the same name
    /// would hide it (an entity `Result` breaks the mocks' `Result<[E], any Error>`, an entity
    /// `Testing` the expansion of `#expect`).
    static let namesTheGeneratedCodeUses: [String: String] = {
        let swift = ["AnyObject", "CustomStringConvertible", "Equatable", "Error", "Identifiable", "MainActor",
                     "Result", "Sendable", "Set", "String"]
        let modules = ["Observation", "Testing"]
        return Dictionary(uniqueKeysWithValues: swift.map { ($0, "Swift's '\($0)'") } + modules.map { ($0, "the module '\($0)'") })
    }()

    /// The folder of the target a file belongs to, by `fia new`'s layout: `Sources/<Layer>`,
    /// `Sources/FrameworkLayer/<Module>` or `Tests/<Target>`.
    private func target(of path: String) -> String {
        let components = Path.relative(path, to: root).split(separator: "/")
        let depth = components.count > 3 && components[0] == "Sources" && components[1] == "FrameworkLayer" ? 3 : 2
        return components.dropLast().prefix(depth).joined(separator: "/")
    }

    /// `Tests/<Target>` for a test file, `Sources` for every library module's file.
    private func namespace(of path: String) -> String {
        let components = Path.relative(path, to: root).split(separator: "/")
        return components.first == "Tests" && components.count > 2 ? components.prefix(2).joined(separator: "/") : "Sources"
    }

    /// Refuses a new driver whose container property is already declared: the containers'
    /// idempotent edit would keep the other driver's property, and the project would not build.
    /// A container that cannot be read is left to its edit, which names the problem.
    private func checkPropertyIsFree(_ property: String, for driver: TypeName, layout: ProjectLayout) throws {
        let containers = [layout.model.mockContainer, layout.model.container].compactMap { $0 }
        for (path, type) in containers.map({ (layout.path($0.file), $0.name) }) {
            guard let source = try fileSystem.contents(of: path),
                  let properties = try? SwiftDeclarations.storedProperties(ofType: type, in: source) else { continue }
            if properties.contains(where: { $0.name == property }) {
                throw FeatureError.propertyTaken(driver: driver.value, property: property, container: type)
            }
        }
    }

    /// A one-element blueprint from `snippets/`, without its trailing newline.
    private func snippet(_ name: String, _ catalog: BlueprintCatalog, _ context: [String: TemplateValue]) throws -> String {
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
