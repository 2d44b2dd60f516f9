@testable import FiaKit
import FiaTestSupport
import Foundation
import Testing

/// `fia doctor --format sarif` validates against the SARIF 2.1.0 schema and carries every finding.
struct SARIFReportTests {
    static let validator = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SARIF/validate.py").path

    @Test(.requires(.jsonschema))
    func validatesAgainstTheSchema() throws {
        let sarif = DoctorHarness(DoctorCheckFixtures.withKnownFindings).doctor("--format", "sarif").stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fia-\(UUID().uuidString).sarif")
        try sarif.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.python([Self.validator, file.path])
        #expect(result.status == 0, "SARIF schema errors:\n\(result.errors)")
    }

    @Test(.requires(.jsonschema))
    func theValidatorRejectsAnInvalidLog() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fia-\(UUID().uuidString).sarif")
        try #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "fia"}}, "results": [{"level": "fatal", "message": {"text": "x"}}]}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.python([Self.validator, file.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("'fatal' is not one of"))
    }

    @Test func carriesEveryFindingAndOneRulePerCheck() throws {
        let harness = DoctorHarness(DoctorCheckFixtures.withKnownFindings)
        let findings = try harness.jsonFindings()
        let log = try #require(try JSONSerialization.jsonObject(with: Data(harness.doctor("--format", "sarif").stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == DoctorCheckCatalog.rows().map(\.id))
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(rule["id"] ?? "") has no \(key)")
            }
        }
        let baseIds = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(baseIds["%SRCROOT%"]?["uri"] == "file:///Demo/")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == findings.count && results.count == 2)
        for (result, finding) in zip(results, findings) {
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(result["ruleId"] as? String == finding["check"] as? String)
            #expect(result["level"] as? String == finding["severity"] as? String)
            #expect(artifact["uri"] as? String == finding["file"] as? String)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int == finding["line"] as? Int)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(finding["message"] as! String) == true)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == finding["check"] as? String)
        }
    }

    @Test func pathsAreRelativeToTheRepositoryAndPercentEncoded() {
        let finding = Finding(check: "layout.config", severity: .error, message: "m", file: "Sources/My Module/a#b.swift", line: 3, hint: "h")
        let report = DoctorReport(results: [.init(id: "layout.config", title: "t", group: .layout, findings: [finding], skipped: false)])
        let sarif = report.sarif(location: ReportLocation(root: "/work/My Repo/app", repositoryRoot: "/work/My Repo"))
        #expect(sarif.contains(#""uri" : "app/Sources/My%20Module/a%23b.swift""#))
        #expect(sarif.contains(#""uri" : "file:///work/My%20Repo/""#))

        let fileLevel = Finding(check: "layout.layer-targets", severity: .error, message: "m", file: "Package.swift", hint: "h")
        let whole = DoctorReport(results: [.init(id: "layout.layer-targets", title: "t", group: .layout, findings: [fileLevel], skipped: false)])
        #expect(whole.sarif(location: ReportLocation(root: "/p")).contains("\"region\" : {\n                  \"startLine\" : 1\n"))
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
