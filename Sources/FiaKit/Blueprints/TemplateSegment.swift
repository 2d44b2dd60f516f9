/// A piece of template source: literal text or one `{{ }}`, `{% %}` or `{# #}` tag.
struct TemplateSegment: Equatable {
    enum Kind: Equatable {
        case text
        /// `{{ expression }}`
        case output
        /// `{% statement %}`
        case block
        /// `{# comment #}`
        case comment
    }

    var kind: Kind
    /// The text, or the tag's inside without its delimiters.
    var content: String
    /// The 1-based line the segment starts on.
    var line: Int

    /// Whether a line holding only this segment (and whitespace) disappears from the output.
    var isBlockLike: Bool { kind == .block || kind == .comment }
}

extension TemplateSegment {
    /// Applies the whitespace rule: a line holding only block tags and comments (and
    /// horizontal whitespace) disappears, its newline included. Other text is untouched.
    static func trimmingBlockLines(_ segments: [TemplateSegment]) -> [TemplateSegment] {
        // Lines are judged on the original text: trimming one line must not hide that the next starts a line.
        var result = segments
        var start = 0
        while start < segments.count {
            guard segments[start].isBlockLike else {
                start += 1
                continue
            }
            // The run of block-like tags on this line, separated only by horizontal whitespace.
            var end = start
            while true {
                if end + 1 < segments.count, segments[end + 1].isBlockLike {
                    end += 1
                } else if end + 2 < segments.count, segments[end + 1].isHorizontalWhitespace, segments[end + 2].isBlockLike {
                    end += 2
                } else {
                    break
                }
            }
            if startsLine(segments, at: start), endsLine(segments, at: end) {
                if start > 0 { result[start - 1].content = result[start - 1].content.droppingTrailingBlanks() }
                for index in start...end where result[index].kind == .text { result[index].content = "" }
                if end + 1 < result.count { result[end + 1].content = result[end + 1].content.droppingFirstLine() }
            }
            start = end + 1
        }
        return result.filter { $0.kind != .text || !$0.content.isEmpty }
    }

    private var isHorizontalWhitespace: Bool {
        kind == .text && content.allSatisfy(\.isBlank)
    }

    /// Whether only horizontal whitespace lies between the line's start and segment `index`.
    private static func startsLine(_ segments: [TemplateSegment], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = segments[index - 1]
        guard previous.kind == .text else { return false }
        let tail = previous.content.reversed().prefix { !$0.isLineBreak }
        let hasNewline = tail.count < previous.content.count
        return tail.allSatisfy(\.isBlank) && (hasNewline || index == 1)
    }

    /// Whether only horizontal whitespace lies between segment `index` and the line's end.
    private static func endsLine(_ segments: [TemplateSegment], at index: Int) -> Bool {
        guard index + 1 < segments.count else { return true }
        let next = segments[index + 1]
        guard next.kind == .text else { return false }
        let head = next.content.prefix { !$0.isLineBreak }
        let hasNewline = head.count < next.content.count
        return head.allSatisfy(\.isBlank) && (hasNewline || index + 2 == segments.count)
    }
}

extension String {
    /// The text without the horizontal whitespace after its last newline.
    fileprivate func droppingTrailingBlanks() -> String {
        var characters = Substring(self)
        while let last = characters.last, last.isBlank { characters.removeLast() }
        return String(characters)
    }

    /// The text after its first newline (the whole first line removed, newline included).
    fileprivate func droppingFirstLine() -> String {
        guard let newline = firstIndex(where: \.isLineBreak) else { return "" }
        return String(self[index(after: newline)...])
    }
}

fileprivate extension Character {
    /// A line ending: `\n` or `\r\n` (one `Character` in Swift).
    var isLineBreak: Bool { self == "\n" || self == "\r\n" }

    /// Horizontal whitespace: a space or a tab.
    var isBlank: Bool { self == " " || self == "\t" }
}
