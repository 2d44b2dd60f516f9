import Foundation

/// `.fia/baseline.json`: the findings a team has accepted for now. Doctor reports only findings
/// not in it, counts the ones that are, and reports entries that match nothing any more.
///
/// Entries are matched by `Finding.fingerprint` (check, file and message, not line), so
/// moving code does not invalidate them; two identical findings need two entries.
public struct Baseline: Equatable, Sendable {
    public static let path = ".fia/baseline.json"

    public struct Entry: Codable, Equatable, Sendable, Comparable {
        public var check: String
        public var fingerprint: String
        /// Kept for people reading the file; matching uses only the fingerprint.
        public var message: String
        public var path: String

        public init(_ finding: Finding) {
            check = finding.check
            fingerprint = finding.fingerprint
            message = finding.message
            path = finding.file
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.check, lhs.message, lhs.fingerprint) < (rhs.path, rhs.check, rhs.message, rhs.fingerprint)
        }
    }

    public var entries: [Entry]

    /// The baseline accepting `findings`, sorted so the file's diff shows what changed.
    public init(findings: [Finding]) {
        entries = findings.map(Entry.init).sorted()
    }

    /// Reads a baseline file's text.
    public init(json: String) throws(BaselineError) {
        do {
            let document = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
            guard document.version == 1 else { throw BaselineError.unsupportedVersion(document.version) }
            entries = document.findings
        } catch let error as BaselineError {
            throw error
        } catch {
            throw .malformed
        }
    }

    /// The file's text: pretty JSON with sorted keys and a final newline.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and an integer cannot fail.
        return String(decoding: try! encoder.encode(Document(findings: entries, version: 1)), as: UTF8.self) + "\n"
    }

    /// Splits `findings` into the new ones and the number the baseline accepts, and returns
    /// the entries nothing matched (stale: the finding was fixed or its message changed).
    public func match(_ findings: [Finding]) -> (new: [Finding], baselined: Int, stale: [Entry]) {
        var matcher = Matcher(self)
        let new = findings.filter { !matcher.accepts($0) }
        return (new, findings.count - new.count, matcher.stale)
    }

    /// Matches findings one at a time, each entry accepting one finding.
    public struct Matcher {
        private var remaining: [String: [Entry]]

        public init(_ baseline: Baseline) {
            remaining = Dictionary(grouping: baseline.entries, by: \.fingerprint)
        }

        /// Whether an entry not yet used accepts `finding`; uses that entry up.
        public mutating func accepts(_ finding: Finding) -> Bool {
            guard var left = remaining[finding.fingerprint], !left.isEmpty else { return false }
            left.removeFirst()
            remaining[finding.fingerprint] = left
            return true
        }

        /// The entries no finding used, sorted.
        public var stale: [Entry] {
            remaining.values.flatMap { $0 }.sorted()
        }
    }

    private struct Document: Codable {
        var findings: [Entry]
        var version: Int
    }
}

/// Why `.fia/baseline.json` could not be used.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
    case malformed
    case unsupportedVersion(Int)

    public var description: String {
        switch self {
        case .malformed: "the baseline '\(Baseline.path)' is not a fia baseline (invalid JSON or missing keys)"
        case .unsupportedVersion(let version): "the baseline '\(Baseline.path)' has version \(version), which this fia does not read"
        }
    }
}
