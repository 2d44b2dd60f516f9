import Foundation

// The part of `.fia/config.json` that tunes doctor's report rather than describing the project:
//
//     {
//       "severity": { "wiring.presenter-tests": "error", "layout.test-targets": "off" },
//       "ignore": [
//         { "path": "App/project.yml", "check": "development-app.products", "reason": "the debug menu links DI on purpose" }
//       ]
//     }
//
// - "severity": per check id, "off" (the check does not run), "warning" or "error" (its
//   findings are reported with that severity).
// - "ignore": findings of `check` in the file `path` (or under it, when it ends in "/") are
//   suppressed, for files a `// fia:ignore` comment cannot go in. "reason" is required.
//
// Values of the wrong shape make the whole config invalid (like any other key); an unknown
// check id or a missing reason is reported by the `layout.suppressions` check instead.

/// Doctor's per-check severities and its config-file suppressions.
public struct DoctorConfiguration: Equatable, Sendable {
    /// What `"severity"` sets a check to.
    public enum SeverityOverride: String, Equatable, Sendable, CaseIterable {
        case off, warning, error
    }

    /// One `"ignore"` entry.
    public struct IgnoreEntry: Equatable, Sendable {
        public var path: String
        public var check: String
        /// Empty when the entry gives none; such an entry suppresses nothing.
        public var reason: String

        public init(path: String, check: String, reason: String) {
            self.path = path
            self.check = check
            self.reason = reason
        }

        /// Whether it covers `finding` (same check; same file, or a file under a `/`-ended path).
        func matches(_ finding: Finding) -> Bool {
            finding.check == check && (finding.file == path || (path.hasSuffix("/") && finding.file.hasPrefix(path)))
        }
    }

    public var severity: [String: SeverityOverride] = [:]
    public var ignore: [IgnoreEntry] = []

    public init(severity: [String: SeverityOverride] = [:], ignore: [IgnoreEntry] = []) {
        self.severity = severity
        self.ignore = ignore
    }

    /// Reads the config key `key` (`"severity"` or `"ignore"`) from its parsed JSON `value`.
    mutating func parse(_ key: String, _ value: Any) throws(ProjectConfigurationError) {
        switch key {
        case "severity":
            let expected = "an object mapping check ids to \"off\", \"warning\" or \"error\""
            guard let object = value as? [String: Any] else { throw .wrongType(key: key, expected: expected) }
            for (id, level) in object {
                guard let text = level as? String, let override = SeverityOverride(rawValue: text) else {
                    throw .wrongType(key: key, expected: expected)
                }
                severity[id] = override
            }
        case "ignore":
            let expected = "an array of {\"path\", \"check\", \"reason\"} objects"
            guard let entries = value as? [Any] else { throw .wrongType(key: key, expected: expected) }
            ignore = try entries.map { entry throws(ProjectConfigurationError) in
                guard let object = entry as? [String: Any],
                      Set(object.keys).isSubset(of: ["path", "check", "reason"]),
                      let path = object["path"] as? String, !path.isEmpty,
                      let check = object["check"] as? String, !check.isEmpty,
                      object["reason"] == nil || object["reason"] is String
                else { throw .wrongType(key: key, expected: expected) }
                let reason = (object["reason"] as? String ?? "").trimmingCharacters(in: .whitespaces)
                return IgnoreEntry(path: path, check: check, reason: reason)
            }
        default:
            throw .unknownKey(key)
        }
    }
}
