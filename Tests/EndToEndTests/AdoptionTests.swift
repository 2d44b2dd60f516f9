import Foundation
import Testing

/// fia on a layered app written before FIA (`Tests/Fixtures/PrefixedLayers`): layers named after
/// the app (`ShopDomain`, `ShopPresentation`, `ShopFramework`), a `Core` every layer uses and a
/// `CoreUI` only the UI uses (declared "shared"), no dependency-injection layer yet, and the
/// presentation layer linking the framework layer.
@Suite(.serialized)
struct AdoptionTests {
    static let fixture = HandWrittenProjectTests.fixtures + "/PrefixedLayers"

    /// The fixture's repository, copied into a fresh temporary directory: `<tmp>/PrefixedLayers/ShopKit`.
    func copy() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory.path + "/PrefixedLayers")
        try? FileManager.default.removeItem(atPath: directory.path + "/PrefixedLayers/ShopKit/.build")
        return directory
    }

    /// Every finding of `fia doctor --json` as `check file:line message`.
    static func findings(_ json: String) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        return findings.map { finding in
            let line = (finding["line"] as? Int).map { ":\($0)" } ?? ""
            return "\(finding["check"] ?? "") \(finding["file"] ?? "")\(line) \(finding["message"] ?? "")"
        }
    }

    @Test func doctorFindsTheTrueViolationsAndNothingFalse() throws {
        let directory = try copy()
        let package = directory.path + "/PrefixedLayers/ShopKit"
        let doctor = try Shell.fia(["doctor", "--json"], in: package)
        #expect(doctor.status == 1, "\(doctor.stdout)\(doctor.stderr)")
        #expect(try Self.findings(doctor.stdout) == [
            "layout.layer-targets Package.swift the package has no dependency-injection layer: no target is named like one ('…DependencyInjectionLayer', '…DependencyInjection', '…DILayer', '…DI')",
            "dependencies.direction Package.swift:21 'ShopPresentation' depends on 'ShopFramework', but 'ShopPresentation' may depend only on 'ShopDomain' and the shared modules",
            "imports.cross-layer Sources/ShopPresentation/LiveContainer.swift:1 'ShopPresentation' imports 'ShopFramework', but 'ShopPresentation' may depend only on 'ShopDomain' and the shared modules",
        ])
        let verbose = try Shell.fia(["doctor", "--verbose"], in: package)
        for line in [
            "domain: 'ShopDomain' (by name, with the prefix 'Shop')",
            "presentation: 'ShopPresentation' (by name, with the prefix 'Shop')",
            "dependencyInjection: not found; expected a target named 'ShopDependencyInjection'",
            "frameworkLayer: 'ShopFramework' (by name, with the domain's prefix 'Shop': one target for every driver)",
            "shared: 'CoreUI' (.fia/config.json), used by presentation",
        ] {
            #expect(verbose.stdout.contains(line), "\(line)\n\(verbose.stdout)")
        }
        #expect(verbose.stdout.contains("hint: create the target 'ShopDependencyInjection' (folder 'Sources/ShopDependencyInjection'): it depends on 'ShopDomain', 'ShopPresentation', 'ShopFramework' and holds the container conforming to 'ShopDIContainerDependency'"), "\(verbose.stdout)")
    }

    @Test func sharedModulesAreCheckedBothWaysAndInImports() throws {
        let directory = try copy()
        let package = directory.path + "/PrefixedLayers/ShopKit"
        // The domain may not use CoreUI, and Core (which every layer uses) may use no layer: in the manifest and in imports.
        try directory.write(
            try directory.read("PrefixedLayers/ShopKit/Package.swift")
                .replacingOccurrences(of: #".target(name: "ShopDomain", dependencies: ["Core"])"#, with: #".target(name: "ShopDomain", dependencies: ["Core", "CoreUI"])"#)
                .replacingOccurrences(of: #".target(name: "Core")"#, with: #".target(name: "Core", dependencies: ["ShopDomain"])"#),
            to: "PrefixedLayers/ShopKit/Package.swift")
        try directory.write("import ShopDomain\n", to: "PrefixedLayers/ShopKit/Sources/Core/Uses.swift")
        try directory.write("import CoreUI\n", to: "PrefixedLayers/ShopKit/Sources/ShopDomain/Uses.swift")
        let findings = try Self.findings(try Shell.fia(["doctor", "--json"], in: package).stdout)
        for expected in [
            "dependencies.direction Package.swift:18 'Core' depends on 'ShopDomain', but a shared module may depend only on what every layer using it (\"domain\", \"presentation\", \"framework\", \"dependencyInjection\") may depend on",
            "dependencies.direction Package.swift:20 'ShopDomain' depends on 'CoreUI', but only \"presentation\" may use it (\"shared\" in '.fia/config.json')",
            "imports.cross-layer Sources/Core/Uses.swift:1 'Core' imports 'ShopDomain', but a shared module may depend only on what every layer using it (\"domain\", \"presentation\", \"framework\", \"dependencyInjection\") may depend on",
            "imports.cross-layer Sources/ShopDomain/Uses.swift:1 'ShopDomain' imports 'CoreUI', but only \"presentation\" may use it (\"shared\" in '.fia/config.json')",
        ] {
            #expect(findings.contains(expected), "\(expected)\n\(findings.joined(separator: "\n"))")
        }
    }

    @Test func anInvalidSharedValueIsAConfigErrorNamingTheKey() throws {
        let directory = try copy()
        let package = directory.path + "/PrefixedLayers/ShopKit"
        try directory.write(#"{"shared": {"CoreUI": ["ui"]}}"#, to: "PrefixedLayers/ShopKit/.fia/config.json")
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("the project config's 'shared.CoreUI' must be an array of layers: \"domain\", \"presentation\", \"framework\", \"dependencyInjection\""), "\(doctor.stdout)")
    }

    // MARK: fia init

    /// The fixture as a team finds it before adopting fia: no `.fia/` at all.
    func unadopted() throws -> (TemporaryDirectory, String) {
        let directory = try copy()
        let package = directory.path + "/PrefixedLayers/ShopKit"
        try FileManager.default.removeItem(atPath: package + "/.fia")
        return (directory, package)
    }

    @Test func initAdoptsThePackageSoDoctorGatesOnlyWhatIsNew() throws {
        let (directory, package) = try unadopted()
        let initialize = try Shell.fia(["init"], in: package)
        #expect(initialize.status == 0, "\(initialize.stdout)\(initialize.stderr)")
        #expect(initialize.stdout.contains("""
            migration, in the order to fix it (3 findings accepted in '.fia/baseline.json'):
              1. create the layer target 'ShopDependencyInjection' (1)
              2. make 'ShopPresentation' stop depending on the framework layer (2)
            """), "\(initialize.stdout)")
        // Only what differs from fia's own names, and the modules the layers share.
        #expect(try directory.read("PrefixedLayers/ShopKit/.fia/config.json") == """
            {
              "domain": "ShopDomain",
              "presentation": "ShopPresentation",
              "frameworkLayer": "ShopFramework",
              "compositionProtocol": "ShopDIContainerDependency",
              "mockContainer": "MockShopDIContainer",
              "shared": {
                "Core": ["domain", "presentation", "framework", "dependencyInjection"],
                "CoreUI": ["presentation", "dependencyInjection"]
              }
            }

            """)
        let doctor = try Shell.fia(["doctor"], in: package)
        #expect(doctor.status == 0, "\(doctor.stdout)")
        #expect(doctor.stdout.contains("doctor: 0 errors, 0 warnings in 20 checks (16 skipped, 3 baselined)"), "\(doctor.stdout)")

        // Running it again changes nothing: refused without --force, identical with it.
        let adopted = directory.snapshot()
        let again = try Shell.fia(["init"], in: package)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: '.fia/config.json' exists: this package has adopted fia already; nothing was written\n"), "\(again.stderr)")
        let forced = try Shell.fia(["init", "--force"], in: package)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.hasPrefix(" identical  .fia/config.json\n identical  .fia/baseline.json\n"), "\(forced.stdout)")
        #expect(directory.snapshot() == adopted, "init changed an adopted package")

        // Something new breaking a rule fails doctor, alone.
        try directory.write("import ShopFramework\n", to: "PrefixedLayers/ShopKit/Sources/ShopDomain/Shortcut.swift")
        let planted = try Shell.fia(["doctor", "--json"], in: package)
        #expect(planted.status == 1)
        #expect(try Self.findings(planted.stdout) == [
            "imports.cross-layer Sources/ShopDomain/Shortcut.swift:1 'ShopDomain' imports 'ShopFramework', but 'ShopDomain' may depend on no other module of the package but the shared modules",
        ])
    }

    @Test func initDryRunPrintsThePlanAndWritesNothing() throws {
        let (directory, package) = try unadopted()
        let before = directory.snapshot()
        let dryRun = try Shell.fia(["init", "--dry-run"], in: package)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.hasPrefix("    create  .fia/config.json\n    create  .fia/baseline.json\n"), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("+++ b/.fia/baseline.json"))
        #expect(dryRun.stdout.contains("  2. make 'ShopPresentation' stop depending on the framework layer (2)"))
        #expect(dryRun.stdout.hasSuffix("dry run: nothing was written\n"), "\(dryRun.stdout)")
        #expect(directory.snapshot() == before, "--dry-run wrote")
    }

    @Test func initForcedOverAConfigKeepsItsOtherKeys() throws {
        let directory = try copy()
        let package = directory.path + "/PrefixedLayers/ShopKit"
        try directory.write(#"{"shared": ["Core", "CoreUI"], "severity": {"layout.test-targets": "off"}}"#, to: "PrefixedLayers/ShopKit/.fia/config.json")
        let before = directory.snapshot()
        let refused = try Shell.fia(["init"], in: package)
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: "))
        #expect(directory.snapshot() == before)
        let forced = try Shell.fia(["init", "--force"], in: package)
        #expect(forced.status == 0, "\(forced.stderr)")
        let config = try directory.read("PrefixedLayers/ShopKit/.fia/config.json")
        #expect(config.contains(#""severity": {"layout.test-targets": "off"}"#), "\(config)")
        #expect(config.contains(#""CoreUI": ["domain", "presentation", "framework", "dependencyInjection"]"#), "\(config)")
        #expect(try Shell.fia(["doctor"], in: package).status == 0)
    }

    @Test func initOnAProjectFiaWroteWritesOnlyAnEmptyBaseline() throws {
        let directory = try TemporaryDirectory()
        try #require(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let initialize = try Shell.fia(["init"], in: directory.path + "/Demo")
        #expect(initialize.status == 0, "\(initialize.stderr)")
        #expect(initialize.stdout.hasPrefix("    create  .fia/baseline.json\ndomain: 'DomainLayer' (by name)\npresentation: 'PresentationLayer' (by name)\n"
            + "dependencyInjection: 'DependencyInjectionLayer' (by name)\nframeworks: none\nmigration: nothing to do, doctor finds nothing to fix\n"), "\(initialize.stdout)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Demo/.fia/config.json"))
    }

    @Test func initRefusesCleanly() throws {
        let directory = try copy()
        let package = directory.path + "/PrefixedLayers/ShopKit"
        try directory.write("{\"shared\": 1}", to: "PrefixedLayers/ShopKit/.fia/config.json")
        let before = directory.snapshot()
        let malformed = try Shell.fia(["init", "--force"], in: package)
        #expect(malformed.status == 1)
        #expect(malformed.stderr.hasPrefix("error: cannot read '.fia/config.json': the project config's 'shared' must be"), "\(malformed.stderr)")
        let outside = try Shell.fia(["init"], in: directory.path)
        #expect(outside.status == 1 && outside.stderr.hasPrefix("error: "), "\(outside.stderr)")
        #expect(directory.snapshot() == before, "a refusal wrote")
    }
}
