@testable import FiaKit
import Foundation
import Testing

/// `--list-checks` and the check catalog: every check is described, its listed severity is the one
/// its fixtures report, and the README's table is the generated one.
struct DoctorCheckCatalogTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md").path
    static let begin = "<!-- checks:begin (generated: FIA_RECORD_README=1 swift test --filter DoctorCheckCatalogTests) -->"
    static let end = "<!-- checks:end -->"

    @Test func everyCheckHasACatalogEntryAndNoEntryIsLeftOver() {
        let ids = Set(Doctor.checks.map { type(of: $0).id })
        #expect(ids.subtracting(DoctorCheckCatalog.entries.keys).sorted() == [])
        #expect(Set(DoctorCheckCatalog.entries.keys).subtracting(ids).sorted() == [])
        #expect(DoctorCheckCatalog.entries.values.allSatisfy { !$0.rationale.isEmpty })
    }

    /// A check whose fixtures report an error is listed as `error`; one whose fixtures report
    /// only warnings is listed as `warning`.
    @Test func listedSeveritiesMatchWhatTheFixturesReport() {
        for id in DoctorCheckCatalog.entries.keys.sorted() {
            let reported = Set(DoctorCheckFixtures.all.filter { $0.check == id }.flatMap { $0.expected.map(\.severity) })
            guard !reported.isEmpty else { continue }
            let highest: Finding.Severity = reported.contains(.error) ? .error : .warning
            #expect(DoctorCheckCatalog.entry(id).severity == highest, "'\(id)' reports \(highest)")
        }
    }

    @Test func listChecksPrintsEveryCheckWithItsConfiguredSeverity() throws {
        let plain = DoctorHarness(.withFeatures).doctor("--list-checks")
        #expect(plain.status == 0)
        let lines = plain.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID ") == true && lines.first?.hasSuffix("WHAT IT CHECKS") == true)
        #expect(lines.count == Doctor.checks.count + 1)
        #expect(lines.contains { $0.hasPrefix("imports.cross-layer ") && $0.contains(" Imports ") && $0.contains(" error ") })

        let configured = DoctorHarness(DoctorCheckFixtures.base.setting(".fia/config.json", to: #"{"severity": {"imports.cross-layer": "off"}}"#))
        let json = configured.doctor("--list-checks", "--format", "json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]])
        #expect(rows.count == Doctor.checks.count)
        #expect(rows.first { $0["id"] == "imports.cross-layer" }?["severity"] == "off")
    }

    @Test func theReadmeTableIsTheGeneratedOne() throws {
        let readme = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let table = DoctorCheckCatalog.markdownTable()
        guard let start = readme.range(of: Self.begin), let stop = readme.range(of: Self.end, range: start.upperBound..<readme.endIndex) else {
            Issue.record("README.md has no '\(Self.begin)' … '\(Self.end)' section")
            return
        }
        let current = readme[start.upperBound..<stop.lowerBound].trimmingCharacters(in: .newlines)
        if ProcessInfo.processInfo.environment["FIA_RECORD_README"] == "1" {
            let updated = readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: "\n" + table + "\n")
            try updated.write(toFile: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == table, "README.md's check table is stale; regenerate it with FIA_RECORD_README=1 swift test --filter DoctorCheckCatalogTests:\n\(LineDiff.unified(from: current, to: table, path: "README.md"))")
    }
}
