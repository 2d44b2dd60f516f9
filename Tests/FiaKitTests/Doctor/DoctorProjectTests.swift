@testable import FiaKit
import Foundation
import Testing

/// Doctor on projects fia did not generate, and on big ones.
struct DoctorProjectTests {
    /// The features project with its layers renamed, as a hand-made FIA project might name them.
    static let renamed = FixtureProject.withFeatures
        .renamingEverywhere("DependencyInjectionLayer", to: "Composition")
        .renamingEverywhere("PresentationLayer", to: "UI")
        .renamingEverywhere("DomainLayer", to: "Core")

    @Test func theConfigNamesTheLayers() {
        let configured = Self.renamed.setting(".fia/config.json", to: """
            {"domain": "Core", "presentation": "UI", "dependencyInjection": "Composition"}
            """)
        #expect(Doctor.run(configured.snapshot()).findings == [])
    }

    @Test func withoutTheConfigTheNamesTeamsUseAreFound() {
        // `Core` (no domain named so), `UI`, `Composition` (linking presentation): the name families.
        let snapshot = Self.renamed.snapshot()
        #expect(snapshot.layers.domain == "Core" && snapshot.layers.presentation == "UI" && snapshot.layers.dependencyInjection == "Composition")
        #expect(snapshot.layers.missing.isEmpty)
        #expect(Doctor.run(snapshot).findings == [])
        // Other names stay unknown: then the layers are missing, each said.
        let unknown = FixtureProject.withFeatures
            .renamingEverywhere("DependencyInjectionLayer", to: "Wiring")
            .renamingEverywhere("PresentationLayer", to: "Screens2")
            .renamingEverywhere("DomainLayer", to: "Rules")
        let findings = Doctor.run(unknown.snapshot()).findings
        #expect(findings.filter { $0.check == "layout.layer-targets" }.map(\.message) == [
            "the package has no dependency-injection layer: no target is named like one ('…DependencyInjectionLayer', '…DependencyInjection', '…DILayer', '…DI')",
            "the package has no domain layer: no target is named like one ('…DomainLayer', '…Domain')",
            "the package has no presentation layer: no target is named like one ('…PresentationLayer', '…Presentation')",
        ])
    }

    @Test func configuredFrameworksFollowTheFrameworkRule() {
        // 'Keychain' (ex LicenseFramework, outside Sources/FrameworkLayer/) is not linked by the
        // DI layer: fine for an ordinary module, a finding for a framework module. As an ordinary
        // module it holds a concrete driver outside the framework layer, which is a finding too.
        var project = FixtureProject.withFeatures
            .renamingEverywhere("LicenseFramework", to: "Keychain")
            .replacing("Sources/FrameworkLayer/Keychain", with: "Sources/Keychain", in: "Package.swift")
            .replacing("                \"Keychain\",\n", with: "", in: "Package.swift")
            .replacing("import Keychain\n", with: "", in: DoctorCheckFixtures.container)
        project.files = Dictionary(uniqueKeysWithValues: project.files.map {
            ($0.key.replacingOccurrences(of: "Sources/FrameworkLayer/Keychain/", with: "Sources/Keychain/"), $0.value)
        })
        #expect(Doctor.run(project.snapshot()).findings.map(\.check) == ["wiring.driver-placement"])
        let configured = project.setting(".fia/config.json", to: #"{"frameworks": ["Keychain"]}"#)
        #expect(Doctor.run(configured.snapshot()).findings.map(\.check) == ["dependencies.framework-reachable"])
    }

    /// A manifest that builds its targets in code, read through `dump-package`.
    static let computed = FixtureProject.withFeatures.replacing(
        "    targets: [\n", with: "    targets: Array([\n", in: "Package.swift"
    ).replacing("    ]\n)\n", with: "    ])\n)\n", in: "Package.swift")

    @Test func anUnreadableManifestFallsBackToDumpPackage() throws {
        let literal = try ManifestReader.read(FixtureProject.withFeatures.files["Package.swift"]!)
        var asked: [String] = []
        let snapshot = ProjectSnapshot.load(root: FixtureProject.root, fileSystem: Self.computed.fileSystem()) { directory in
            asked.append(directory)
            return Self.dumpPackageJSON(literal)
        }
        #expect(asked == ["/Demo"])
        #expect(snapshot.manifestProblem == nil)
        #expect(snapshot.manifest.targets.map(\.name) == literal.targets.map(\.name))
        #expect(Doctor.run(snapshot).findings == [])
    }

    @Test func aFailingDumpPackageIsAnErrorFinding() throws {
        let command = try DoctorCommand(arguments: ParsedArguments(["--project", "/Demo"], spec: DoctorCommand.spec))
        var failing = command
        failing.dumpPackage = { _ in throw SwiftPackageDumpError.failed(status: 1, message: "error: manifest parse error") }
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: Self.computed.fileSystem(), currentDirectory: "/Demo", output: recording.output())
        #expect(try failing.run(in: context) == 1)
        #expect(recording.standardOutput.contains(
            "✗ Package.swift: 'Package.swift' is not in a literal form doctor reads (unable to find array literal for 'targets' argument), and 'swift package dump-package' failed: it exited with status 1: error: manifest parse error [layout.manifest]"
        ))
        #expect(recording.standardOutput.hasSuffix("doctor: 1 error, 0 warnings in 8 checks (\(Doctor.checks.count - 8) skipped)\n"))
    }

    /// What `swift package dump-package` prints, reduced to what `ManifestReader` reads.
    static func dumpPackageJSON(_ manifest: PackageManifest) -> String {
        let targets: [[String: Any]] = manifest.targets.map { target in
            var object: [String: Any] = [
                "name": target.name,
                "type": target.kind.rawValue,
                "dependencies": target.dependencies.map { ["byName": [$0.name, NSNull()]] },
            ]
            if let path = target.path { object["path"] = path }
            return object
        }
        let data = try! JSONSerialization.data(withJSONObject: ["name": manifest.name ?? "", "targets": targets])
        return String(decoding: data, as: UTF8.self)
    }

    /// A project with many features: doctor stays silent, then finds exactly the two planted
    /// breakages. Scale itself (300 and 1000 features) is measured by `.ci/bench`, not here.
    @Test func manyFeatures() {
        let features = (1...30).map { index in
            FixtureProject.Feature("Feature\(index)", uses: index > 1 ? ["Feature\(index - 1)"] : [])
        }
        let project = FixtureProject(features: features)
        #expect(Doctor.run(project.snapshot()).findings == [])

        let broken = project
            .replacing("    Feature15PresenterDependency,\n", with: "", in: DoctorCheckFixtures.containerDependency)
            .inserting("import Feature7Framework", after: "import Observation", in: "Sources/PresentationLayer/Feature29/Feature29Presenter.swift")
        let findings = Doctor.run(broken.snapshot()).findings
        #expect(findings.map(\.check) == ["imports.cross-layer", "wiring.presenter-dependency"])
        #expect(findings.map(\.location) == [
            "Sources/PresentationLayer/Feature29/Feature29Presenter.swift:3",
            "Sources/PresentationLayer/DIContainerDependency.swift:6",
        ])
    }
}

/// An import of a utility module the target does not declare is an undeclared dependency, not a
/// layer violation (#32 item 5); declared, the layer rule judges it.
struct UndeclaredUtilityImportTests {
    static let project = FixtureProject.fresh
        .replacing("    targets: [\n", with: "    targets: [\n        .target(name: \"Helpers\"),\n", in: "Package.swift")
        .setting("Sources/Helpers/Helpers.swift", to: "public enum Helpers {}\n")
        .setting("Sources/PresentationLayer/UsesHelpers.swift", to: "import Helpers\n")

    @Test func undeclaredIsWhatIsWrong() {
        let findings = Doctor.run(Self.project.snapshot()).findings.filter { $0.file == "Sources/PresentationLayer/UsesHelpers.swift" }
        #expect(findings.map(\.check) == ["imports.undeclared"])
        #expect(findings.first?.message == "'PresentationLayer' imports 'Helpers' without declaring it as a dependency")
    }

    @Test func declaredTheLayerRuleJudgesIt() {
        let declared = Self.project.replacing(
            "name: \"PresentationLayer\",\n            dependencies: [\"DomainLayer\"]", with: "name: \"PresentationLayer\",\n            dependencies: [\"DomainLayer\", \"Helpers\"]", in: "Package.swift")
        let findings = Doctor.run(declared.snapshot()).findings
        #expect(findings.contains { $0.check == "imports.cross-layer" && $0.message.hasPrefix("'PresentationLayer' imports 'Helpers', but") })
        #expect(findings.contains { $0.check == "dependencies.direction" && $0.message.hasPrefix("'PresentationLayer' depends on 'Helpers'") })
    }
}
