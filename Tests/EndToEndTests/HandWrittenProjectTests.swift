import Foundation
import Testing

/// fia on FIA projects written by hand (`Tests/Fixtures`), run as a user would: the built binary
/// at the repository's root (where the workspace is) and inside the package.
@Suite(.serialized)
struct HandWrittenProjectTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    /// A fixture's repository, copied into a fresh temporary directory.
    private func copy(_ fixture: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let target = directory.path + "/" + fixture
        try FileManager.default.copyItem(atPath: Self.fixtures + "/" + fixture, toPath: target)
        try? FileManager.default.removeItem(atPath: target + "/" + Self.package(of: fixture) + "/.build")
        return directory
    }

    static func package(of fixture: String) -> String {
        fixture == "ReadmeStyle" ? "FIASamplePackage" : "LicenseKit"
    }

    @Test(arguments: ["ReadmeStyle", "PracticalStyle"])
    func doctorPassesFromTheRootAndFromThePackage(fixture: String) throws {
        let directory = try copy(fixture)
        let root = directory.path + "/" + fixture
        for folder in [root, root + "/" + Self.package(of: fixture)] {
            let doctor = try Shell.fia(["doctor"], in: folder)
            #expect(doctor.status == 0, "\(folder):\n\(doctor.stdout)\(doctor.stderr)")
            #expect(doctor.stdout.contains("doctor: 0 errors, 0 warnings"), "\(doctor.stdout)")
        }
        let verbose = try Shell.fia(["doctor", "--verbose"], in: root)
        #expect(verbose.stdout.contains("Discovered"))
    }

    @Test func fromTheRootDoctorNamesAppFilesFromTheRoot() throws {
        let directory = try copy("ReadmeStyle")
        let file = "ReadmeStyle/Development/Development/ContentView.swift"
        try directory.write(try directory.read(file).replacingOccurrences(of: "import DomainLayer", with: "import DependencyInjectionLayer"), to: file)
        let doctor = try Shell.fia(["doctor"], in: directory.path + "/ReadmeStyle")
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("✗ Development/Development/ContentView.swift:1: the Development app's sources import 'DependencyInjectionLayer'"), "\(doctor.stdout)")
    }

    @Test func addFeatureOnTheReadmeProjectBuildsTestsAndPassesDoctor() throws {
        let directory = try copy("ReadmeStyle")
        let root = directory.path + "/ReadmeStyle"
        let package = root + "/FIASamplePackage"
        let add = try Shell.fia(["add", "feature", "Foo"], in: root)
        #expect(add.status == 0, "\(add.stdout)\(add.stderr)")
        // The driver joins the existing single framework-layer target: no new module, nothing overlapping.
        #expect(add.stdout.contains("create  Sources/FrameworkLayer/FooDriver.swift"))
        #expect(add.stdout.contains("create  Sources/PresentationLayer/LoadState.swift"))
        #expect(add.stdout.contains("create  Tests/FIASamplePackageTests/FooPresenterTests.swift"))
        #expect(try Shell.run("swift", ["package", "describe"], in: package).status == 0)
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let (test, ran) = try Shell.swiftTest(in: package)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let declared = Shell.declaredTests(in: package)
        #expect(declared > 0 && ran == declared, "swift test ran \(ran.map(String.init) ?? "no") tests of the \(declared) the package declares:\n\(test.stdout)\n\(test.stderr)")
        let doctor = try Shell.fia(["doctor"], in: root)
        #expect(doctor.status == 0, "\(doctor.stdout)")
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var fixture: String
        var config: String?
        var arguments: [String]
        /// Whether fia should add the feature (else refuse).
        var succeeds: Bool
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "readme: a new feature", fixture: "ReadmeStyle", arguments: ["add", "feature", "Foo"], succeeds: true),
        Scenario(name: "readme: a presenter on an existing driver", fixture: "ReadmeStyle", arguments: ["add", "feature", "Catalog", "--no-driver", "--uses", "License"], succeeds: true),
        Scenario(
            name: "readme: tests into a configured new test target", fixture: "ReadmeStyle",
            config: #"{"testTargets": {"presentation": "PresenterTests"}}"#, arguments: ["add", "feature", "Foo"], succeeds: true),
        Scenario(
            name: "readme: drivers configured into the DI layer (a cycle)", fixture: "ReadmeStyle",
            config: #"{"frameworkLayer": "DependencyInjectionLayer"}"#, arguments: ["add", "feature", "Foo"], succeeds: false),
        // A new driver module needs a target in a manifest built in code: refused.
        Scenario(name: "practical: a new driver in a manifest built in code", fixture: "PracticalStyle", arguments: ["add", "feature", "Foo"], succeeds: false),
        // On Mockolo's generated container: the presenter's files and the composition protocol only.
        Scenario(name: "practical: a presenter on an existing driver", fixture: "PracticalStyle", arguments: ["add", "feature", "Catalog", "--no-driver", "--uses", "License"], succeeds: true),
    ]

    /// Success is printed only for a package SwiftPM loads; a refusal leaves every byte as it was.
    @Test(arguments: scenarios)
    func neverReportsSuccessForAPackageThatDoesNotLoad(_ scenario: Scenario) throws {
        let directory = try copy(scenario.fixture)
        let package = directory.path + "/" + scenario.fixture + "/" + Self.package(of: scenario.fixture)
        if let config = scenario.config {
            try FileManager.default.createDirectory(atPath: package + "/.fia", withIntermediateDirectories: true)
            try config.write(toFile: package + "/.fia/config.json", atomically: true, encoding: .utf8)
        }
        let before = directory.snapshot()
        let result = try Shell.fia(scenario.arguments, in: package)
        #expect((result.status == 0) == scenario.succeeds, "\(result.stdout)\(result.stderr)")
        if result.status == 0 {
            #expect(result.stdout.contains("Added"))
            let describe = try Shell.run("swift", ["package", "describe"], in: package)
            #expect(describe.status == 0, "fia reported success, but SwiftPM cannot load the package:\n\(describe.stderr)")
        } else {
            #expect(result.stderr.hasPrefix("error: "))
            #expect(result.stderr.contains("nothing was written"))
            if scenario.fixture == "PracticalStyle" {
                #expect(result.stderr.hasPrefix("error: cannot edit 'Package.swift'"), "\(result.stderr)")
            }
            #expect(directory.snapshot() == before, "a refusal changed the tree")
        }
    }

    /// A feature the team wrote by hand is not what `add` writes: `remove` refuses it, on disk,
    /// with the real `dump-package`, and changes nothing.
    @Test(arguments: [("ReadmeStyle", "LicenseList"), ("PracticalStyle", "Settings")])
    func removeRefusesAHandWrittenFeatureUnchanged(fixture: String, feature: String) throws {
        let directory = try copy(fixture)
        let package = directory.path + "/" + fixture + "/" + Self.package(of: fixture)
        let before = directory.snapshot()
        let result = try Shell.fia(["remove", "feature", feature], in: package)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("error: the feature '\(feature)' is not as 'fia add' writes it ("), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written"))
        #expect(directory.snapshot() == before, "a refusal changed the tree")
    }
}
