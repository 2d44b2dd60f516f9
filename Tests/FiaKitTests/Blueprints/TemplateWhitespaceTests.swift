@testable import FiaKit
import Testing

/// A line holding only block tags or comments disappears, newline included; other text stays.
struct TemplateWhitespaceTests {
    static let context: [String: TemplateValue] = [
        "yes": true, "no": false, "empty": "",
        "items": .list([["name": "a"], ["name": "b"]]),
    ]

    @Test(arguments: [
        ("a\n{% if yes %}\nb\n{% endif %}\nc\n", "a\nb\nc\n"),
        ("a\n{% if no %}\nb\n{% endif %}\nc\n", "a\nc\n"),
        ("a\n{% if no %}\nb\n{% else %}\nc\n{% endif %}\nd\n", "a\nc\nd\n"),
        ("    {% if yes %}\n    b\n\t{% endif %}  \n", "    b\n"),
        ("{% if yes %}\nb\n{% endif %}\n", "b\n"),
        ("a\n{% if yes %}\nb\n{% endif %}", "a\nb\n"),
        ("a\n  {# a note #}\nb\n", "a\nb\n"),
        ("a\n{# one\ntwo #}\nb\n", "a\nb\n"),
        ("{% if yes %}{% if yes %}\nb\n{% endif %} {# done #} {% endif %}\n", "b\n"),
        ("{% for item in items %}\n- {{ item.name }}\n{% endfor %}\n", "- a\n- b\n"),
        ("{% if yes %}\n{% if yes %}\nb\n{% endif %}\n{% endif %}\n", "b\n"),
        ("{% for item in items %}\n{{ item.name }}\n{% endfor %}\n{% if yes %}\n\nz\n{% endif %}\n", "a\nb\n\nz\n"),
        ("x\n  {# one #}\n\t{# two #}\n  {% if no %}\n{% endif %}\ny", "x\ny"),
        ("a\n\n{% if yes %}\nb\n{% endif %}\n\nc", "a\n\nb\n\nc"),
        ("a\r\n{% if yes %}\r\nb\r\n{% endif %}\r\nc", "a\r\nb\r\nc"),
        // Inline tags leave the surrounding text alone.
        ("a {% if yes %}b{% endif %} c\n", "a b c\n"),
        ("{% if yes %}b\n{% endif %}\n", "b\n"),
        ("x {% if yes %}\ny\n{% endif %}\n", "x \ny\n"),
        ("{% if yes %}\ny{% endif %} z\n", "y z\n"),
        ("a{# note #}\nb\n", "a\nb\n"),
        // An output tag alone on a line is not a block tag: its line stays.
        ("{{ empty }}\nb\n", "\nb\n"),
        ("a\n  {{ empty }}  \nb", "a\n    \nb"),
    ])
    func trimsTagOnlyLines(source: String, expected: String) throws {
        let template = try Template(source: source, name: "test")
        #expect(try template.render(Self.context) == expected)
    }

    @Test func linesAreCountedBeforeTrimming() throws {
        let template = try Template(source: "{% if yes %}\n{# note #}\n\n{{ nope }}\n{% endif %}\n", name: "t")
        #expect(throws: BlueprintError(file: "t", line: 4, message: "unknown variable 'nope'")) {
            try template.render(Self.context)
        }
    }
}
