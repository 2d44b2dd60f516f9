/// A `// fia:ignore <check id> — <reason>` comment in a Swift file: it suppresses that check's
/// findings on its own line and on the line after it (so it can sit above the code it excuses).
///
/// The reason may follow `—`, `-` or `:`; a suppression without one suppresses nothing and is
/// reported, as is one that matches no finding. Only `//` comments count: the text inside a
/// string literal or a block comment is not a suppression.
public struct Suppression: Equatable, Sendable {
    public static let marker = "fia:ignore"

    /// The Swift file, relative to the project's root.
    public var path: String
    public var line: Int
    public var check: String
    /// Empty when the comment gives none.
    public var reason: String

    public init(path: String, line: Int, check: String, reason: String) {
        self.path = path
        self.line = line
        self.check = check
        self.reason = reason
    }

    /// Whether it covers `finding`.
    func matches(_ finding: Finding) -> Bool {
        guard finding.check == check, finding.file == path, let findingLine = finding.line else { return false }
        return findingLine == line || findingLine == line + 1
    }

    /// Every suppression comment in the snapshot's Swift files, in path and line order: from the
    /// comments the loader's lex of each file noted, so no file is searched or lexed again.
    public static func scan(_ snapshot: ProjectSnapshot) -> [Suppression] {
        var suppressions: [Suppression] = []
        for index in snapshot.sources.indices where !snapshot.sources[index].summary.suppressionComments.isEmpty {
            let file = snapshot.sources[index]
            suppressions += file.summary.suppressionComments.compactMap { parse(comment: $0.text.dropFirst(2), path: file.path, line: $0.line) }
        }
        return suppressions
    }

    /// The suppression comments of one file's `text`. A file the lexer cannot read has none
    /// (doctor reports it as unreadable anyway).
    public static func scan(_ text: String, path: String) -> [Suppression] {
        guard mentionsMarker(text), let lexed = try? SwiftLexer.lex(text) else { return [] }
        return lexed.markerComments.compactMap { comment in
            parse(comment: lexed.text(of: comment).dropFirst(2), path: path, line: Int(comment.line))
        }
    }

    /// Whether `text` contains `fia:ignore` anywhere: a byte search, because most files have no
    /// suppression and Foundation's `contains` costs about as much as all of doctor's checks.
    static func mentionsMarker(_ text: String) -> Bool {
        text.containsBytes(Self.marker)
    }

    /// `fia:ignore imports.cross-layer — the reason` (after the `//`), or `nil` for any other comment.
    static func parse(comment: Substring, path: String, line: Int) -> Suppression? {
        // A comment runs to the `\n`: in a CRLF file its `\r` is no part of the reason.
        var comment = comment
        while comment.last == "\r" { comment = comment.dropLast() }
        var rest = comment.drop { $0 == " " || $0 == "\t" || $0 == "/" }
        guard rest.hasPrefix(marker) else { return nil }
        rest = rest.dropFirst(marker.count)
        guard rest.first.map({ $0 == " " || $0 == "\t" }) ?? true else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        let check = rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
        rest = rest.dropFirst(check.count)
        // A `-` glued to the id belongs to it; the separator is what follows the id.
        if let separator = rest.drop(while: { $0 == " " || $0 == "\t" }).first, "—–-:".contains(separator) {
            rest = rest.drop { $0 == " " || $0 == "\t" }.dropFirst()
        }
        let reason = String(rest.trimmingBlanks())
        return Suppression(path: path, line: line, check: String(check), reason: reason)
    }
}
