import Foundation

/// One problem doctor found: which check, how bad, what, where, and what to do about it.
///
/// Findings are plain values: checks return them, the report prints them as a checklist
/// or as JSON, and tests compare them with `==`.
public struct Finding: Equatable, Hashable, Sendable {
    /// How much a finding matters: errors fail `fia doctor`, warnings only with `--strict`.
    public enum Severity: String, Equatable, Hashable, Sendable {
        case error, warning
    }

    /// The id of the check that found it, e.g. `imports.cross-layer`.
    public var check: String
    public var severity: Severity
    /// What is wrong, one lowercase sentence with names in single quotes.
    public var message: String
    /// The file to look at, relative to the project's root.
    public var file: String
    /// The 1-based line in `file`, when there is one.
    public var line: Int?
    /// The 1-based column on `line` (in characters), when known.
    public var column: Int?
    /// One line saying how to fix it.
    public var hint: String

    public init(check: String, severity: Severity, message: String, file: String, line: Int? = nil, column: Int? = nil, hint: String) {
        self.check = check
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.hint = hint
    }

    /// `file:line`, or `file` alone when there is no line.
    public var location: String {
        line.map { "\(file):\($0)" } ?? file
    }

    /// What identifies this finding across edits that only move code: its check, file and
    /// message, hashed (FNV-1a 64, hex), never its line. A message's own `line N` mentions
    /// are left out too, so that moving code does not change them either.
    public var fingerprint: String {
        let message = message.replacingOccurrences(of: #"\bline \d+"#, with: "line", options: .regularExpression)
        return StableHash.fnv1a64Hex([check, file, message].joined(separator: "\u{0}"))
    }
}

extension Finding: Comparable {
    /// Orders findings by file, then line, then message, so reports are stable.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        return lhs.message < rhs.message
    }
}
