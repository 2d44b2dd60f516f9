/// Builds `TemplateNode`s from scanned segments, matching `if`/`elif`/`else`/`endif` and `for`/`endfor`.
struct TemplateParser {
    /// A `{% %}` tag: its first word and a reader over the rest.
    private struct BlockTag {
        var keyword: String
        var reader: TemplateTokenReader
        var line: Int
    }

    private let name: String
    private let segments: [TemplateSegment]
    private var position = 0
    /// How many `if`/`for` blocks enclose the current position.
    private var depth = 0

    /// The deepest nesting of blocks a template may have: far beyond any real blueprint, far
    /// within the stack (parsing and rendering recurse once per level).
    static let maximumDepth = 100

    /// Parses a whole template; `name` is the blueprint named in errors.
    static func parse(_ segments: [TemplateSegment], name: String) throws(BlueprintError) -> [TemplateNode] {
        var parser = TemplateParser(name: name, segments: segments)
        let (nodes, stray) = try parser.nodes()
        if let stray {
            let opener = stray.keyword == "endfor" ? "for" : "if"
            throw parser.error(stray.line, "'\(stray.keyword)' without matching '\(opener)'")
        }
        return nodes
    }

    private init(name: String, segments: [TemplateSegment]) {
        self.name = name
        self.segments = segments
    }

    /// Nodes up to the end or to an `elif`/`else`/`endif`/`endfor` tag, which is returned.
    private mutating func nodes() throws(BlueprintError) -> ([TemplateNode], BlockTag?) {
        var nodes: [TemplateNode] = []
        while position < segments.count {
            let segment = segments[position]
            position += 1
            switch segment.kind {
            case .text:
                nodes.append(.text(segment.content))
            case .comment:
                continue
            case .output:
                let expression = try syntax(segment.line) { () throws(TemplateSyntaxError) in
                    var reader = try TemplateTokenReader(tagContent: segment.content)
                    let expression = try reader.expression()
                    try reader.expectEnd(after: "the expression")
                    return expression
                }
                nodes.append(.output(expression, line: segment.line))
            case .block:
                let tag = try blockTag(segment)
                guard tag.keyword != "if" && tag.keyword != "for" else {
                    guard depth < Self.maximumDepth else {
                        throw error(tag.line, "blocks nested more than \(Self.maximumDepth) levels deep")
                    }
                    depth += 1
                    nodes.append(tag.keyword == "if" ? try conditional(tag) : try loop(tag))
                    depth -= 1
                    continue
                }
                return (nodes, tag)
            }
        }
        return (nodes, nil)
    }

    private mutating func conditional(_ opening: BlockTag) throws(BlueprintError) -> TemplateNode {
        var branches: [TemplateBranch] = []
        var tag = opening
        while true {
            let condition = try syntax(tag.line) { () throws(TemplateSyntaxError) in
                let condition = try tag.reader.condition()
                try tag.reader.expectEnd(after: "the condition")
                return condition
            }
            let (body, end) = try nodes()
            branches.append(TemplateBranch(condition: condition, line: tag.line, body: body))
            guard let end else { throw error(opening.line, "'if' without matching 'endif'") }
            switch end.keyword {
            case "elif":
                tag = end
            case "else":
                try syntax(end.line) { () throws(TemplateSyntaxError) in try end.reader.expectEnd(after: "'else'") }
                let (otherwise, close) = try nodes()
                guard let close else { throw error(opening.line, "'if' without matching 'endif'") }
                guard close.keyword == "endif" else { throw mismatch(close, expected: "endif", opening) }
                try syntax(close.line) { () throws(TemplateSyntaxError) in try close.reader.expectEnd(after: "'endif'") }
                return .conditional(branches, otherwise: otherwise)
            case "endif":
                try syntax(end.line) { () throws(TemplateSyntaxError) in try end.reader.expectEnd(after: "'endif'") }
                return .conditional(branches, otherwise: [])
            default:
                throw mismatch(end, expected: "endif", opening)
            }
        }
    }

    private mutating func loop(_ opening: BlockTag) throws(BlueprintError) -> TemplateNode {
        var reader = opening.reader
        let (variable, list) = try syntax(opening.line) { () throws(TemplateSyntaxError) in
            guard let variable = reader.plainName(), reader.take("in"),
                  case .variable(let list) = try reader.expression().operand
            else { throw TemplateSyntaxError("expected 'for <name> in <list>'") }
            try reader.expectEnd(after: "the list")
            guard variable != "loop" else { throw TemplateSyntaxError("'loop' is reserved for the loop's state") }
            return (variable, list)
        }
        let (body, end) = try nodes()
        guard let end else { throw error(opening.line, "'for' without matching 'endfor'") }
        guard end.keyword == "endfor" else { throw mismatch(end, expected: "endfor", opening) }
        try syntax(end.line) { () throws(TemplateSyntaxError) in try end.reader.expectEnd(after: "'endfor'") }
        return .loop(variable: variable, list: list, line: opening.line, body: body)
    }

    private static let keywords: Set<String> = ["if", "elif", "else", "endif", "for", "endfor"]

    private func blockTag(_ segment: TemplateSegment) throws(BlueprintError) -> BlockTag {
        var reader = try syntax(segment.line) { () throws(TemplateSyntaxError) in
            try TemplateTokenReader(tagContent: segment.content)
        }
        guard let first = reader.next() else { throw error(segment.line, "empty '{% %}' tag") }
        guard case .word(let keyword) = first, Self.keywords.contains(keyword) else {
            throw error(segment.line, "unknown tag '\(first.text)'")
        }
        return BlockTag(keyword: keyword, reader: reader, line: segment.line)
    }

    private func mismatch(_ found: BlockTag, expected: String, _ opening: BlockTag) -> BlueprintError {
        error(found.line, "expected '\(expected)' for the '\(opening.keyword)' on line \(opening.line), found '\(found.keyword)'")
    }

    private func error(_ line: Int, _ message: String) -> BlueprintError {
        BlueprintError(file: name, line: line, message: message)
    }

    /// Runs `body`, turning a syntax error inside a tag into a `BlueprintError` at `line`.
    private func syntax<T>(_ line: Int, _ body: () throws(TemplateSyntaxError) -> T) throws(BlueprintError) -> T {
        do {
            return try body()
        } catch {
            throw self.error(line, error.message)
        }
    }
}
