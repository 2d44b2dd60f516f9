import Foundation
import Testing

#if os(macOS)
private let standInApplies = false
#else
private let standInApplies = true
#endif

/// The hand-written feature-module fixture (`Tests/Fixtures/FeatureModulesApp`, the layout `fia new
/// --feature-modules` writes): it builds, its tests pass and its SwiftUI code typechecks, `fia doctor`
/// passes on it, and a feature importing or depending on another fails doctor naming both.
@Suite(.serialized)
struct FeatureModulesFixtureTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FeatureModulesApp").path

    /// A copy of the fixture, as `Demo`.
    private func copy() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory.path + "/Demo")
        try? FileManager.default.removeItem(atPath: directory.path + "/Demo/.build")
        return (directory, directory.path + "/Demo")
    }

    private func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in '\(path)'")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func theFixtureBuildsAndPassesItsTests() throws {
        let (directory, package) = try copy()
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        #expect(!build.stdout.contains("warning:") && !build.stderr.contains("warning:"), "\(build.stdout)\(build.stderr)")
        let (test, ran) = try Shell.swiftTest(in: package)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let declared = Shell.declaredTests(in: package)
        #expect(declared > 0 && ran == declared, "swift test ran \(ran.map(String.init) ?? "no") of \(declared) tests")
        withExtendedLifetime(directory) {}
    }

    /// The views, previews and the scene enum against the SwiftUI stand-in, module by module.
    @Test(.enabled(if: standInApplies, "macOS has the real SwiftUI; build the apps with Xcode there"))
    func theSwiftUICodeTypechecks() throws {
        let (directory, package) = try copy()
        let result = try SwiftUITypecheck(project: package).run(modules: [
            ("DomainLayer", "Sources/DomainLayer"), ("PresentationSupport", "Sources/PresentationSupport"),
            ("ProfileFeature", "Sources/Features/Profile"), ("SettingsFeature", "Sources/Features/Settings"),
            ("PresentationLayer", "Sources/PresentationLayer"),
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        withExtendedLifetime(directory) {}
    }

    @Test func doctorPassesAndAFeatureReachingAnotherFailsNamingBoth() throws {
        let (directory, package) = try copy()
        let clean = try Shell.fia(["doctor", "--strict"], in: package)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.contains("doctor: 0 errors, 0 warnings"), "\(clean.stdout)")

        // An import between features.
        let presenter = package + "/Sources/Features/Profile/ProfilePresenter.swift"
        try edit(presenter, replacing: "import PresentationSupport\n", with: "import PresentationSupport\nimport SettingsFeature\n")
        let imported = try Shell.fia(["doctor"], in: package)
        #expect(imported.status == 1)
        #expect(imported.stdout.contains(
            "✗ Sources/Features/Profile/ProfilePresenter.swift:3: 'ProfileFeature' imports 'SettingsFeature', but a feature module never depends on another feature module [imports.cross-layer]"
        ), "\(imported.stdout)")
        #expect(imported.stdout.contains("doctor: 1 error, 0 warnings"), "\(imported.stdout)")
        try edit(presenter, replacing: "import SettingsFeature\n", with: "")

        // A manifest dependency between features.
        try edit(package + "/Package.swift",
                 replacing: "name: \"ProfileFeature\",\n            dependencies: [\"DomainLayer\", \"PresentationSupport\"]",
                 with: "name: \"ProfileFeature\",\n            dependencies: [\"DomainLayer\", \"PresentationSupport\", \"SettingsFeature\"]")
        let depending = try Shell.fia(["doctor"], in: package)
        #expect(depending.status == 1)
        #expect(depending.stdout.contains(
            "'ProfileFeature' depends on 'SettingsFeature', but a feature module never depends on another feature module [dependencies.direction]"
        ), "\(depending.stdout)")
        #expect(depending.stdout.contains("doctor: 1 error, 0 warnings"), "\(depending.stdout)")
        withExtendedLifetime(directory) {}
    }
}
