/// Builds `add feature`'s whole plan in memory: rendered stubs plus every edit to the
/// manifest, test plans and containers. Reads the project; never writes.
struct FeaturePlanner {
    let root: String
    let fileSystem: any FileSystem
    let force: Bool

    func plan(_ feature: FeatureRequest) throws -> FilePlan {
        let layout = ProjectLayout(root: root)
        try layout.checkIsFIAProject(fileSystem)
        let catalog = BlueprintCatalog(overrides: try layout.blueprintOverrides(fileSystem))

        for used in feature.uses where !layout.hasDriver(used, fileSystem) {
            throw FeatureError.unknownDriver(used.value)
        }
        let driverExists = layout.hasDriver(feature.driver, fileSystem)
        if !feature.createsDriver && !driverExists {
            throw FeatureError.unknownDriver(feature.driver.value)
        }
        let entity = try entityName(for: feature, driverExists: driverExists, layout: layout)
        // A new driver is rendered; an existing one is reused and never overwritten, even with
        // --force (it is shared, and likely real code by now). Its wiring is re-applied either way:
        // the edits are idempotent, so this only repairs what is missing.
        let rendersDriver = feature.createsDriver && !driverExists
        let wiresDriver = rendersDriver || (feature.createsDriver && fileSystem.isDirectory(layout.frameworkModule(feature.driver)))
        let views = try rendersView(feature, layout: layout)
        let context: [String: TemplateValue] = [
            "name": .string(feature.name.value),
            "driver": .string(feature.driver.value),
            "entity": .string(entity.value),
            "uses": .list(feature.uses.map { ["name": .string($0.value)] }),
            "views": .bool(views),
        ]

        var plan = FilePlan(root: root)
        if rendersDriver {
            for file in try catalog.render(group: "entity", context: context) {
                let path = Path.join(root, file.path)
                if fileSystem.exists(path) {
                    plan.skip(path)
                } else {
                    try plan.render(file.contents, at: path, force: false, in: fileSystem)
                }
            }
        }
        for file in try catalog.render(group: "driver", context: context) where feature.createsDriver {
            let path = Path.join(root, file.path)
            if rendersDriver {
                try plan.create(file.contents, at: path, force: force, in: fileSystem)
            } else if fileSystem.exists(path) {
                plan.skip(path)
            }
        }
        for file in try catalog.render(group: "feature", context: context) {
            try plan.create(file.contents, at: Path.join(root, file.path), force: force, in: fileSystem)
        }

        try checkNewDeclarations(in: plan, views: views)

        let property = "\(CaseConversion.camel(feature.driver.value))Driver"
        if rendersDriver {
            try checkPropertyIsFree(property, for: feature.driver, layout: layout)
        }
        var editor = ProjectEditor(root: root, fileSystem: fileSystem)
        if wiresDriver {
            let module = "\(feature.driver)Framework"
            try editor.edit(layout.manifest) { source in
                var edited = try ManifestEditor.addTarget(
                    named: module, declaration: try snippet("framework-target", catalog, context), to: source)
                edited = try ManifestEditor.addTarget(
                    named: module + "Tests", declaration: try snippet("framework-test-target", catalog, context), to: edited)
                return try ManifestEditor.addDependency(module, toTarget: "DependencyInjectionLayer", in: edited)
            }
            for testPlan in [layout.unitTestsPlan, layout.driverTestsPlan] {
                try editor.edit(testPlan) { try TestPlanEditor.addTestTarget(module + "Tests", to: $0) }
            }
            // The Production app's scheme runs every test target; a spec without that list is left alone.
            if fileSystem.exists(layout.xcodeGenSpec) {
                try editor.edit(layout.xcodeGenSpec) {
                    XcodeGenSpecEditor.addPackageTestTarget(module + "Tests", toScheme: "ProductionApp", in: $0) ?? $0
                }
            }
            try editor.edit(layout.mockContainer) {
                try SwiftSourceEditor.addMember(
                    try snippet("mock-container-property", catalog, context), declaring: property, toType: "MockDIContainer", in: $0)
            }
            try editor.edit(layout.container) { source in
                let imported = try SwiftSourceEditor.addImport(module, in: source)
                return try SwiftSourceEditor.addMember(
                    try snippet("container-property", catalog, context), declaring: property, toType: "DIContainer", in: imported)
            }
        }
        try editor.edit(layout.containerDependency) {
            try SwiftSourceEditor.addInheritedType(
                "\(feature.name)PresenterDependency", toProtocol: "DIContainerDependency", in: $0)
        }
        if views {
            try addScreen(for: feature, to: &editor, layout: layout, branch: try snippet("scene-branch", catalog, context))
        }
        for (path, edit) in editor.edits {
            plan.edit(path, from: edit.original, to: edit.edited)
        }
        return plan
    }

    /// Refuses rendered files that would declare a type the project already declares: a second
    /// `DomainError` or `LoadState`, an entity named like a presenter, a driver like an entity.
    /// The library modules (`Sources/`) see each other's types along the layers, so they count as one
    /// namespace; each test target (`Tests/<Target>/`) is a namespace of its own. Refuses too a
    /// rendered file named like another Swift file of its target, ignoring case (macOS file
    /// systems do). A file the plan replaces
    /// (`--force`) does not count.
    private func checkNewDeclarations(in plan: FilePlan, views: Bool) throws {
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
                if let hidden = Self.namesTheGeneratedCodeUses[type.name] ?? (views ? Self.namesTheViewsUse[type.name] : nil) {
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
        for (path, type) in [(layout.mockContainer, "MockDIContainer"), (layout.container, "DIContainer")] {
            guard let source = try fileSystem.contents(of: path),
                  let properties = try? SwiftDeclarations.storedProperties(ofType: type, in: source) else { continue }
            if properties.contains(where: { $0.name == property }) {
                throw FeatureError.propertyTaken(driver: driver.value, property: property, container: type)
            }
        }
    }

    /// A one-element blueprint from `snippets/`, without its trailing newline.
    func snippet(_ name: String, _ catalog: BlueprintCatalog, _ context: [String: TemplateValue]) throws -> String {
        var text = try catalog.render("snippets/\(name).swift", context: context)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The entity: `--entity`, the driver name for a new driver, or what an existing driver returns.
    private func entityName(for feature: FeatureRequest, driverExists: Bool, layout: ProjectLayout) throws -> TypeName {
        guard driverExists else { return feature.entity ?? feature.driver }
        let protocolPath = layout.driverProtocol(feature.driver)
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
