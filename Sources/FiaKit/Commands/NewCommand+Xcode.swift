/// `fia new`'s Xcode side: the variables its Xcode blueprints use, and the names and
/// destinations it refuses because Xcode could not tell the project's parts apart.
extension NewCommand {
    /// The apps' targets, and the blueprint variable holding each one's object id.
    static let appTargets = [
        "DevelopmentApp": "developmentAppID", "ProductionApp": "productionAppID",
        "DevelopmentAppUITests": "developmentAppUITestsID", "ProductionAppUITests": "productionAppUITestsID",
    ]

    /// The package's own modules and test targets, each also a scheme in the workspace.
    static func packageTargets(featureModules: Bool) -> [String] {
        let support = featureModules ? [ProjectConfiguration.FeatureModules.defaultSupport] : []
        return ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer"] + support
            + ["DomainLayerTests", "\(support.first ?? "PresentationLayer")Tests", "DependencyInjectionLayerTests"]
    }

    /// Whether the apps are described as an Xcode project (`false`) or an XcodeGen spec, and each
    /// app target's object id: the one XcodeGen gives it, so that the test plans name the same
    /// targets whichever wrote the project, and `--force` rewrites the same bytes.
    var xcodeContext: [String: TemplateValue] {
        var context: [String: TemplateValue] = [
            "xcodegen": .bool(xcodeGen),
            "developmentAppPlanID": .string(StableUUID.make(from: "\(name)/DevelopmentApp")),
            "productionAppPlanID": .string(StableUUID.make(from: "\(name)/ProductionApp")),
        ]
        for (target, variable) in Self.appTargets {
            context[variable] = .string(Self.xcodeGenTargetID(target, project: name.value))
        }
        context["appTargetsInIDOrder"] = .list(Self.appTargetsInIDOrder(project: name.value))
        return context
    }

    /// The app targets in the order of their object ids, which is the order Xcode writes a
    /// section's objects in (so its first save leaves the file alone); the ids depend on the
    /// project's name. Each element says which target it is: `{{ target.developmentApp }}`, …
    static func appTargetsInIDOrder(project: String) -> [[String: TemplateValue]] {
        let flags = appTargets.values.map { String($0.dropLast("ID".count)) }
        return appTargets.sorted { xcodeGenTargetID($0.key, project: project) < xcodeGenTargetID($1.key, project: project) }
            .map { target, variable in
                Dictionary(uniqueKeysWithValues: flags.map { ($0, TemplateValue.bool(variable == $0 + "ID")) })
            }
    }

    /// The id XcodeGen (through tuist's XcodeProj, `ReferenceGenerator` in its Xcode format) gives
    /// the native target `target` of the project `project`: the first 24 hex digits of an MD5.
    static func xcodeGenTargetID(_ target: String, project: String) -> String {
        String(MD5.uppercaseHex("NT_PBXNativeTarget-\(project)-\(target)_1").prefix(24))
    }

    /// Refuses a project name Xcode cannot tell from one of the project's targets: the package's
    /// scheme is named after it, beside a scheme per app and per package module in one workspace
    /// (and macOS file systems ignore case).
    static func refuseXcodeClash(_ name: TypeName, featureModules: Bool = false) throws(UsageError) {
        // Compared without case by ASCII bytes: a project name is ASCII letters and digits (`TypeName`),
        // and Unicode case mapping for a dozen names was a twentieth of `fia new`.
        func sameIgnoringCase(_ lhs: String, _ rhs: String) -> Bool {
            lhs.utf8.count == rhs.utf8.count && zip(lhs.utf8, rhs.utf8).allSatisfy { $0 | 0x20 == $1 | 0x20 && ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A || $0 == $1) }
        }
        guard let clash = (appTargets.keys.sorted() + packageTargets(featureModules: featureModules)).first(where: { sameIgnoringCase($0, name.value) }) else { return }
        throw UsageError(
            "'\(name)' cannot name the project: Xcode would show two schemes named '\(clash)' (the package's and its target's); choose another name",
            command: spec.name
        )
    }

    /// Refuses `--force` into a project whose apps are described the other way: an XcodeGen spec
    /// beside the Xcode project (or the other way round) would be two sources of the same apps.
    func refuseOtherAppForm(in destination: String, shownAs shown: String, fileSystem: any FileSystem) throws {
        let other = xcodeGen
            ? ((try? fileSystem.entries(of: Path.join(destination, "App"))) ?? []).first { $0.hasSuffix(".xcodeproj") }.map { "App/" + $0 }
            : fileSystem.exists(Path.join(destination, ProjectSnapshot.xcodeGenPath)) ? ProjectSnapshot.xcodeGenPath : nil
        if let other { throw NewCommandError.otherAppForm(shown, found: other, xcodeGen: xcodeGen) }
    }
}
