@testable import FiaKit
import Foundation
import Testing

struct DoctorReportTests {
    /// One error (cross-layer import) and one warning (an untested presenter).
    static let broken = DoctorCheckFixtures.base
        .inserting("import SettingsFramework", after: "import Observation", in: DoctorCheckFixtures.settingsPresenter)
        .removing("Tests/PresentationLayerTests/LicenseListPresenterTests.swift")
        .removing("Tests/DependencyInjectionLayerTests/LicenseListPresenterIntegrationTests.swift")

    @Test func rendersAGroupedChecklist() {
        let text = Doctor.run(Self.broken.snapshot()).render(useColor: false)
        let imports = """
            Imports
              ✓ Every Swift file can be read
              ✓ Files import only the modules their target declares
              ✗ Sources/PresentationLayer/Settings/SettingsPresenter.swift:3: 'PresentationLayer' imports 'SettingsFramework', but 'PresentationLayer' may depend only on 'DomainLayer' [imports.cross-layer]
                  hint: call the framework through a driver protocol in 'DomainLayer'; only 'DependencyInjectionLayer' links framework modules
              ✓ The domain imports no UI framework

            """
        let wiring = """
            Feature wiring
              ✓ Every PresenterDependency is in the composition protocol
              ✓ Both containers provide every driver
              ✓ Every driver protocol has a mock
              ! Sources/PresentationLayer/LicenseList/LicenseListPresenter.swift:8: presenter 'LicenseListPresenter' has no tests [wiring.presenter-tests]
                  hint: add 'Tests/PresentationLayerTests/LicenseListPresenterTests.swift'

            """
        #expect(text.hasPrefix("Layout\n  ✓ Package.swift can be read\n"))
        #expect(text.contains(imports))
        #expect(text.contains(wiring))
        #expect(text.hasSuffix("\n\ndoctor: 1 error, 1 warning in \(Doctor.checks.count - Doctor.featureModuleChecks.count) checks (\(Doctor.featureModuleChecks.count) skipped)"))
        #expect(!text.contains("\u{1B}["))
    }

    @Test func colourOnlyWhenAsked() {
        let text = Doctor.run(Self.broken.snapshot()).render(useColor: true)
        #expect(text.contains("\u{1B}[31m✗\u{1B}[0m Sources/PresentationLayer/Settings/SettingsPresenter.swift:3"))
        #expect(text.contains("\u{1B}[32m✓\u{1B}[0m Package.swift can be read"))
        #expect(text.contains("\u{1B}[33m!\u{1B}[0m"))
    }

    @Test func summaryCountsAndSkips() {
        // A fresh project has no framework module, feature, driver or use case for 10 checks to
        // examine, and no feature modules for the layout's own checks.
        let clean = Doctor.run(FixtureProject.fresh.snapshot())
        let skipped = 10 + Doctor.featureModuleChecks.count
        #expect(clean.summary == "doctor: 0 errors, 0 warnings in \(Doctor.checks.count - skipped) checks (\(skipped) skipped)")
        let unreadable = Doctor.run(FixtureProject.fresh.setting("Package.swift", to: "let package = Package(").snapshot())
        #expect(unreadable.summary == "doctor: 1 error, 0 warnings in 8 checks (\(Doctor.checks.count - 8) skipped)")
        #expect(unreadable.render(useColor: false).contains("  - The layer targets exist (skipped: Package.swift could not be read)"))
    }

    /// A check that could not see every file never claims a pass: `!` and why, not `✓`.
    @Test func anIncompleteCheckIsNeverTicked() {
        let report = Doctor.run(DoctorCheckFixtures.base.setting("Sources/DomainLayer/Blob.swift", to: "import SwiftUI\u{0}").snapshot())
        let text = report.render(useColor: false)
        #expect(text.contains("  ! The domain imports no UI framework (incomplete: some files could not be read)"))
        #expect(!text.contains("✓ The domain imports no UI framework"))
        #expect(report.incompleteCount > 0)
        #expect(report.exitCode(strict: false) == Fia.ExitCode.failure)
    }

    @Test func jsonCarriesTheSameFindings() throws {
        let report = Doctor.run(Self.broken.snapshot())
        let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8))
        let document = try #require(object as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let decoded = try findings.map { item in
            Finding(
                check: try #require(item["check"] as? String),
                severity: try #require((item["severity"] as? String).flatMap(Finding.Severity.init(rawValue:))),
                message: try #require(item["message"] as? String),
                file: try #require(item["file"] as? String),
                line: item["line"] is NSNull ? nil : try #require(item["line"] as? Int),
                hint: try #require(item["hint"] as? String)
            )
        }
        #expect(decoded == report.findings)
        #expect(decoded.count == 2)
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["baselined": 0, "checks": Doctor.checks.count - Doctor.featureModuleChecks.count, "errors": 1, "incomplete": 0, "skipped": Doctor.featureModuleChecks.count, "suppressed": 0, "warnings": 1])
        #expect(document["version"] as? Int == 1)
        let checks = try #require(document["checks"] as? [[String: Any]])
        #expect(checks.count == Doctor.checks.count)
        #expect(checks.allSatisfy { $0["incomplete"] as? Bool == false })
        #expect(checks.first { $0["id"] as? String == "imports.cross-layer" }?["status"] as? String == "failed")
        #expect(checks.first { $0["id"] as? String == "layout.manifest" }?["status"] as? String == "passed")
    }

    @Test func jsonWritesAMissingLineAsNull() throws {
        let report = DoctorReport(results: [.init(id: "a.b", title: "T", group: .layout, findings: [
            Finding(check: "a.b", severity: .error, message: "m", file: "Package.swift", hint: "h"),
        ], skipped: false)])
        #expect(report.json().contains(#""line" : null"#))
        #expect(report.json().contains(#""file" : "Package.swift""#))
    }

    @Test func exitCodes() {
        func report(_ severities: [Finding.Severity]) -> DoctorReport {
            DoctorReport(results: [.init(id: "a.b", title: "T", group: .layout, findings: severities.map {
                Finding(check: "a.b", severity: $0, message: "m", file: "f", hint: "h")
            }, skipped: false)])
        }
        #expect(report([]).exitCode(strict: false) == 0)
        #expect(report([]).exitCode(strict: true) == 0)
        #expect(report([.warning]).exitCode(strict: false) == 0)
        #expect(report([.warning]).exitCode(strict: true) == 1)
        #expect(report([.error]).exitCode(strict: false) == 1)
        #expect(report([.error, .warning]).exitCode(strict: true) == 1)
    }
}
