@testable import FiaKit
import Testing

/// `// fia:ignore` comments, the config's `ignore` entries and per-check severities.
struct SuppressionTests {
    static let presenter = DoctorCheckFixtures.settingsPresenter
    static let failing = DoctorCheckFixtures.base.inserting("import SettingsFramework", after: "import Observation", in: presenter)

    @Test(arguments: [
        "import SettingsFramework // fia:ignore imports.cross-layer — migrating this presenter next sprint",
        "import SettingsFramework // fia:ignore imports.cross-layer - migrating",
        "import SettingsFramework //fia:ignore imports.cross-layer: migrating",
        "// fia:ignore imports.cross-layer — migrating\nimport SettingsFramework",
    ])
    func aSuppressedFindingDisappearsAndIsCounted(_ code: String) {
        let harness = DoctorHarness(DoctorCheckFixtures.base.inserting(code, after: "import Observation", in: Self.presenter))
        let run = harness.doctor()
        #expect(run.status == 0)
        #expect(!run.stdout.contains("imports.cross-layer"))
        #expect(run.stdout.hasSuffix("doctor: 0 errors, 0 warnings in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped, 1 suppressed)\n"))
    }

    @Test func aSuppressionTwoLinesAboveDoesNotApply() {
        let project = Self.failing.inserting("// fia:ignore imports.cross-layer — too far away", after: "import DomainLayer", in: Self.presenter)
        let run = DoctorHarness(project).doctor()
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ \(Self.presenter):\(project.line(of: "import SettingsFramework", in: Self.presenter)):"))
        #expect(run.stdout.contains("the suppression of 'imports.cross-layer' matches no finding [layout.suppressions]"))
    }

    @Test func aReasonlessSuppressionWarnsAndSuppressesNothing() {
        let project = DoctorCheckFixtures.base.inserting("import SettingsFramework // fia:ignore imports.cross-layer", after: "import Observation", in: Self.presenter)
        let line = project.line(of: "import SettingsFramework", in: Self.presenter)
        let run = DoctorHarness(project).doctor()
        #expect(run.status == 1)
        #expect(run.stdout.contains("! \(Self.presenter):\(line): the suppression of 'imports.cross-layer' gives no reason, so it suppresses nothing [layout.suppressions]"))
        #expect(run.stdout.contains("✗ \(Self.presenter):\(line): 'PresentationLayer' imports 'SettingsFramework'"))
        #expect(run.stdout.hasSuffix("doctor: 1 error, 1 warning in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped)\n"))
    }

    @Test func anUnusedSuppressionWarns() {
        let project = DoctorCheckFixtures.base.inserting("// fia:ignore imports.cross-layer — old excuse", after: "import Observation", in: Self.presenter)
        let run = DoctorHarness(project).doctor("--strict")
        #expect(run.status == 1)
        let line = project.line(of: "fia:ignore", in: Self.presenter)
        #expect(run.stdout.contains("! \(Self.presenter):\(line): the suppression of 'imports.cross-layer' matches no finding [layout.suppressions]"))
        #expect(run.stdout.hasSuffix("doctor: 0 errors, 1 warning in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped)\n"))
    }

    @Test func anUnknownCheckIsReported() {
        let project = DoctorCheckFixtures.base.inserting("// fia:ignore imports.cross_layer — typo", after: "import Observation", in: Self.presenter)
        #expect(DoctorHarness(project).doctor().stdout.contains("the suppression names 'imports.cross_layer', which is not a check"))
    }

    @Test func onlyLineCommentsSuppress() {
        let project = Self.failing
            .inserting(#"let note = "// fia:ignore imports.cross-layer — in a string""#, after: "import DomainLayer", in: Self.presenter)
        #expect(Suppression.scan(project.snapshot()) == [])
    }

    @Test func configIgnoreEntriesSuppressFindingsInOtherFiles() throws {
        let config = #"{"ignore": [{"path": "Sources/PresentationLayer/", "check": "imports.cross-layer", "reason": "legacy module"}]}"#
        let run = DoctorHarness(Self.failing.setting(".fia/config.json", to: config)).doctor()
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("doctor: 0 errors, 0 warnings in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped, 1 suppressed)\n"))

        let reasonless = #"{"ignore": [{"path": "Package.swift", "check": "imports.cross-layer"}]}"#
        let unused = DoctorHarness(Self.failing.setting(".fia/config.json", to: reasonless)).doctor()
        #expect(unused.status == 1)
        #expect(unused.stdout.contains("! .fia/config.json: the 'ignore' entry for 'imports.cross-layer' in 'Package.swift' gives no reason, so it suppresses nothing [layout.suppressions]"))

        let stale = #"{"ignore": [{"path": "Package.swift", "check": "dependencies.cycle", "reason": "was a cycle"}]}"#
        #expect(DoctorHarness(Self.failing.setting(".fia/config.json", to: stale)).doctor().stdout
            .contains("! .fia/config.json: the 'ignore' entry for 'dependencies.cycle' in 'Package.swift' matches no finding"))
    }

    @Test func severityTurnsChecksOffUpOrDown() throws {
        let off = DoctorHarness(Self.failing.setting(".fia/config.json", to: #"{"severity": {"imports.cross-layer": "off"}}"#)).doctor()
        #expect(off.status == 0)
        #expect(off.stdout.contains("- Imports respect the layer rule (skipped: turned off in '.fia/config.json')"))
        #expect(off.stdout.hasSuffix("doctor: 0 errors, 0 warnings in \(Doctor.checks.count - 1 - Doctor.featureModuleChecks.count) checks (\(1 + Doctor.featureModuleChecks.count) skipped)\n"))

        let down = DoctorHarness(Self.failing.setting(".fia/config.json", to: #"{"severity": {"imports.cross-layer": "warning"}}"#)).doctor()
        #expect(down.status == 0)
        #expect(down.stdout.contains("! \(Self.presenter):"))

        let testless = DoctorCheckFixtures.base.removing("Tests/PresentationLayerTests/LicenseListPresenterTests.swift")
            .removing("Tests/DependencyInjectionLayerTests/LicenseListPresenterIntegrationTests.swift")
        #expect(DoctorHarness(testless).doctor().status == 0)
        #expect(DoctorHarness(testless.setting(".fia/config.json", to: #"{"severity": {"wiring.presenter-tests": "error"}}"#)).doctor().status == 1)
    }

    @Test func severityForAnUnknownCheckIsAFinding() {
        let run = DoctorHarness(DoctorCheckFixtures.base.setting(".fia/config.json", to: #"{"severity": {"imports.everything": "off"}}"#)).doctor()
        #expect(run.stdout.contains("! .fia/config.json: 'severity' names 'imports.everything', which is not a check [layout.suppressions]"))
    }

    @Test(arguments: [
        #"{"severity": {"imports.cross-layer": "fatal"}}"#,
        #"{"severity": ["imports.cross-layer"]}"#,
        #"{"ignore": [{"path": "Package.swift"}]}"#,
        #"{"ignore": [{"path": "Package.swift", "check": "layout.config", "reason": "x", "until": "2027"}]}"#,
    ])
    func malformedDoctorKeysMakeTheConfigInvalid(_ config: String) {
        let run = DoctorHarness(DoctorCheckFixtures.base.setting(".fia/config.json", to: config)).doctor()
        #expect(run.status == 1)
        #expect(run.stdout.contains("[layout.config]"))
    }

    @Test(arguments: [
        ("fia:ignore imports.cross-layer — because", "imports.cross-layer", "because"),
        (" fia:ignore wiring.driver-mock: generated by Mockolo", "wiring.driver-mock", "generated by Mockolo"),
        ("fia:ignore layout.test-targets - no tests yet", "layout.test-targets", "no tests yet"),
        ("fia:ignore imports.cross-layer", "imports.cross-layer", ""),
        ("fia:ignore", "", ""),
    ])
    func parsesComments(_ comment: String, _ check: String, _ reason: String) throws {
        let suppression = try #require(Suppression.parse(comment: comment[...], path: "a.swift", line: 1))
        #expect(suppression.check == check && suppression.reason == reason)
    }

    @Test func findsTheMarkerByBytes() {
        #expect(Suppression.mentionsMarker("fia:ignore"))
        #expect(Suppression.mentionsMarker("let é = 1 // ffia:ignore x"))
        #expect(!Suppression.mentionsMarker("// fia:ignor"))
        #expect(!Suppression.mentionsMarker(""))
    }

    @Test func otherCommentsAreNotSuppressions() {
        #expect(Suppression.parse(comment: " fia:ignored", path: "a.swift", line: 1) == nil)
        #expect(Suppression.parse(comment: " see fia:ignore docs", path: "a.swift", line: 1) == nil)
    }
}
