// GENERATED FILE — DO NOT EDIT. Regenerate with `swift run embed-blueprints`.
// Each file under Blueprints/ is a raw multi-line string literal whose lines start at column 0.

/// The blueprints compiled into the binary: path relative to `Blueprints/` -> contents.
public enum EmbeddedBlueprints {
    /// Every file under `Blueprints/`, keyed by its path relative to that folder.
    public static let files: [String: String] = [
        "sample/Sources/{{ name }}/{{ name }}.swift": ##"""
{# A sample blueprint: Swift braces, a loop and a conditional. #}
/// {{ name }}: a sample type.
public struct {{ name | pascal }} {
{% for field in fields %}
    public var {{ field.name | camel }}: {{ field.type }}{% if not loop.last %} // more below{% endif %}
{% endfor %}
{% if hasInit %}

    public init() {}
{% endif %}
}

"""##,
        "sample/dot_config/settings.toml": ##"""
{# sample: settings in a dot folder #}
name = "{{ name | kebab }}"

"""##,
        "sample/dot_gitignore": #"""
.build/
/.swiftpm/

"""#,
        "sample/empty.txt": #"""

"""#,
        "sample/greeting.txt": #"""
Hello, {{ name }}!

"""#,
        "sample/tricky.txt": ###"""
let quote = """
raw "# and "## and """#
interpolation \(x) \#(x) ##
café — 日本語 🚀
"""###,
    ]
}
