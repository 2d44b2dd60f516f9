/// What `rename feature <Old> <New>` renames, decided from the project before anything is planned.
///
/// Always the feature's own parts: `<Old>Presenter`, `<Old>PresenterDependency`, `<Old>View`, their
/// tests, the feature's folder, its `AppScreen` case, and any type declared in those files whose name
/// starts with `<Old>`. The driver `<Old>` (protocol, provider, driver, mock, framework module and
/// its tests, container properties) only when it is the feature's own: the feature uses it and no
/// other file does (another feature, a use case). The entity `<Old>` only when its driver is renamed
/// and nothing else uses it. A kept driver or entity is named in `kept`, with why.
struct FeatureRenameScope {
    let old: TypeName
    let new: TypeName
    /// Renamed names in every Swift file (code tokens) and, for the compound ones, in strings,
    /// comments and the non-Swift files fia owns.
    private(set) var renaming = NameRenaming()
    /// Package-relative paths of the files that are the renamed parts' own: moved, and renamed
    /// throughout (comments and strings follow the bare name, e.g. the screen title).
    private(set) var ownedFiles: [String] = []
    /// Renamed package targets: old name → new name.
    private(set) var targets: [String: String] = [:]
    /// Each renamed type, property or case: old → new, for the report and the collision checks.
    private(set) var names: [(old: String, new: String)] = []
    /// What is deliberately kept, one sentence each.
    private(set) var kept: [String] = []
    /// Which of every name the rename could touch, old or new, each Swift file uses: one pass over
    /// the project's files for the decisions below, the collision checks and the renaming.
    let uses: NameUses

    /// The scope of renaming the feature `old` in `layout`'s project; throws when it has no such feature.
    init(renaming old: TypeName, to new: TypeName, layout: ProjectLayout, fileSystem: any FileSystem) throws {
        self.old = old
        self.new = new
        let model = layout.model
        guard let dependency = model.presenterDependencies.first(where: { $0.name == "\(old)PresenterDependency" }) else {
            throw FeatureRenameError.unknownFeature(old.value, known: model.presenterDependencies.map { String($0.name.dropLast("PresenterDependency".count)) })
        }
        let parts = FeatureRenameParts(old: old, layout: layout, fileSystem: fileSystem)
        // The feature's own module (the feature-module layout) and its test target are renamed with it.
        let module = FeatureModule.declaring(dependency.file, in: layout)
        let moduleTargets = [module?.name, module?.testTarget].compactMap { $0 }
        for target in moduleTargets { targets[target] = Self.derive(target, from: old.value, to: new.value) }
        let feature = try parts.feature(dependency: dependency, module: module)
        let found = try parts.driver()
        // Every name a decision, a collision check or the renaming can ask about, and its new form.
        var touched = feature.types.union(found?.names ?? []).union(found?.modules ?? []).union(moduleTargets).union([old.value])
        // Mockolo names a protocol's mock `<Protocol>Mock` and a property's backing variable
        // `_<property>` (uber/mockolo's `ResolvedEntity.model()`, `VariableModel.underlyingName`):
        // regenerating the mocks from the renamed protocols renames those in its file, so this does.
        let generatedFile = layout.generatedMocks.flatMap { file in layout.snapshot.sources.first { $0.path == file } }
        let generatedMocks = generatedFile.map { Set($0.summary.types.map(\.name)) } ?? []
        touched.formUnion(touched.map { $0 + "Mock" }.filter(generatedMocks.contains))
        if generatedFile != nil { touched.formUnion(touched.filter { $0.first?.isLowercase == true }.map { "_" + $0 }) }
        uses = NameUses(
            touched.union(touched.map { Self.derive($0, from: old.value, to: new.value) })
                .union([CaseConversion.camel(old.value), FeaturePlanner.screenCase(for: new)]),
            in: layout.snapshot.sources)

        // The driver named after the feature, when it is the feature's own: the feature uses it, and
        // nothing but its own files and the containers' wiring does.
        var driver = FeatureRenameParts.Part()
        var driverNames: Set<String> = []
        if let found {
            let wiring = [model.container?.file, model.mockContainer?.file].compactMap { $0 }
            let users = parts.users(of: found.names, besides: Set(feature.files + found.part.files + wiring), uses)
            if !parts.uses(found.names, in: feature.files, uses) {
                kept.append("driver '\(old)': the feature does not use it")
            } else if !users.isEmpty {
                kept.append("driver '\(old)': also used by \(Self.list(users))")
            } else {
                (driver, driverNames) = (found.part, found.names)
                for module in found.modules { targets[module] = new.value + module.dropFirst(old.value.count) }
            }
        }

        // The entity named after it, when its driver is renamed and nothing else uses it.
        var entity: [String] = []
        if let files = parts.entityFiles() {
            // Mockolo's file uses the entity through the mocks it generates from the renamed protocols.
            let users = parts.users(of: [old.value], besides: Set(feature.files + driver.files + files + [layout.generatedMocks].compactMap { $0 }), uses)
            if driverNames.isEmpty {
                kept.append("entity '\(old)': its driver is not renamed")
            } else if !users.isEmpty {
                kept.append("entity '\(old)': also used by \(Self.list(users))")
            } else {
                entity = files
            }
        }

        // The names, the feature's first: a collision is reported on the name the user thinks of.
        for name in feature.types.sorted() + driverNames.subtracting(feature.types).sorted() + targets.keys.sorted() {
            names.append((name, Self.derive(name, from: old.value, to: new.value)))
        }
        if !entity.isEmpty { names.append((old.value, new.value)) }
        if let generatedFile {
            let backing = uses.uses(Set(names.map { "_" + $0.old }), in: generatedFile.path)
            for (name, renamed) in names {
                if generatedMocks.contains(name + "Mock") && !names.contains(where: { $0.old == name + "Mock" }) {
                    names.append((name + "Mock", renamed + "Mock"))
                }
                if backing.contains("_" + name) { names.append(("_" + name, "_" + renamed)) }
            }
        }
        for (name, renamed) in names { renaming.identifiers[name] = renamed }
        renaming.words = renaming.identifiers.filter { $0.key != old.value }
        // The module's folder is named after the feature alone: Package.swift's `path:` follows it.
        for folder in [module?.folder, module?.testFolder].compactMap({ $0 }) where destination(of: folder) != folder {
            renaming.strings[folder] = destination(of: folder)
        }
        renaming.members["AppScreen"] = [CaseConversion.camel(old.value): FeaturePlanner.screenCase(for: new)]
        ownedFiles = Array(Set(feature.files + driver.files + entity)).sorted()
    }

    /// The renaming applied to a file the renamed parts own: the bare name, its lowerCamel form and
    /// the words they start (`WeatherFramework`) follow in comments and strings too, unless a kept
    /// driver or entity has that name (then only a string that is the name alone follows: the
    /// screen title `"Settings"`).
    var ownedRenaming: NameRenaming {
        var owned = renaming
        owned.literals[old.value] = new.value
        if !keepsName {
            owned.words[old.value] = new.value
            owned.words[CaseConversion.camel(old.value)] = CaseConversion.camel(new.value)
            owned.prefixes = [old.value: new.value, CaseConversion.camel(old.value): CaseConversion.camel(new.value)]
        }
        return owned
    }

    /// Whether a driver or entity named like the feature is kept.
    var keepsName: Bool { !kept.isEmpty }

    /// The renaming applied to the scene list (`AppScreen`): its case, as a declaration and in the switch.
    var sceneRenaming: NameRenaming {
        var scene = renaming
        scene.identifiers[CaseConversion.camel(old.value)] = FeaturePlanner.screenCase(for: new)
        return scene
    }

    /// Where an owned file goes: each path component's words renamed (`Settings/SettingsView.swift`).
    func destination(of path: String) -> String {
        var words = renaming.words
        words[old.value] = new.value
        return path.split(separator: "/", omittingEmptySubsequences: false).map { NameRenaming.renameWords(in: String($0), words) }.joined(separator: "/")
    }

    /// Whether `name` is `prefix` followed by a new word (`SettingsRow`; not `Settingsy`, nor `Settings`
    /// itself: the entity is renamed only when it is the feature's own).
    static func isDerived(_ name: String, from prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        return rest.first.map { $0.isUppercase || $0.isNumber || $0 == "_" } ?? false
    }

    /// `name` with `old` replaced by `new`: at the start (`SettingsView`), after a prefix such as
    /// `Mock` (`MockSettingsDriver`), or lowerCamel (`settingsDriver`).
    static func derive(_ name: String, from old: String, to new: String) -> String {
        if name.hasPrefix(old) { return new + name.dropFirst(old.count) }
        let camel = CaseConversion.camel(old)
        if name.hasPrefix(camel) { return CaseConversion.camel(new) + name.dropFirst(camel.count) }
        return name.replacing(old, with: new, maxReplacements: 1)
    }

    private static func list(_ paths: [String]) -> String {
        let shown = paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown
    }
}
