@testable import FiaKit
import Testing

/// Every refusal names the blueprint and the 1-based line of the offending tag.
struct TemplateErrorTests {
    static let name = "new/Package.swift"
    static let context: [String: TemplateValue] = [
        "name": "Demo", "yes": true, "items": .list([["name": "a"]]),
    ]

    @Test(arguments: [
        ("a\n{{ name", 2, "unclosed '{{': missing '}}'"),
        ("{% if yes", 1, "unclosed '{%': missing '%}'"),
        ("a\n\n{# note", 3, "unclosed '{#': missing '#}'"),
        (#"{{ "abc }}"#, 1, "unterminated string literal in '{{' tag"),
        ("\n\n{{ name | camle }}", 3, "unknown filter 'camle' (filters: camel, kebab, lower, pascal, snake, upper)"),
        ("{{ name | }}", 1, "expected a filter name after '|'"),
        ("a\n\n{% endif %}", 3, "'endif' without matching 'if'"),
        ("{% endfor %}", 1, "'endfor' without matching 'for'"),
        ("x\n{% else %}", 2, "'else' without matching 'if'"),
        ("{% elif yes %}", 1, "'elif' without matching 'if'"),
        ("\n{% for item in items %}\nx\n", 2, "'for' without matching 'endfor'"),
        ("{% if yes %}\nx\n{% else %}\ny\n", 1, "'if' without matching 'endif'"),
        ("{% if yes %}\n{% for item in items %}\n{% endif %}", 3, "expected 'endfor' for the 'for' on line 2, found 'endif'"),
        ("{% for item in items %}\n{% else %}\n{% endfor %}", 2, "expected 'endfor' for the 'for' on line 1, found 'else'"),
        ("{% if yes %}{% else %}\n{% else %}{% endif %}", 2, "expected 'endif' for the 'if' on line 1, found 'else'"),
        ("{% include other %}", 1, "unknown tag 'include'"),
        ("{%  %}", 1, "empty '{% %}' tag"),
        ("{{ }}", 1, "expected a variable or string literal"),
        ("{{ name name }}", 1, "unexpected 'name' after the expression"),
        ("{{ name@ }}", 1, "unexpected character '@'"),
        ("{{ a..b }}", 1, "invalid variable name 'a..b'"),
        ("{% if %}{% endif %}", 1, "expected a variable or string literal"),
        ("{% if yes no %}{% endif %}", 1, "unexpected 'no' after the condition"),
        ("{% if yes %}{% else yes %}{% endif %}", 1, "unexpected 'yes' after 'else'"),
        ("{% for item items %}{% endfor %}", 1, "expected 'for <name> in <list>'"),
        ("{% for loop in items %}{% endfor %}", 1, "'loop' is reserved for the loop's state"),
        (String(repeating: "{% if yes %}", count: 20_000) + String(repeating: "{% endif %}", count: 20_000), 1,
         "blocks nested more than 100 levels deep"),
    ])
    func syntaxErrorsThrowWhenParsing(source: String, line: Int, message: String) {
        #expect(throws: BlueprintError(file: Self.name, line: line, message: message)) {
            try Template(source: source, name: Self.name)
        }
    }

    @Test(arguments: [
        ("a\n{{ nmae }}", 2, "unknown variable 'nmae'"),
        ("{% for item in items %}\n{{ item.nmae }}\n{% endfor %}", 2, "unknown variable 'item.nmae'"),
        ("\n{% if nope %}x{% endif %}", 2, "unknown variable 'nope'"),
        ("{% if yes %}{% elif nope %}{% endif %}ok", nil, nil),
        ("{% if no_such and yes %}{% endif %}", 1, "unknown variable 'no_such'"),
        ("{{ loop.index }}", 1, "unknown variable 'loop.index'"),
        ("{{ name.first }}", 1, "unknown variable 'name.first'"),
        ("{% for x in name %}{% endfor %}", 1, "'name' is not a list"),
        ("{% for x in nope %}{% endfor %}", 1, "unknown variable 'nope'"),
        ("{{ items }}", 1, "cannot render 'items': it is a list; use '{% for … in items %}'"),
        ("{% for item in items %}{{ item }}{% endfor %}", 1, "cannot render 'item': it is a dictionary; use 'item.<key>'"),
        ("{{ yes | camel }}", 1, "filter 'camel' needs a string, but 'yes' is a bool"),
    ] as [(String, Int?, String?)])
    func renderErrorsNameTheLine(source: String, line: Int?, message: String?) throws {
        let template = try Template(source: source, name: Self.name)
        guard let line, let message else {
            #expect(try template.render(Self.context) == "ok")
            return
        }
        #expect(throws: BlueprintError(file: Self.name, line: line, message: message)) {
            try template.render(Self.context)
        }
    }

    @Test func descriptionNamesFileAndLine() {
        let error = BlueprintError(file: "new/Package.swift", line: 12, message: "unknown variable 'nmae'")
        #expect(error.description == "new/Package.swift:12: unknown variable 'nmae'")
        var override = error
        override.isProjectOverride = true
        #expect(override.description == "new/Package.swift:12 (project override): unknown variable 'nmae'")
        #expect(BlueprintError(file: "x", line: 0, message: "no such blueprint").description == "x: no such blueprint")
    }
}
