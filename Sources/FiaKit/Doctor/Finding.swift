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
    /// One line saying how to fix it.
    public var hint: String

    public init(check: String, severity: Severity, message: String, file: String, line: Int? = nil, hint: String) {
        self.check = check
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.hint = hint
    }

    /// `file:line`, or `file` alone when there is no line.
    public var location: String {
        line.map { "\(file):\($0)" } ?? file
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
