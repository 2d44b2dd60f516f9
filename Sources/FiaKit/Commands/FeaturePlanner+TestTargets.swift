/// `add feature`'s test targets: the ones the new tests go into are created when missing and given
/// the dependencies their files import; new (and re-wired) ones join the plans (and the Production
/// app's scheme in an XcodeGen spec that lists its test targets, as fia wrote them before test plans).
extension FeaturePlanner {
    func wireTestTargets(
        of plan: FilePlan, placement: FeaturePlacement, module: (name: String, folder: String, isNew: Bool), wiresDriver: Bool,
        snapshot: ProjectSnapshot, layout: ProjectLayout, catalog: BlueprintCatalog, context: [String: TemplateValue],
        editor: inout ProjectEditor
    ) throws {
        var wiredTestTargets: [String] = []
        // Test targets: create the missing ones, and let each depend on what its new files import.
        for (target, files) in placement.testTargets(of: plan, in: snapshot) {
            let imports = Set(files.flatMap { (try? ImportScanner.scan($0.contents).imports.map(\.module)) ?? [] })
            // The package's modules it imports, in manifest order (the new module last), without
            // a list of every module made first.
            var needed: [String] = []
            if !imports.isEmpty {
                // By position: no target of a big manifest is copied to be looked at.
                let targets = snapshot.manifest.targets
                for index in targets.indices where targets[index].kind != .test && imports.contains(targets[index].name) {
                    needed.append(targets[index].name)
                }
                if module.isNew && imports.contains(module.name) { needed.append(module.name) }
                if let feature = placement.feature, feature.isNew, imports.contains(feature.name) { needed.append(feature.name) }
            }
            // The test target as the manifest has it, looked up once.
            let existing = snapshot.manifest.target(named: target.name)
            let declared = Set(existing?.dependencies.map(\.name) ?? [])
            let exists = existing != nil
            guard !exists || !needed.allSatisfy(declared.contains) else { continue }
            try editor.edit(layout.manifest) { source in
                var edited = source
                if !exists {
                    var declaration = ".testTarget(\n    name: \"\(target.name)\",\n    dependencies: [\(needed.map { "\"\($0)\"" }.joined(separator: ", "))]"
                    declaration += target.folder == "Tests/\(target.name)" ? "\n)" : ",\n    path: \"\(target.folder)\"\n)"
                    if module.isNew && target.name == "\(module.name)Tests" && target.folder == "Tests/\(target.name)" {
                        declaration = try snippet("framework-test-target", catalog, context)
                            .replacing("\"DomainLayer\"", with: "\"\(layout.layers.domain)\"")
                    }
                    edited = try ManifestEditor.addTarget(named: target.name, declaration: declaration, to: edited, scans: manifestScans, manifest: snapshot.manifest)
                } else {
                    for dependency in needed {
                        edited = try ManifestEditor.addDependency(
                            dependency, toTarget: target.name, in: edited, scans: manifestScans, manifest: snapshot.manifest)
                    }
                }
                return edited
            }
            if !exists { wiredTestTargets.append(target.name) }
        }
        // A driver module's own test target is re-wired on every run (the edits are idempotent: this
        // repairs what is missing), like the module itself.
        let driverTests = placement.driverTests.name
        if wiresDriver, module.isNew || layout.layers.frameworkLayer == nil,
           driverTests == "\(module.name)Tests", snapshot.manifest.target(named: driverTests) != nil {
            wiredTestTargets.append(driverTests)
        }
        // The Production app's scheme runs every test target; a spec without that list (its schemes
        // use the test plans) is left alone.
        if !wiredTestTargets.isEmpty, fileSystem.exists(layout.xcodeGenSpec) {
            try editor.edit(layout.xcodeGenSpec) { source in
                wiredTestTargets.reduce(source) { text, target in
                    XcodeGenSpecEditor.addPackageTestTarget(target, toScheme: "ProductionApp", in: text) ?? text
                }
            }
        }
        // UnitTests and the Production app's plan (what its scheme tests) run every test target; a
        // feature module's tests also run with the presenters' and in the Development app's plan.
        let featureTests = placement.feature.map(\.tests.name)
        for name in ["UnitTests", "DriverTests", "ProductionApp", "PresenterTests", "DevelopmentApp"] where !wiredTestTargets.isEmpty {
            let added = switch name {
            case "DriverTests": wiredTestTargets.filter { $0.hasSuffix("FrameworkTests") || $0 == "\(module.name)Tests" }
            case "PresenterTests", "DevelopmentApp": wiredTestTargets.filter { $0 == featureTests }
            default: wiredTestTargets
            }
            // Only the feature modules' plans below may have nothing to gain; the others are always edited.
            guard !added.isEmpty || !["PresenterTests", "DevelopmentApp"].contains(name) else { continue }
            // A plan fia found but could not read would be left incomplete: refused, not skipped.
            if let unreadable = snapshot.unreadableFiles.first(where: { !$0.wasRead && Path.lastComponent($0.path) == "\(name).xctestplan" }) {
                throw FeatureError.cannotRead(unreadable.path, reason: unreadable.reason)
            }
            guard let plan = snapshot.testPlan(named: name), !plan.path.hasPrefix("../") else { continue }
            // The package as the schemes running the plan reach it (`container:..` from App/'s project).
            let container = snapshot.packageContainerPath(forPlan: plan.path)
            // The plan as the loader read and walked it: the first target is added to that walk.
            try editor.edit(layout.path(plan.path), read: plan.read.text) { source, isRead in
                var walked = isRead ? plan.read.walked : nil
                return try added.reduce(source) { text, target in
                    defer { walked = nil }
                    return try TestPlanEditor.addTestTarget(
                        target, container: container, to: text, walked: walked?.get() ?? TestPlan.walk(text))
                }
            }
        }
    }
}
