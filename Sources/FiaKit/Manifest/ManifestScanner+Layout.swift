extension ManifestScanner {
    /// The spaces and tabs that start the line holding byte `offset`.
    func lineIndent(at offset: Int) -> String {
        text.indentation(ofLineAt: offset)
    }

    /// Whether token `index` is the first thing on its line.
    func isFirstOnLine(_ index: Int) -> Bool {
        text.isFirstOnLine(tokens[index].start)
    }

    /// Whether a line break lies between the two byte offsets.
    func hasNewline(from start: Int, to end: Int) -> Bool {
        start < end && text.newlineCount(in: start..<end) > 0
    }

    /// The text with every edit applied (edits at the same offset keep their order): its string,
    /// and its bytes, which the scan of the result (`rescanned(applying:text:)`) reads.
    func appliedText(_ edits: [ManifestEdit]) -> SourceText {
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        return text.replaced(ordered.map { ($0.element.offset..<$0.element.offset + $0.element.count, $0.element.text) })
    }

    /// Where a new line may be inserted after byte `offset`: past the comments and spaces that
    /// finish the same line, before its line break (`\r\n` or `\n`).
    func lineEnd(after offset: Int) -> Int {
        var end = offset
        for comment in comments where comment.start >= end {
            guard !hasNewline(from: end, to: comment.start),
                  bytes[end..<comment.start].allSatisfy({ $0 == ascii(" ") || $0 == ascii("\t") }) else { break }
            end = comment.end
        }
        while end < bytes.count, bytes[end] == ascii(" ") || bytes[end] == ascii("\t") { end += 1 }
        if end > offset, bytes[end - 1] == ascii("\r") { end -= 1 }
        return end
    }

    /// One level of indentation, learnt from the `Package(` call's arguments: a tab, or the
    /// spaces its first argument line is indented by beyond the call's line; four spaces otherwise.
    func indentUnit(of package: Call) -> String {
        let base = lineIndent(at: tokens[package.first].start)
        guard let argument = arguments(of: package).first, isFirstOnLine(argument.first) else { return "    " }
        let inner = lineIndent(at: tokens[argument.first].start)
        guard inner.hasPrefix(base), inner.count > base.count else { return "    " }
        let unit = String(inner.dropFirst(base.count))
        return unit.hasPrefix("\t") ? "\t" : unit
    }

    /// `text`, whose inner lines are indented in steps of four spaces, indented in steps of
    /// `unit` instead, so an appended target follows a 2-space or tab-indented manifest.
    func reindented(_ text: String, unit: String) -> String {
        guard unit != "    " else { return text }
        let lines = TextLines.of(text).map { (line: Substring) -> String in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: unit, count: spaces / 4) + String(repeating: " ", count: spaces % 4) + String(line.dropFirst(spaces))
        }
        return lines.joined(separator: "\n")
    }

    /// `text` (written at zero indentation) with each non-empty line prefixed by `indent`,
    /// the first one too unless `indentingFirstLine` is false; lines joined with `newline`.
    func indented(_ text: String, by indent: String, indentingFirstLine: Bool = true) -> String {
        TextLines.of(text).enumerated().map { index, line in
            line.isEmpty || (index == 0 && !indentingFirstLine) ? String(line) : indent + line
        }.joined(separator: newline)
    }
}

/// One change to a manifest's bytes: `text` replacing `count` bytes at `offset`.
struct ManifestEdit {
    var offset: Int
    var count = 0
    var text: String
}
