import Foundation
import Testing

/// `fia add feature` on real disk: conflicts, --force, refusals, and byte-identical trees on failure.
struct AddFeatureCommandLineTests {
    /// A fresh `fia new Demo` in a temporary directory.
    private func newProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let result = try Shell.fia(["new", "Demo"], in: directory.path)
        try #require(result.status == 0, "\(result.stderr)")
        return directory
    }

    private func project(_ directory: TemporaryDirectory) -> String { directory.path + "/Demo" }

    @Test func runsFromAnySubdirectory() throws {
        let directory = try newProject()
        let result = try Shell.fia(["add", "feature", "Settings"], in: project(directory) + "/Sources/DomainLayer")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("    create  Sources/PresentationLayer/Settings/SettingsPresenter.swift\n"))
        #expect(result.stdout.contains("    update  Package.swift\n"))
    }

    @Test func runningTheSameFeatureAgainIsAConflictAndChangesNothing() throws {
        let directory = try newProject()
        _ = try Shell.fia(["add", "feature", "Settings"], in: project(directory))
        let before = directory.snapshot()
        let again = try Shell.fia(["add", "feature", "Settings"], in: project(directory))
        #expect(again.status == 1)
        #expect(again.stdout.contains("  conflict  Sources/PresentationLayer/Settings/SettingsPresenter.swift\n"))
        #expect(again.stderr.hasPrefix("error: "))
        #expect(again.stderr.contains("--force"))
        #expect(directory.snapshot() == before)
    }

    @Test func forceRerendersStubsWithoutDuplicatingEntries() throws {
        let directory = try newProject()
        _ = try Shell.fia(["add", "feature", "Settings"], in: project(directory))
        let afterFirst = directory.snapshot()
        let presenter = "Demo/Sources/PresentationLayer/Settings/SettingsPresenter.swift"
        try directory.write("// edited by hand\n", to: presenter)
        let forced = try Shell.fia(["add", "feature", "Settings", "--force"], in: project(directory))
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("    update  Sources/PresentationLayer/Settings/SettingsPresenter.swift\n"))
        #expect(forced.stdout.contains(" identical  Package.swift\n"))
        #expect(directory.snapshot() == afterFirst)
    }

    @Test func dryRunShowsTheManifestDiffAndWritesNothing() throws {
        let directory = try newProject()
        let before = directory.snapshot()
        let result = try Shell.fia(["add", "feature", "Settings", "--dry-run"], in: project(directory))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("+++ b/Package.swift\n"))
        #expect(result.stdout.contains("+            name: \"SettingsFramework\",\n"))
        #expect(result.stdout.contains("dry run: nothing was written"))
        #expect(directory.snapshot() == before)
    }

    @Test(arguments: [
        ("let targets: [Target] = []\n", "    targets: [\n", "    targets: targets + [\n"),
        ("", "    targets: [", "    targets: makeTargets() + ["),
        ("", "        .testTarget(\n            name: \"DomainLayerTests\",", "        #if os(Linux)\n        #endif\n        .testTarget(\n            name: \"DomainLayerTests\","),
    ])
    func refusesAManifestItCannotEditSafely(prefix: String, original: String, replacement: String) throws {
        let directory = try newProject()
        let manifest = try directory.read("Demo/Package.swift")
        try directory.write(manifest.replacingOccurrences(of: original, with: replacement) + prefix, to: "Demo/Package.swift")
        let before = directory.snapshot()
        let result = try Shell.fia(["add", "feature", "Settings"], in: project(directory))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: cannot edit 'Package.swift': "))
        #expect(directory.snapshot() == before)
    }

    @Test func isNotFooledByCommentsAndStrings() throws {
        let directory = try newProject()
        let manifest = try directory.read("Demo/Package.swift")
        let decorated = manifest.replacingOccurrences(of: "let package = Package(", with: """
            // targets: [ .target(name: "DependencyInjectionLayer") ]
            /* a ] b /* nested targets: [ */ ] */
            let note = #"targets: [ "DependencyInjectionLayer" ]"#
            let package = Package(
            """)
        try directory.write(decorated, to: "Demo/Package.swift")
        let result = try Shell.fia(["add", "feature", "Settings"], in: project(directory))
        #expect(result.status == 0, "\(result.stderr)")
        let edited = try directory.read("Demo/Package.swift")
        #expect(edited.hasPrefix(decorated.components(separatedBy: "let package = Package(")[0]))
        #expect(edited.contains("                \"PresentationLayer\",\n                \"SettingsFramework\",\n"))
    }

    @Test func refusesAMalformedTestPlan() throws {
        let directory = try newProject()
        try directory.write("{ \"testTargets\" : [ ", to: "Demo/TestPlans/DriverTests.xctestplan")
        let before = directory.snapshot()
        let result = try Shell.fia(["add", "feature", "Settings"], in: project(directory))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: cannot edit 'TestPlans/DriverTests.xctestplan': "))
        #expect(directory.snapshot() == before)
    }

    @Test func refusesToRunOutsideAProject() throws {
        let directory = try TemporaryDirectory()
        let result = try Shell.fia(["add", "feature", "Settings"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: no Package.swift in "))
        #expect(directory.snapshot().isEmpty)
    }

    @Test func refusesAnUnknownUsedDriver() throws {
        let directory = try newProject()
        let before = directory.snapshot()
        let result = try Shell.fia(["add", "feature", "Profile", "--uses", "Nope"], in: project(directory))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: driver 'Nope' does not exist"))
        #expect(directory.snapshot() == before)
    }

    /// Names refused inside a project, where the reserved-name check reads it: exit 64, tree unchanged.
    @Test func badNamesExit64AndChangeNothing() throws {
        let project = try DemoProject([["add", "feature", "Settings"]])
        let help = "see 'fia help add feature'"
        for name in ["123", "my.feature", "a/b", "caf\u{E9}"] {
            try project.expectRefusal(["add", "feature", name], status: 64, error: "'\(name)' is not a valid feature name", hint: help)
        }
        try project.expectRefusal(["add", "feature", ""], status: 64, error: "the feature name must not be empty", hint: help)
        try project.expectRefusal(["add", "feature", "struct"], status: 64, error: "'struct' is a Swift keyword", hint: help)
        for reserved in ["String", "Date", "UUID"] {
            try project.expectRefusal(["add", "feature", reserved], status: 64, error: "'\(reserved)' cannot name a new type", hint: help)
        }
        try project.expectRefusal(["add", "feature", "Profile", "--uses", "Settings,9"], status: 64, error: "'9' is not a valid driver name", hint: help)
        try project.expectRefusal(["add", "feature", "Profile", "--uses", "Nope"], status: 1,
                                  error: "driver 'Nope' does not exist", hint: "create it with 'fia add driver Nope'")
    }

    /// `--force` twice: the tree stays what the first run wrote, and every entry stays single.
    @Test func forceTwiceDuplicatesNoEntry() throws {
        let project = try DemoProject([["add", "feature", "Settings"]])
        let added = project.snapshot()
        for _ in 1...2 {
            let forced = try project.fia(["add", "feature", "Settings", "--force"])
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(project.changes(since: added) == [])
        }
        #expect(try project.count("\"SettingsFramework\"", in: "Package.swift") == 3)
        #expect(try project.count("\"SettingsFrameworkTests\"", in: "Package.swift") == 1)
        for plan in ["UnitTests", "DriverTests", "ProductionApp"] {
            #expect(try project.count("\"name\" : \"SettingsFrameworkTests\"", in: "TestPlans/\(plan).xctestplan") == 1, "\(plan)")
        }
        #expect(try project.count("let settingsDriver = MockSettingsDriver()", in: "Sources/PresentationLayer/Mock/MockDIContainer.swift") == 1)
        #expect(try project.count("let settingsDriver = SettingsDriver()", in: "Sources/DependencyInjectionLayer/DIContainer.swift") == 1)
        #expect(try project.count("SettingsPresenterDependency", in: "Sources/PresentationLayer/DIContainerDependency.swift") == 1)
        #expect(try project.count("case settings\n", in: "Sources/PresentationLayer/AppScreen.swift") == 1)
        #expect(try project.count("SettingsFramework", in: "App/Demo.xcodeproj/project.pbxproj") == 0, "the Xcode project is never edited")
    }
}
