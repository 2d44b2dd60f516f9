import Foundation
import Testing

/// Readers fia did not write accept every Xcode file `fia new` writes, fresh and after adds,
/// removes and renames, in both forms (see `XcodeReaders`); and they reject each kind of breakage,
/// so their acceptance means something.
@Suite(.requires(.openstepPlist), .requires(.pbxproj), .requires(.yaml), .requires(.checkJSONSchema))
struct XcodeReadersTests {
    /// What the readers must have examined in a project of each form: a check that read nothing
    /// would pass anything.
    private static let examined: [Bool: [String: Int]] = [
        // The Xcode project: its 4 targets, the package's scheme and both apps', 5 plans; every plan
        // entry resolved from its scheme's container (a fresh project's plans hold 17, the
        // variable-expansion targets included: 3 + 2 + 3 package entries, 2 + 2 + 1 + 1 + 3 app ones).
        false: ["pbxproj": 1, "targets": 4, "schemes": 3, "buildables": 9, "planReferences": 5, "plans": 5, "specs": 0, "workspaces": 1, "workflows": 1],
        // XcodeGen writes the project later: the package's scheme, the spec's two schemes, the plans,
        // workspace and workflow.
        true: ["pbxproj": 0, "schemes": 1, "planReferences": 3, "plans": 5, "specs": 1, "workspaces": 1, "workflows": 1],
    ]

    private func expectAccepted(_ project: String, xcodeGen: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try XcodeReaders.check(project)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
        let counts = Dictionary(uniqueKeysWithValues: (result.stdout.split(separator: "\n").first ?? "").split(separator: " ").compactMap { pair in
            pair.split(separator: "=").count == 2 ? (String(pair.split(separator: "=")[0]), Int(pair.split(separator: "=")[1]) ?? -1) : nil
        })
        for (key, count) in Self.examined[xcodeGen] ?? [:] {
            #expect(counts[key] == count, "\(key): \(result.stdout)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        [], ["--no-views"], ["--xcodegen"], ["--xcodegen", "--no-views"], ["--bundle-id-prefix", "org.my-team"],
        ["--feature-modules"], ["--feature-modules", "--xcodegen", "--no-views"],
    ])
    func aFreshProjectIsAccepted(options: [String]) throws {
        let directory = try TemporaryDirectory()
        let created = try Shell.fia(["new", "Demo"] + options, in: directory.path)
        #expect(created.status == 0, "\(created.stderr)")
        try expectAccepted(directory.path + "/Demo", xcodeGen: options.contains("--xcodegen"))
    }

    @Test(arguments: [false, true])
    func aProjectIsAcceptedAfterAddsRemovesAndRenames(xcodeGen: Bool) throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"] + (xcodeGen ? ["--xcodegen"] : []), in: directory.path).status == 0)
        let project = directory.path + "/Demo"
        let before = TreeSnapshot(project)
        for arguments in [
            ["add", "feature", "Settings"],
            ["add", "feature", "Profile", "--uses", "Settings"],
            ["add", "driver", "Analytics", "--no-entity"],
            ["add", "usecase", "Checkout", "--uses", "Settings,Analytics"],
            ["add", "feature", "Cart", "--usecase", "Checkout"],
            ["add", "feature", "Legacy"],
            ["remove", "feature", "Profile"],
            ["rename", "feature", "Legacy", "Archive"],
        ] {
            let result = try Shell.fia(arguments, in: project)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        try expectAccepted(project, xcodeGen: xcodeGen)
        let doctor = try Shell.fia(["doctor"], in: project)
        #expect(doctor.status == 0, "\(doctor.stdout)")
        let graph = try Shell.fia(["graph", "--features"], in: project)
        #expect(graph.status == 0 && graph.stdout.contains("driver_ArchiveDriver -. implemented by .-> ArchiveFramework"), "\(graph.stdout)\(graph.stderr)")
        // No command touched the Xcode side: the apps' schemes run the plans fia keeps complete.
        let after = TreeSnapshot(project)
        // Every such path of either tree: one a command deleted is missing from `after`, one it created from `before`.
        let paths = Set(before.entries.keys).union(after.entries.keys)
        #expect(paths.contains { $0.hasPrefix("App/") } && paths.contains { $0.hasSuffix(".xcworkspace/contents.xcworkspacedata") })
        for path in paths.sorted() where path.hasPrefix("App/") || path.hasSuffix(".xcworkspace/contents.xcworkspacedata") {
            #expect(after.entries[path] == before.entries[path], "\(path) changed, was created or was deleted")
        }
        let plan = try directory.read("Demo/TestPlans/ProductionApp.xctestplan")
        for target in ["SettingsFrameworkTests", "AnalyticsFrameworkTests", "ArchiveFrameworkTests"] {
            #expect(plan.contains("\"name\" : \"\(target)\""), "\(target) is not in the Production app's plan")
        }
        #expect(!plan.contains("Legacy") && !plan.contains("Profile"))
    }

    /// The feature-module layout after adds: each feature's test target in the plans resolves from
    /// its plan's schemes, in both forms, and no command touched the Xcode side.
    @Test(arguments: [false, true])
    func aFeatureModulesProjectIsAccepted(xcodeGen: Bool) throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo", "--feature-modules"] + (xcodeGen ? ["--xcodegen"] : []), in: directory.path).status == 0)
        let project = directory.path + "/Demo"
        let before = TreeSnapshot(project)
        for arguments in [
            ["add", "feature", "Settings"],
            ["add", "feature", "Profile", "--uses", "Settings"],
            ["add", "usecase", "Checkout", "--uses", "Settings"],
            ["add", "feature", "Cart", "--usecase", "Checkout"],
        ] {
            let result = try Shell.fia(arguments, in: project)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        try expectAccepted(project, xcodeGen: xcodeGen)
        let after = TreeSnapshot(project)
        for path in Set(before.entries.keys).union(after.entries.keys).sorted() where path.hasPrefix("App/") {
            #expect(after.entries[path] == before.entries[path], "\(path) changed, was created or was deleted")
        }
        for plan in ["UnitTests", "PresenterTests", "DevelopmentApp", "ProductionApp"] {
            let text = try directory.read("Demo/TestPlans/\(plan).xctestplan")
            for feature in ["Settings", "Profile", "Cart"] {
                #expect(text.contains("\"name\" : \"\(feature)FeatureTests\""), "\(plan) lacks \(feature)FeatureTests")
            }
        }
    }

    /// One breakage each (at the first occurrence of the text), planted in a fresh project: the
    /// readers must reject it, naming it.
    @Test(arguments: [
        ("App/Demo.xcodeproj/project.pbxproj", "productRef = F1A000000000000000000110", "productRef = F1A0000000000000000000FF",
         "refers to 'F1A0000000000000000000FF', which is no object"),
        ("App/Demo.xcodeproj/project.pbxproj", "\t\t\t\tF1A000000000000000000102 /* Release */,\n", "",
         "target 'DevelopmentApp''s configuration list has ['Debug'], not Debug and Release"),
        ("App/Demo.xcodeproj/project.pbxproj", "path = UITests;", "path = UITest;",
         "synchronizes 'UITest', which is no folder beside the project"),
        ("App/Demo.xcodeproj/project.pbxproj", "relativePath = ..;", "relativePath = ../..;",
         "'DevelopmentApp' links 'DomainLayer' from no local package holding Package.swift"),
        ("App/Demo.xcodeproj/project.pbxproj", "\t\t\t\tF1A000000000000000000111 /* PresentationLayer */,\n\t\t\t);\n\t\t\tproductName = DevelopmentApp;",
         "\t\t\t\tF1A000000000000000000111 /* PresentationLayer */,\n\t\t\t\tF1A000000000000000000212 /* DependencyInjectionLayer */,\n\t\t\t);\n\t\t\tproductName = DevelopmentApp;",
         "the Development app 'DevelopmentApp' links ['DependencyInjectionLayer']"),
        ("App/Demo.xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme", "BlueprintName = \"DevelopmentApp\"", "BlueprintName = \"DevelopmentAp\"",
         "BuildableReference 'DevelopmentAp' (98DD288C2F3878542E0C1318) is no target of 'container:Demo.xcodeproj'"),
        ("App/Demo.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme", "TestPlans/ProductionApp.xctestplan", "TestPlans/Production.xctestplan",
         "TestPlanReference 'container:../TestPlans/Production.xctestplan' names no plan"),
        ("TestPlans/DevelopmentApp.xctestplan", "\"identifier\" : \"896E47A64BC1A4965FBCE03D\"", "\"identifier\" : \"896E47A64BC1A4965FBCE03E\"",
         "'DevelopmentAppUITests' (896E47A64BC1A4965FBCE03E): 'container:Demo.xcodeproj' from App/Demo.xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme is 'App/Demo.xcodeproj', which has no such target"),
        ("TestPlans/ProductionApp.xctestplan", "\"name\" : \"DomainLayerTests\"", "\"name\" : \"DomainTests\"",
         "'DomainTests': 'container:..' from App/Demo.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme is '.', where it is no test target of the package"),
        // Paths from the wrong folder, as the previous fia wrote them: from the workspace's folder,
        // where Xcode reads them from App/ (the folder of the project whose scheme runs the plan).
        ("TestPlans/DevelopmentApp.xctestplan", "\"containerPath\" : \"container:..\"", "\"containerPath\" : \"container:\"",
         "'DomainLayerTests' (DomainLayerTests): 'container:' from App/Demo.xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme is 'App/Demo.xcodeproj', which has no such target"),
        ("TestPlans/ProductionApp.xctestplan", "\"containerPath\" : \"container:Demo.xcodeproj\"", "\"containerPath\" : \"container:App\\/Demo.xcodeproj\"",
         "'ProductionApp': 'container:App/Demo.xcodeproj' from App/Demo.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme is 'App/App/Demo.xcodeproj', which is no Xcode project"),
        // A target id from another project's target (the Production app's UI tests).
        ("TestPlans/DevelopmentApp.xctestplan", "\"identifier\" : \"896E47A64BC1A4965FBCE03D\"", "\"identifier\" : \"D8A96D1CFFBAB5AAF3D16194\"",
         "'DevelopmentAppUITests' (D8A96D1CFFBAB5AAF3D16194): 'container:Demo.xcodeproj' from App/Demo.xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme is 'App/Demo.xcodeproj', which has no such target"),
        ("Demo.xcworkspace/contents.xcworkspacedata", "group:App/Demo.xcodeproj", "group:App/Dem.xcodeproj",
         "'group:App/Dem.xcodeproj' is neither a package nor an Xcode project"),
        (".github/workflows/ci.yml", "    runs-on: macos-26\n", "    runs_on: macos-26\n", "not a valid GitHub workflow"),
    ])
    func aBreakageIsRejected(file: String, original: String, broken: String, error: String) throws {
        try expectRejected(file: file, original: original, broken: broken, error: error)
    }

    /// The same for the XcodeGen form, whose project XcodeGen writes later: the readers resolve the
    /// plans' entries against the targets the spec declares, by the ids XcodeGen gives them.
    @Test(arguments: [
        ("TestPlans/DevelopmentApp.xctestplan", "\"identifier\" : \"896E47A64BC1A4965FBCE03D\"", "\"identifier\" : \"D8A96D1CFFBAB5AAF3D16194\"",
         "'DevelopmentAppUITests' (D8A96D1CFFBAB5AAF3D16194): 'container:Demo.xcodeproj' from App/project.yml is 'App/Demo.xcodeproj', which has no such target"),
        ("TestPlans/ProductionApp.xctestplan", "\"containerPath\" : \"container:..\"", "\"containerPath\" : \"container:\"",
         "'DomainLayerTests' (DomainLayerTests): 'container:' from App/project.yml is 'App/Demo.xcodeproj', which has no such target"),
        ("App/project.yml", "../TestPlans/DevelopmentApp.xctestplan", "TestPlans/DevelopmentApp.xctestplan",
         "runs the plan 'TestPlans/DevelopmentApp.xctestplan', which does not exist"),
    ])
    func anXcodeGenBreakageIsRejected(file: String, original: String, broken: String, error: String) throws {
        try expectRejected(file: file, original: original, broken: broken, error: error, options: ["--xcodegen"])
    }

    /// The readers' rule for XcodeGen's target ids gives the ids XcodeGen 2.45.4 wrote
    /// (shared/reference, beside the repository, where a checkout has it).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: XcodeReadersTests.xcodeGenReference),
                   "needs shared/reference/xcodegen-2.45.4 beside the repository (CI and the developers' machines have it)"))
    func theXcodeGenTargetIDRuleIsXcodeGens() throws {
        let result = try XcodeReaders.run(["--xcodegen-ids", Self.xcodeGenReference, "Demo"], in: NSTemporaryDirectory())
        #expect(result.status == 0 && result.stdout.hasPrefix("targets=4"), "\(result.stdout)\(result.stderr)")
    }

    static let xcodeGenReference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/reference/xcodegen-2.45.4/Demo.xcodeproj/project.pbxproj").standardized.path

    private func expectRejected(file: String, original: String, broken: String, error: String, options: [String] = []) throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"] + options, in: directory.path).status == 0)
        var text = try directory.read("Demo/" + file)
        let range = try #require(text.range(of: original), "no '\(original)' in \(file)")
        text.replaceSubrange(range, with: broken)
        try directory.write(text, to: "Demo/" + file)
        let result = try XcodeReaders.check(directory.path + "/Demo")
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: \(file): ") && result.stdout.contains(error), "\(result.stdout)\(result.stderr)")
    }
}
