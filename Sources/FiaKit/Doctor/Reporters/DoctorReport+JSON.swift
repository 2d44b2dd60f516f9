#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif

extension DoctorReport {
    /// The findings as a JSON document for CI, keys sorted:
    ///
    ///     {
    ///       "checks" : [ { "group" : "Imports", "id" : "imports.cross-layer", "incomplete" : false, "status" : "failed", "title" : "…" } ],
    ///       "discovered" : [ "domain: 'DomainLayer' (by name)", … ],
    ///       "findings" : [ { "check" : "imports.cross-layer", "column" : 1, "file" : "Sources/…",
    ///                        "fingerprint" : "…", "hint" : "…", "line" : 3, "message" : "…", "severity" : "error" } ],
    ///       "summary" : { "baselined" : 0, "checks" : 22, "errors" : 1, "incomplete" : 0, "skipped" : 0, "suppressed" : 0, "warnings" : 0 },
    ///       "version" : 1
    ///     }
    ///
    /// `line` and `column` are `null` when a finding has none; `status` is `passed`, `failed` or
    /// `skipped` (a skipped check has a `reason`); `fingerprint` is what `.fia/baseline.json` records;
    /// `incomplete` says a check ran on part of the project only (some files could not be read).
    public func json() -> String {
        let document = Document(
            checks: results.map { result in
                let status = result.skipped ? "skipped" : result.findings.isEmpty ? "passed" : "failed"
                let reason = result.skipped ? (result.skipReason ?? "Package.swift could not be read") : nil
                return .init(group: result.group.rawValue, id: result.id, incomplete: result.incomplete && !result.skipped, reason: reason, status: status, title: result.title)
            },
            discovered: discovered,
            findings: findings.map {
                .init(
                    check: $0.check, column: $0.column, file: $0.file, fingerprint: $0.fingerprint, hint: $0.hint,
                    line: $0.line, message: $0.message, severity: $0.severity.rawValue
                )
            },
            summary: .init(
                baselined: baselinedCount, checks: checkCount, errors: errorCount, incomplete: incompleteCount,
                skipped: skippedCount, suppressed: suppressedCount, warnings: warningCount
            ),
            version: 1
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        return String(decoding: try! encoder.encode(document), as: UTF8.self)
    }

    private struct Document: Encodable {
        struct Check: Encodable {
            var group, id: String
            var incomplete: Bool
            /// Why a skipped check was skipped; absent otherwise.
            var reason: String?
            var status, title: String
        }

        struct Item: Encodable {
            var check: String
            var column: Int?
            var file, fingerprint, hint: String
            var line: Int?
            var message, severity: String

            enum CodingKeys: String, CodingKey {
                case check, column, file, fingerprint, hint, line, message, severity
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(check, forKey: .check)
                try container.encode(column, forKey: .column)
                try container.encode(file, forKey: .file)
                try container.encode(fingerprint, forKey: .fingerprint)
                try container.encode(hint, forKey: .hint)
                try container.encode(line, forKey: .line)
                try container.encode(message, forKey: .message)
                try container.encode(severity, forKey: .severity)
            }
        }

        struct Summary: Encodable {
            var baselined, checks, errors, incomplete, skipped, suppressed, warnings: Int
        }

        var checks: [Check]
        var discovered: [String]
        var findings: [Item]
        var summary: Summary
        var version: Int
    }
}
