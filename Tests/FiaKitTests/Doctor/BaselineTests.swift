@testable import FiaKit
import Testing

/// `fia doctor --write-baseline` and `.fia/baseline.json`.
struct BaselineTests {
    static let presenter = DoctorCheckFixtures.settingsPresenter

    @Test func writtenBaselinePassesThenOneNewViolationFailsWithExactlyThatFinding() throws {
        let harness = DoctorHarness(DoctorCheckFixtures.withKnownFindings)
        #expect(harness.doctor().status == 1)

        let write = harness.doctor("--write-baseline")
        #expect(write.status == 0)
        #expect(write.stdout == "    create  .fia/baseline.json\nbaseline: 2 findings in '.fia/baseline.json'\n")
        let baseline = try Baseline(json: try #require(harness.file(Baseline.path)))
        #expect(baseline.entries.map(\.check).sorted() == ["imports.cross-layer", "wiring.presenter-tests"])

        let same = harness.doctor("--strict")
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("doctor: 0 errors, 0 warnings in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped, 2 baselined)\n"))

        let entity = DoctorCheckFixtures.settingsEntity
        harness.write(entity, "import SwiftUI\n" + (harness.file(entity) ?? ""))
        let findings = try harness.jsonFindings()
        #expect(findings.count == 1)
        #expect(findings.first?["check"] as? String == "imports.ui-in-domain")
        #expect(findings.first?["file"] as? String == "Sources/DomainLayer/Entities/Settings.swift")
        #expect(harness.doctor().status == 1)
    }

    @Test func movingCodeKeepsTheBaselineValid() throws {
        let harness = DoctorHarness(DoctorCheckFixtures.withKnownFindings)
        harness.doctor("--write-baseline")
        harness.edit(Self.presenter, replacing: "import DomainLayer\n", with: "// A comment that moves every line down.\n\nimport DomainLayer\n")
        harness.edit("Sources/PresentationLayer/LicenseList/LicenseListPresenter.swift", replacing: "import DomainLayer\n", with: "\n\n\nimport DomainLayer\n")
        let run = harness.doctor("--strict")
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("doctor: 0 errors, 0 warnings in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped, 2 baselined)\n"))
    }

    @Test func aFixedFindingIsReportedAsStaleAndDroppedByTheNextWrite() throws {
        let harness = DoctorHarness(DoctorCheckFixtures.withKnownFindings)
        harness.doctor("--write-baseline")
        harness.edit(Self.presenter, replacing: "import SettingsFramework\n", with: "")
        let run = harness.doctor()
        #expect(run.status == 0)
        #expect(run.stdout.contains("! .fia/baseline.json: the baseline accepts a 'imports.cross-layer' finding in '\(Self.presenter)' that is gone: "))
        #expect(harness.doctor("--strict").status == 1)

        let rewrite = harness.doctor("--write-baseline")
        #expect(rewrite.stdout == "    update  .fia/baseline.json\nbaseline: 1 finding in '.fia/baseline.json' (0 new, 1 fixed and dropped)\n")
        #expect(harness.doctor("--strict").status == 0)
    }

    @Test func dryRunPrintsTheChangeAndWritesNothing() throws {
        let harness = DoctorHarness(DoctorCheckFixtures.withKnownFindings)
        let run = harness.doctor("--write-baseline", "--dry-run")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("    create  .fia/baseline.json\n"))
        #expect(run.stdout.hasSuffix("dry run: nothing was written\n"))
        #expect(harness.fileSystem.writeCalls == 0)
        #expect(harness.file(Baseline.path) == nil)

        harness.doctor("--write-baseline")
        let before = harness.file(Baseline.path)
        harness.edit(Self.presenter, replacing: "import SettingsFramework\n", with: "")
        let update = harness.doctor("--write-baseline", "--dry-run")
        #expect(update.stdout.contains("    update  .fia/baseline.json\n"))
        #expect(update.stdout.contains("-      \"check\" : \"imports.cross-layer\","))
        #expect(harness.file(Baseline.path) == before)
    }

    @Test func suppressedFindingsStayOutOfTheBaseline() throws {
        let project = DoctorCheckFixtures.base.inserting(
            "import SettingsFramework // fia:ignore imports.cross-layer — accepted", after: "import Observation", in: Self.presenter
        )
        let harness = DoctorHarness(project)
        harness.doctor("--write-baseline")
        #expect(try Baseline(json: try #require(harness.file(Baseline.path))).entries == [])
    }

    @Test func anUnreadableBaselineIsAnError() {
        let harness = DoctorHarness(DoctorCheckFixtures.base.setting(Baseline.path, to: "{ not json"))
        let run = harness.doctor()
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ .fia/baseline.json: the baseline '.fia/baseline.json' is not a fia baseline (invalid JSON or missing keys) [layout.suppressions]"))
    }

    @Test func fingerprintsIgnoreLinesAndUseAStableHash() {
        let finding = Finding(check: "imports.readable", severity: .warning, message: "unterminated string literal starting on line 2", file: "a.swift", line: 2, hint: "h")
        var moved = finding
        moved.line = 40
        moved.message = "unterminated string literal starting on line 40"
        #expect(finding.fingerprint == moved.fingerprint)
        var other = finding
        other.file = "b.swift"
        #expect(finding.fingerprint != other.fingerprint)
        // FNV-1a 64 reference values.
        #expect(StableHash.fnv1a64Hex("") == "cbf29ce484222325")
        #expect(StableHash.fnv1a64Hex("a") == "af63dc4c8601ec8c")
        #expect(StableHash.fnv1a64Hex("foobar") == "85944171f73967e8")
    }

    @Test func theBaselineFileIsStableAndRoundTrips() throws {
        let findings = [
            Finding(check: "b.check", severity: .error, message: "two", file: "z.swift", line: 9, hint: "h"),
            Finding(check: "a.check", severity: .warning, message: "one", file: "a.swift", hint: "h"),
        ]
        let baseline = Baseline(findings: findings)
        #expect(Baseline(findings: findings.reversed()).json() == baseline.json())
        #expect(try Baseline(json: baseline.json()) == baseline)
        #expect(baseline.entries.map(\.path) == ["a.swift", "z.swift"])
        #expect(baseline.match(findings + [findings[0]]).new == [findings[0]])
    }
}
