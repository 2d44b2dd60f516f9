@testable import FiaKit
import Foundation
import Testing

struct DoctorCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var fileSystem: RecordingFileSystem
    }

    func doctor(_ arguments: [String], on project: FixtureProject, in directory: String = "/Demo") -> Run {
        let fileSystem = RecordingFileSystem(project.fileSystem())
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: directory, output: recording.output())
        let status = Fia.run(arguments: ["doctor"] + arguments, context: context)
        return Run(status: status, stdout: recording.standardOutput, stderr: recording.standardError, fileSystem: fileSystem)
    }

    @Test func aCleanProjectExitsZero() {
        let run = doctor(["--project", "/Demo"], on: .withFeatures)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("doctor: 0 errors, 0 warnings in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped)\n"))
        #expect(run.stderr == "")
    }

    @Test func verbosePrintsWhatWasDiscoveredAndJSONCarriesItWithSkipReasons() throws {
        let verbose = doctor(["--project", "/Demo", "--verbose"], on: .fresh)
        #expect(verbose.stdout.hasPrefix("Discovered (package at '/Demo'):\n  domain: 'DomainLayer' (by name)\n  presentation: 'PresentationLayer' (by name)\n"))
        #expect(verbose.stdout.contains("  compositionProtocol: 'DIContainerDependency' (Sources/PresentationLayer/DIContainerDependency.swift:"))
        #expect(verbose.stdout.contains("  app 'DevelopmentApp' (App/Demo.xcodeproj/project.pbxproj): Development (by its name)"))
        // What it read of each app: the Swift files of that target's folders.
        for (app, folders) in [("DevelopmentApp", ["App/Development/", "App/Shared/"]), ("ProductionApp", ["App/Production/", "App/Shared/"])] {
            let files = FixtureProject.fresh.files.keys.filter { path in
                path.hasSuffix(".swift") && folders.contains { path.hasPrefix($0) }
            }
            #expect(!files.isEmpty)
            let line = verbose.stdout.split(separator: "\n").first { $0.hasPrefix("  app '\(app)'") }
            #expect(line?.hasSuffix("; \(files.count) Swift files") == true, "\(line ?? "")")
        }
        let json = doctor(["--project", "/Demo", "--json"], on: .fresh)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["discovered"] as? [String])?.contains("mockContainer: 'MockDIContainer' (Sources/PresentationLayer/Mock/MockDIContainer.swift:5)") == true)
        let skipped = (object["checks"] as? [[String: Any]] ?? []).filter { $0["status"] as? String == "skipped" }
        #expect(skipped.map { $0["id"] as? String } == [
            "dependencies.framework-reachable", "imports.interactor-frameworks", "wiring.presenter-dependency", "wiring.driver-provider",
            "wiring.driver-mock", "wiring.presenter-tests", "wiring.router", "wiring.driver-placement", "wiring.usecase-interactor",
            "wiring.interactor-dependency", "wiring.interactor-tests", "test-plans.feature-tests",
        ])
        #expect(skipped.allSatisfy { ($0["reason"] as? String)?.isEmpty == false })
    }

    @Test func findsTheProjectFromTheCurrentDirectory() {
        let run = doctor([], on: .withFeatures, in: "/Demo/Sources/DomainLayer")
        #expect(run.status == 0)
        #expect(run.stdout.contains("✓ The layer targets exist"))
    }

    static let mustDetect = [
        "imports.cross-layer: PresentationLayer imports a framework module",
        "dependencies.direction: DomainLayer depends on PresentationLayer",
        "dependencies.cycle: PresentationLayer and DependencyInjectionLayer depend on each other",
        "wiring.presenter-dependency: a feature's PresenterDependency is missing from DIContainerDependency",
        "wiring.driver-provider: a driver is missing from MockDIContainer",
        "test-plans.unit-tests: a test target is missing from UnitTests",
        "test-plans.unknown-target: UnitTests names a test target that does not exist",
        "development-app.products: the Development app links DependencyInjectionLayer",
        "imports.ui-in-domain: import SwiftUI in DomainLayer",
    ]

    @Test(arguments: mustDetect)
    func detectsAndExitsOne(_ name: String) throws {
        let fixture = try #require(DoctorCheckFixtures.all.first { $0.testDescription == name })
        let run = doctor(["--project", "/Demo"], on: fixture.failing)
        #expect(run.status == 1)
        for expected in fixture.expected {
            let location = expected.line.map { "\(expected.file):\($0)" } ?? expected.file
            #expect(run.stdout.contains("✗ \(location): \(expected.message) [\(fixture.check)]"))
        }
        #expect(run.fileSystem.writeCalls == 0 && run.fileSystem.createDirectoryCalls == 0)
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let fixture = try #require(DoctorCheckFixtures.all.first { $0.check == "wiring.presenter-tests" })
        #expect(doctor(["--project", "/Demo"], on: fixture.failing).status == 0)
        #expect(doctor(["--project", "/Demo", "--strict"], on: fixture.failing).status == 1)
        #expect(doctor(["--project", "/Demo", "--strict"], on: .withFeatures).status == 0)
    }

    @Test func jsonOutputParsesAndKeepsTheExitCode() throws {
        let fixture = try #require(DoctorCheckFixtures.all.first { $0.check == "imports.cross-layer" })
        let run = doctor(["--json", "--project=/Demo"], on: fixture.failing)
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["check"] as? String } == ["imports.cross-layer"])
        #expect(findings.first?["line"] as? Int == 3)
        #expect(!run.stdout.contains("✓"))
    }

    @Test(arguments: [
        (["--fix"], "error: unknown option '--fix' for 'fia doctor'"),
        (["Demo"], "error: unexpected argument 'Demo' for 'fia doctor'"),
        (["--project"], "error: option '--project' needs a value"),
        (["--json=yes"], "error: option '--json' takes no value"),
    ])
    func usageErrorsExit64(_ arguments: [String], _ message: String) {
        let run = doctor(arguments, on: .withFeatures)
        #expect(run.status == 64)
        #expect(run.stderr == "\(message)\nsee 'fia help doctor'\n")
        #expect(run.stdout == "")
    }

    @Test func aMissingProjectIsAnError() {
        let run = doctor(["--project", "/Nowhere"], on: .withFeatures)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: no directory at '/Nowhere'\n"))
    }

    @Test(arguments: DoctorCheckFixtures.all.map(\.failing) + [.fresh, .withFeatures])
    func neverWritesAndReadsEachFileOnce(_ project: FixtureProject) {
        let run = doctor(["--project", "/Demo"], on: project)
        #expect(run.fileSystem.writeCalls == 0)
        #expect(run.fileSystem.createDirectoryCalls == 0)
        #expect(run.fileSystem.reads.filter { $0.value > 1 }.isEmpty)
    }
}
