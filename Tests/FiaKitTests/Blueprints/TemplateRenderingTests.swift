@testable import FiaKit
import Testing

/// Input → expected output of `Template.render`, over one shared context.
struct TemplateRenderingTests {
    static let context: [String: TemplateValue] = [
        "name": "licenseList",
        "title": "URLSession",
        "empty": "",
        "yes": true,
        "no": false,
        "items": .list([["name": "a"], ["name": "b"], ["name": "c"]]),
        "none": .list([]),
        "groups": .list([
            ["name": "g1", "members": .list([["name": "x"], ["name": "y"]])],
            ["name": "g2", "members": .list([["name": "z"]])],
        ]),
    ]

    @Test(arguments: [
        // Variables and literals.
        ("{{ name }}", "licenseList"),
        ("{{name}}", "licenseList"),
        ("a{{ name }}b{{ title }}", "alicenseListbURLSession"),
        ("{{ yes }}/{{ no }}", "true/false"),
        (#"{{ "{{" }}"#, "{{"),
        ("{{ '}}' }}", "}}"),
        (#"{{ "it's" }}"#, "it's"),
        // Filters and chains.
        ("{{ name | pascal }}", "LicenseList"),
        ("{{ title | camel }}", "urlSession"),
        ("{{ title | snake }}", "url_session"),
        ("{{ name | kebab }}", "license-list"),
        ("{{ name | lower }}", "licenselist"),
        ("{{ name | upper }}", "LICENSELIST"),
        ("{{ name | snake | upper }}", "LICENSE_LIST"),
        ("{{ name|pascal|camel }}", "licenseList"),
        (#"{{ "user-profile" | pascal }}"#, "UserProfile"),
        // Conditionals.
        ("{% if yes %}Y{% endif %}", "Y"),
        ("{% if no %}Y{% endif %}", ""),
        ("{% if no %}Y{% else %}N{% endif %}", "N"),
        ("{% if no %}1{% elif empty %}2{% elif name %}3{% else %}4{% endif %}", "3"),
        ("{% if no %}1{% elif empty %}2{% else %}4{% endif %}", "4"),
        ("{% if not no %}Y{% endif %}", "Y"),
        ("{% if not not yes %}Y{% endif %}", "Y"),
        ("{% if not empty %}E{% endif %}{% if not name %}N{% endif %}", "E"),
        ("{% if items %}has{% endif %}{% if none %}none{% endif %}", "has"),
        ("{% if yes and no %}a{% elif yes or no %}b{% endif %}", "b"),
        ("{% if not no and yes %}a{% endif %}", "a"),
        ("{% if no or no or yes %}a{% endif %}", "a"),
        ("{% if empty | upper %}a{% else %}b{% endif %}", "b"),
        ("{% if yes %}{% if no %}1{% else %}2{% endif %}{% endif %}", "2"),
        // Loops.
        ("{% for item in items %}{{ item.name }}{% if not loop.last %}, {% endif %}{% endfor %}", "a, b, c"),
        ("{% for item in items %}{{ loop.index }}{% if loop.first %}F{% endif %}{% endfor %}", "1F23"),
        ("{% for item in none %}x{% endfor %}", ""),
        (
            "{% for g in groups %}{{ g.name }}({% for m in g.members %}{{ m.name }}{{ loop.index }}{% endfor %})"
                + "{% if not loop.last %};{% endif %}{% endfor %}",
            "g1(x1y2);g2(z1)"
        ),
        ("{% for name in items %}{{ name.name }}{% endfor %}{{ name }}", "abclicenseList"),
        ("{% for item in items %}{% if item.name %}{{ item.name | upper }}{% endif %}{% endfor %}", "ABC"),
        // Comments.
        ("{# comment #}x", "x"),
        ("a{# multi\nline {{ nope }} #}b", "ab"),
        // Everything else is literal.
        ("func f() { return [1: 2] } // 100% #tag", "func f() { return [1: 2] } // 100% #tag"),
        ("{ {name} } }} %} #} {", "{ {name} } }} %} #} {"),
        (##"let s = #"""# + "\(x)" + "\#(y)""##, ##"let s = #"""# + "\(x)" + "\#(y)""##),
        ("{{{ name }}}", "{licenseList}"),
        ("[{{{ title }}}: {{ name }}]", "[{URLSession}: licenseList]"),
        ("", ""),
        ("café 🚀 {{ name }}", "café 🚀 licenseList"),
    ])
    func renders(source: String, expected: String) throws {
        let template = try Template(source: source, name: "test")
        #expect(try template.render(Self.context) == expected)
    }

    @Test func aTemplateRendersAgainWithAnotherContext() throws {
        let template = try Template(source: "{{ name | pascal }}", name: "test")
        #expect(try template.render(["name": "a"]) == "A")
        #expect(try template.render(["name": "b-c"]) == "BC")
    }

    @Test func anUnknownVariableInAnUntakenBranchIsNotAnError() throws {
        let template = try Template(source: "{% if no %}{{ nope }}{% endif %}ok", name: "test")
        #expect(try template.render(Self.context) == "ok")
    }
}
