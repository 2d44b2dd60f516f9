/// A parsed blueprint template (Jinja-like, small).
///
/// - `{{ name }}`, `{{ item.name }}`, `{{ "literal" }}`, with filters: `{{ name | snake | upper }}`
///   (`pascal`, `camel`, `snake`, `kebab`, `lower`, `upper`).
/// - `{% if cond %}…{% elif cond %}…{% else %}…{% endif %}`; conditions combine expressions with
///   `not`, `and`, `or`; true are a true bool, a non-empty string, a non-empty list.
/// - `{% for item in list %}…{% endfor %}`, binding `item` and `loop.first`, `loop.last`, `loop.index` (from 1).
/// - `{# comment #}` renders to nothing.
/// - A line holding only `{% %}`/`{# #}` tags and whitespace disappears, newline included.
///
/// Everything else, single `{` and `}` included, is literal; in `{{{ name }}}` the outer braces are.
/// String literals in tags (`"…"` or `'…'`) are verbatim, without escapes.
public struct Template: Sendable {
    /// The blueprint's name in errors, e.g. `new/Package.swift`.
    public let name: String
    let nodes: [TemplateNode]

    /// Parses `source`; syntax errors (unclosed tag, unmatched `endif`/`endfor`, unknown tag,
    /// unknown filter) throw, naming `name` and the line.
    public init(source: String, name: String) throws(BlueprintError) {
        self.name = name
        let segments = try TemplateScanner.segments(of: source, name: name)
        nodes = try TemplateParser.parse(TemplateSegment.trimmingBlockLines(segments), name: name)
    }

    /// A template parsed earlier (the embedded blueprints are parsed at build time).
    init(name: String, nodes: [TemplateNode]) {
        self.name = name
        self.nodes = nodes
    }

    /// Renders with `context`; an unknown variable (or a value of the wrong kind, such as a
    /// list in `{{ }}`) throws, naming the blueprint and line.
    public func render(_ context: [String: TemplateValue]) throws(BlueprintError) -> String {
        var scope = TemplateScope(context)
        var output = ""
        try render(nodes, in: &scope, into: &output)
        return output
    }

    private func render(_ nodes: [TemplateNode], in scope: inout TemplateScope, into output: inout String) throws(BlueprintError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression, let line):
                output += try string(expression, in: scope, line: line)
            case .conditional(let branches, let otherwise):
                var chosen = otherwise
                for branch in branches where try isTrue(branch.condition, in: scope, line: branch.line) {
                    chosen = branch.body
                    break
                }
                try render(chosen, in: &scope, into: &output)
            case .loop(let variable, let list, let line, let body):
                let elements = try elements(of: list, in: scope, line: line)
                for (offset, element) in elements.enumerated() {
                    let state: [String: TemplateValue] = [
                        "first": .bool(offset == 0),
                        "last": .bool(offset == elements.count - 1),
                        "index": .string(String(offset + 1)),
                    ]
                    try scope.with([variable: .dictionary(element), "loop": .dictionary(state)]) { (inner) throws(BlueprintError) in
                        try render(body, in: &inner, into: &output)
                    }
                }
            }
        }
    }
}
