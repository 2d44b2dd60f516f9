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
        // The domain may not use CoreUI, and Core may use no layer: in the manifest and in imports.
        try directory.write(
            try directory.read("PrefixedLayers/ShopKit/Package.swift")
                .replacingOccurrences(of: #".target(name: "ShopDomain", dependencies: ["Core"])"#, with: #".target(name: "ShopDomain", dependencies: ["Core", "CoreUI"])"#)
                .replacingOccurrences(of: #".target(name: "Core")"#, with: #".target(name: "Core", dependencies: ["ShopDomain"])"#),
            to: "PrefixedLayers/ShopKit/Package.swift")
        try directory.write("import ShopDomain\n", to: "PrefixedLayers/ShopKit/Sources/Core/Uses.swift")
        try directory.write("import CoreUI\n", to: "PrefixedLayers/ShopKit/Sources/ShopDomain/Uses.swift")
        let findings = try Self.findings(try Shell.fia(["doctor", "--json"], in: package).stdout)
        for expected in [
            "dependencies.direction Package.swift:18 'Core' depends on 'ShopDomain', but shared modules may depend on no layer",
            "dependencies.direction Package.swift:20 'ShopDomain' depends on 'CoreUI', but only \"presentation\" may use it (\"shared\" in '.fia/config.json')",
            "imports.cross-layer Sources/Core/Uses.swift:1 'Core' imports 'ShopDomain', but shared modules may depend on no layer",
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
}
