/// Splits template source into text and tags, counting lines.
///
/// A tag opens at `{{`, `{%` or `{#` and closes at the matching `}}`, `%}` or `#}`;
/// inside `{{ }}` and `{% %}` a quoted string may hold the closing delimiter
/// (`{{ "}}" }}`). Everything outside tags, single braces included, is literal text.
struct TemplateScanner {
    private let characters: [Character]
    private let name: String
    private var index = 0
    private var line = 1

    init(source: String, name: String) {
        characters = Array(source)
        self.name = name
    }

    /// The segments of the source, in order, with no empty text segments.
    static func segments(of source: String, name: String) throws(BlueprintError) -> [TemplateSegment] {
        var scanner = TemplateScanner(source: source, name: name)
        return try scanner.run()
    }

    private mutating func run() throws(BlueprintError) -> [TemplateSegment] {
        var segments: [TemplateSegment] = []
        var text = ""
        var textLine = 1
        while index < characters.count {
            if let kind = tagOpening() {
                if !text.isEmpty { segments.append(TemplateSegment(kind: .text, content: text, line: textLine)) }
                segments.append(try scanTag(kind))
                text = ""
                textLine = line
                continue
            }
            let character = characters[index]
            if text.isEmpty { textLine = line }
            text.append(character)
            if character == "\n" || character == "\r\n" { line += 1 }
            index += 1
        }
        if !text.isEmpty { segments.append(TemplateSegment(kind: .text, content: text, line: textLine)) }
        return segments
    }

    /// The kind of tag opening at `index`, if any. In `{{{`, the first brace is literal, so
    /// Swift's `{{{ name }}}` renders as `{`, the name, `}`.
    private func tagOpening() -> TemplateSegment.Kind? {
        guard characters[index] == "{", index + 1 < characters.count else { return nil }
        switch characters[index + 1] {
        case "{": return index + 2 < characters.count && characters[index + 2] == "{" ? nil : .output
        case "%": return .block
        case "#": return .comment
        default: return nil
        }
    }

    /// Scans the tag opening at `index`, leaving `index` after its closing delimiter.
    private mutating func scanTag(_ kind: TemplateSegment.Kind) throws(BlueprintError) -> TemplateSegment {
        let opening = String(characters[index...(index + 1)])
        let closing: Character = kind == .output ? "}" : kind == .block ? "%" : "#"
        let startLine = line
        index += 2
        var content = ""
        var quote: Character?
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == closing, index + 1 < characters.count, characters[index + 1] == "}" {
                index += 2
                return TemplateSegment(kind: kind, content: content, line: startLine)
            } else if kind != .comment, character == "\"" || character == "'" {
                quote = character
            }
            if character == "\n" || character == "\r\n" { line += 1 }
            content.append(character)
            index += 1
        }
        let message = quote == nil
            ? "unclosed '\(opening)': missing '\(closing)}'"
            : "unterminated string literal in '\(opening)' tag"
        throw BlueprintError(file: name, line: startLine, message: message)
    }
}
