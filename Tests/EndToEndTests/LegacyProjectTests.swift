import Foundation
import Testing

/// Projects made by fia before it wrote the Xcode side keep working: their apps are only
/// `App/project.yml` (`Tests/Fixtures/LegacyXcodeGen/project.yml`, as that fia rendered it for
/// Demo), whose Production scheme lists the package's test targets, with no workspace, UI tests,
/// app test plans or workflow. Doctor reads them, `add` still adds a new driver's tests to that
/// scheme, `rename` renames them there, `remove` takes them out again, and `graph` draws the package.
struct LegacyProjectTests {
    static let legacySpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/LegacyXcodeGen/project.yml").path

    /// `fia new Demo --xcodegen` less what the old fia did not write, with the old spec.
    private func legacyProject(in directory: TemporaryDirectory) throws -> String {
        #expect(try Shell.fia(["new", "Demo", "--xcodegen"], in: directory.path).status == 0)
        let project = directory.path + "/Demo"
        for path in ["Demo.xcworkspace", "App/UITests", "TestPlans/DevelopmentApp.xctestplan", "TestPlans/ProductionApp.xctestplan", ".github"] {
            try FileManager.default.removeItem(atPath: project + "/" + path)
        }
        try FileManager.default.removeItem(atPath: project + "/App/project.yml")
        try FileManager.default.copyItem(atPath: Self.legacySpec, toPath: project + "/App/project.yml")
        return project
    }

    @Test func doctorAddRenameRemoveAndGraphWorkOnALegacyProject() throws {
        let directory = try TemporaryDirectory()
        let project = try legacyProject(in: directory)
        let spec = try directory.read("Demo/App/project.yml")

        let doctor = try Shell.fia(["doctor", "--verbose"], in: project)
        #expect(doctor.status == 0, "\(doctor.stdout)")
        #expect(doctor.stdout.contains("  app 'DevelopmentApp' (App/project.yml): Development (by its name); links 'DomainLayer', 'PresentationLayer'"))
        #expect(doctor.stdout.contains("  ✓ The apps link only products the package declares\n"))

        let add = try Shell.fia(["add", "feature", "Settings"], in: project)
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains(" update  App/project.yml\n"))
        let added = try directory.read("Demo/App/project.yml")
        #expect(added == spec.replacingOccurrences(
            of: "        - package: \"Demo/DependencyInjectionLayerTests\"\n",
            with: "        - package: \"Demo/DependencyInjectionLayerTests\"\n        - package: \"Demo/SettingsFrameworkTests\"\n"))
        #expect(try Shell.fia(["doctor"], in: project).status == 0)

        let rename = try Shell.fia(["rename", "feature", "Settings", "Preferences"], in: project)
        #expect(rename.status == 0, "\(rename.stderr)")
        #expect(try directory.read("Demo/App/project.yml") == added.replacingOccurrences(of: "SettingsFrameworkTests", with: "PreferencesFrameworkTests"))

        let graph = try Shell.fia(["graph"], in: project)
        #expect(graph.status == 0 && graph.stdout.contains("PreferencesFramework --> DomainLayer"), "\(graph.stdout)\(graph.stderr)")

        let remove = try Shell.fia(["remove", "feature", "Preferences"], in: project)
        #expect(remove.status == 0, "\(remove.stderr)")
        #expect(try directory.read("Demo/App/project.yml") == spec)
    }
}
