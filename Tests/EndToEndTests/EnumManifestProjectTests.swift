import Foundation
import Testing

/// fia on a package whose Package.swift builds its targets from enum cases, as the FIA author's
/// practical sample does (`Tests/Fixtures/EnumManifestStyle`): `add`, `rename` and `remove` edit
/// the enum and its `switch`, the package builds with zero warnings and its tests pass after each,
/// doctor stays clean, and `remove` gives back the tree as it was.
@Suite(.serialized)
struct EnumManifestProjectTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/EnumManifestStyle").path

    /// The fixture, copied into a fresh temporary directory as `Shop`.
    private func copy() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory.path + "/Shop")
        try? FileManager.default.removeItem(atPath: directory.path + "/Shop/.build")
        return directory
    }

    /// The tree without what building and fia's scan cache leave behind.
    private func files(_ directory: TemporaryDirectory) -> [String: Data] {
        directory.snapshot("Shop").filter { !$0.key.hasPrefix(".fia") }
    }

    private func expectBuildsTestsAndPassesDoctor(_ package: String, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let build = try Shell.buildWithTests(in: package)
        #expect(build.status == 0, "\(step): \(build.stdout)\(build.stderr)", sourceLocation: sourceLocation)
        let (test, ran) = try Shell.swiftTest(in: package)
        #expect(test.status == 0, "\(step): \(test.stdout)\(test.stderr)", sourceLocation: sourceLocation)
        let declared = Shell.declaredTests(in: package)
        #expect(declared > 0 && ran == declared, "\(step): swift test ran \(ran.map(String.init) ?? "no") of \(declared) tests", sourceLocation: sourceLocation)
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 0 && doctor.stdout.contains("doctor: 0 errors, 0 warnings"), "\(step): \(doctor.stdout)", sourceLocation: sourceLocation)
    }

    @Test func addRenameAndRemoveEditTheEnumAndThePackageBuildsAfterEach() throws {
        let directory = try copy()
        let package = directory.path + "/Shop"
        let original = try directory.read("Shop/Package.swift")
        let before = files(directory)
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 0 && doctor.stdout.contains("doctor: 0 errors, 0 warnings"), "the fixture: \(doctor.stdout)")

        let add = try Shell.fia(["add", "feature", "Weather"], in: package)
        #expect(add.status == 0, "\(add.stdout)\(add.stderr)")
        #expect(add.stdout.contains("update  Package.swift"))
        let arm = "        case .framework(.weather):\n            [\n                TargetType.domain.dependency,\n            ]\n"
        let added = try directory.read("Shop/Package.swift")
        // A case and an arm, and every other byte as it was.
        #expect(added.contains("    case license\n    case weather\n\n"))
        #expect(added.contains(arm + "        }\n"))
        #expect(added.replacing("    case weather\n", with: "").replacing(arm, with: "") == original)
        // SwiftPM reads the new module, its tests, and the DI layer's dependency on it.
        let dump = try Shell.run("swift", ["package", "dump-package"], in: package)
        #expect(dump.status == 0, "\(dump.stderr)")
        for fragment in [#""name" : "WeatherFramework""#, #""name" : "WeatherFrameworkTests""#] {
            #expect(dump.stdout.contains(fragment), "\(fragment) missing from dump-package")
        }
        try expectBuildsTestsAndPassesDoctor(package, "after add")

        let rename = try Shell.fia(["rename", "feature", "Weather", "Forecast"], in: package)
        #expect(rename.status == 0, "\(rename.stdout)\(rename.stderr)")
        let renamed = try directory.read("Shop/Package.swift")
        #expect(renamed == added.replacing("case weather", with: "case forecast").replacing(".framework(.weather)", with: ".framework(.forecast)"))
        try expectBuildsTestsAndPassesDoctor(package, "after rename")

        let remove = try Shell.fia(["remove", "feature", "Forecast"], in: package)
        #expect(remove.status == 0, "\(remove.stdout)\(remove.stderr)")
        #expect(try directory.read("Shop/Package.swift") == original)
        #expect(files(directory) == before, "remove did not give back the tree as it was")
        try expectBuildsTestsAndPassesDoctor(package, "after remove")
    }

    /// A dependency written by name in a manifest built in code: refused with the text to add, nothing written.
    @Test func aDependencyWrittenByNameIsRefusedWithTheTextToAdd() throws {
        let directory = try copy()
        let package = directory.path + "/Shop"
        let manifest = try directory.read("Shop/Package.swift").replacing(
            "FrameworkTargetType.allCases.map { TargetType.framework($0).dependency }", with: #"["DeviceFramework", "LicenseFramework"]"#)
        try directory.write(manifest, to: "Shop/Package.swift")
        let before = files(directory)
        let add = try Shell.fia(["add", "feature", "Weather"], in: package)
        #expect(add.status == 1)
        #expect(add.stderr.hasPrefix(
            #"error: cannot edit 'Package.swift': unable to add 'WeatherFramework' to the dependencies of target 'DependencyInjectionLayer' built in code; add it by hand: "WeatherFramework""#),
            "\(add.stderr)")
        #expect(add.stderr.contains("nothing was written"))
        #expect(files(directory) == before, "a refusal changed the tree")
    }
}
