@testable import FiaKit
import Foundation
import Testing

/// `remove feature` and `rename feature` in the feature-module layout (issue #33), on the
/// hand-built two-feature project of `FeatureModuleProject` (Settings uses Profile's driver): the
/// old module leaves no trace in any path or file, in Package.swift as fia's manifest reader
/// reads it, in the plans as JSON reads them, or in the scene enum; a refusal writes nothing.
struct FeatureModuleRemovalTests {
    @discardableResult
    private func run(_ fia: InMemoryFia, _ arguments: String..., status: Int32 = 0) -> (status: Int32, out: String, err: String) {
        let result = fia.run(arguments + ["--project", "Demo"])
        #expect(result.status == status, "\(arguments.joined(separator: " ")): \(result.out)\(result.err)")
        return result
    }

    /// The paths and files of `tree` that name one of `words` (whole or within a word, ignoring case).
    static func traces(of words: [String], in tree: [String: String]) -> [String] {
        tree.compactMap { path, text in
            words.contains { path.lowercased().contains($0.lowercased()) || text.lowercased().contains($0.lowercased()) } ? path : nil
        }.sorted()
    }

    /// Every target's name and every dependency's name of the package, as fia's manifest reader reads it.
    static func manifestNames(_ tree: [String: String]) throws -> Set<String> {
        let manifest = try ManifestReader.read(try #require(tree["Package.swift"]))
        return Set(manifest.targets.flatMap { [$0.name] + $0.dependencies.map(\.name) })
    }

    /// The test targets each plan lists, read as JSON.
    static func planTargets(_ tree: [String: String]) throws -> [String: Set<String>] {
        var plans: [String: Set<String>] = [:]
        for (path, text) in tree where path.hasSuffix(".xctestplan") {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let entries = try #require(json["testTargets"] as? [[String: Any]])
            plans[path] = Set(entries.compactMap { ($0["target"] as? [String: Any])?["name"] as? String })
        }
        return plans
    }

    /// The files of `fia new Demo`.
    static func newProject() throws -> [String: String] {
        let fia = InMemoryFia()
        try #require(fia.run("new", "Demo").status == 0)
        return fia.tree("/work/Demo")
    }

    @Test func theHandBuiltProjectHasBothModules() throws {
        let tree = try FeatureModuleProject.tree()
        let names = try Self.manifestNames(tree)
        #expect(names.isSuperset(of: ["ProfileFeature", "ProfileFeatureTests", "SettingsFeature", "SettingsFeatureTests", "PresentationSupport"]))
        #expect(try Self.planTargets(tree)["TestPlans/UnitTests.xctestplan"]?.isSuperset(of: ["ProfileFeatureTests", "SettingsFeatureTests"]) == true)
        #expect(tree["Sources/Features/Settings/MockSettingsDependency.swift"]?.contains("public let profileDriver = MockProfileDriver()") == true)
    }

    @Test func removingAFeatureWithItsOwnDriverLeavesNoTrace() throws {
        let fia = try FeatureModuleProject.make()
        let result = run(fia, "remove", "feature", "Settings")
        #expect(result.out.contains("    remove  Sources/Features/Settings/MockSettingsDependency.swift\n"), "\(result.out)")
        #expect(result.out.contains("    remove  Tests/SettingsFeatureTests/SettingsPresenterTests.swift\n"), "\(result.out)")
        let tree = fia.tree("/work/Demo")
        // Only where a new project names the word (its README's examples, Xcode's `buildSettings`).
        #expect(Self.traces(of: ["Settings"], in: tree) == Self.traces(of: ["Settings"], in: try Self.newProject()))
        #expect(!fia.fileSystem.exists("/work/Demo/Sources/Features/Settings") && !fia.fileSystem.exists("/work/Demo/Tests/SettingsFeatureTests"))
        let names = try Self.manifestNames(tree)
        #expect(names.isSuperset(of: ["ProfileFeature", "ProfileFeatureTests", "ProfileFramework", "PresentationSupport", "PresentationLayer"]))
        #expect(names.filter { $0.contains("Settings") } == [])
        for (plan, targets) in try Self.planTargets(tree) {
            #expect(targets.filter { $0.contains("Settings") } == [], "\(plan)")
        }
        // The other feature's wiring is untouched.
        let screens = try #require(tree["Sources/PresentationLayer/AppScreen.swift"])
        #expect(screens.contains("import ProfileFeature\n") && screens.contains("    case profile\n") && screens.contains("case .profile:"))
    }

    @Test func removingAFeatureWhoseDriverAnotherUsesKeepsTheDriver() throws {
        let fia = try FeatureModuleProject.make()
        let result = run(fia, "remove", "feature", "Profile")
        #expect(result.out.contains("note: kept the Profile driver: feature 'Settings' uses it"), "\(result.out)")
        let tree = fia.tree("/work/Demo")
        #expect(Self.traces(of: ["ProfileFeature", "ProfilePresenter", "ProfileView", "MockProfileDependency", "Features/Profile", "case profile", "case .profile", "AppScreen.profile"], in: tree) == [])
        let names = try Self.manifestNames(tree)
        #expect(!names.contains("ProfileFeature") && !names.contains("ProfileFeatureTests"))
        #expect(names.isSuperset(of: ["ProfileFramework", "SettingsFeature"]))
        #expect(try Self.planTargets(tree).values.allSatisfy { !$0.contains("ProfileFeatureTests") })
        #expect(tree["Sources/PresentationSupport/Mock/MockProfileDriver.swift"] != nil, "the driver stays, and its mock")
        #expect(!fia.fileSystem.exists("/work/Demo/Sources/Features/Profile") && !fia.fileSystem.exists("/work/Demo/Tests/ProfileFeatureTests"))
    }

    @Test func aDryRunShowsThePlanAndWritesNothing() throws {
        let fia = try FeatureModuleProject.make()
        let before = fia.tree("/work/Demo")
        let result = run(fia, "remove", "feature", "Settings", "--dry-run")
        #expect(result.out.contains("    remove  Sources/Features/Settings/SettingsPresenter.swift\n"), "\(result.out)")
        #expect(result.out.contains("    update  Package.swift\n"), "\(result.out)")
        #expect(fia.tree("/work/Demo") == before)
    }

    @Test func aModuleHoldingAFileFiaDidNotWriteIsRefusedWithNothingWritten() throws {
        let fia = try FeatureModuleProject.make()
        try fia.fileSystem.write([("/work/Demo/Sources/Features/Settings/SettingsRow.swift", "struct SettingsRow {}\n")], deleting: [], journal: nil)
        let before = fia.fileSystem.files
        let result = run(fia, "remove", "feature", "Settings", status: 1)
        #expect(result.err.hasPrefix("error: the feature 'Settings' is not as 'fia add' writes it (the module 'SettingsFeature' holds files fia did not write for it: 'Sources/Features/Settings/SettingsRow.swift'; move or delete them first); nothing was written"), "\(result.err)")
        #expect(fia.fileSystem.files == before)
    }
}
