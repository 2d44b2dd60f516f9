// GENERATED FILE — DO NOT EDIT. Regenerate with `FIA_RECORD_FIXTURES=1 swift test --filter EmbeddingRoundTripTests`.
// Each file under Blueprints/ is a raw multi-line string literal whose lines start at column 0,
// then parsed: `templates` holds the same blueprints as template nodes, so no run parses them.
@testable import FiaKit

/// The blueprints compiled into the binary: path relative to `Blueprints/` -> contents.
public enum EmbeddingFixture {
    /// Every file under `Blueprints/`, keyed by its path relative to that folder.
    public static let files: [String: String] = [
        "control.txt": #"""
tab	here nul\#u{0} esc\#u{1b}[0m del\#u{7f} nel\#u{85} ls  ps  cr\#u{d}
"""#,
        "crlf.txt": #"""
a\#u{d}
b\#u{d}

"""#,
        "delimiters.txt": ###"""
"""
"""#
  """##
"
"""###,
        "dir/dot_gitignore": #"""
.build/

"""#,
        "empty.txt": #"""

"""#,
        "hashes.md": #####"""
#### heading ## ###
##
"""#####,
        "indented.txt": #"""
    four
	tab
  trailing   
        

"""#,
        "interpolation.swift": ###"""
\(name) \#(name) \##(name) \
\#
end

"""###,
        "no-trailing-newline.txt": #"""
last line
"""#,
        "only-newlines.txt": #"""



"""#,
        "quotes.swift": #"""
let s = """
    hi
    """

"""#,
        "raw.swift": ###"""
let r = #"a "# b"#
let q = ##"""
"""#
"""##

"""###,
        "unicode.txt": #"""
café — 日本語 🚀 é ﻿​

"""#,
        "we\"ird\\name {{ x }}.txt": #"""
{{ x }}
"""#,
    ]

    /// The blueprints of `group` (`new`, `feature`, …) that parse, parsed when `swift run embed-blueprints` ran;
    /// keyed like `files`.
    static func templates(inGroup group: String) -> [String: ParsedBlueprint] {
        switch group {
        case "control.txt": control_txtTemplates
        case "crlf.txt": crlf_txtTemplates
        case "delimiters.txt": delimiters_txtTemplates
        case "dir": dirTemplates
        case "empty.txt": empty_txtTemplates
        case "hashes.md": hashes_mdTemplates
        case "indented.txt": indented_txtTemplates
        case "interpolation.swift": interpolation_swiftTemplates
        case "no-trailing-newline.txt": no_trailing_newline_txtTemplates
        case "only-newlines.txt": only_newlines_txtTemplates
        case "quotes.swift": quotes_swiftTemplates
        case "raw.swift": raw_swiftTemplates
        case "unicode.txt": unicode_txtTemplates
        case "we\"ird\\name {{ x }}.txt": we_ird_name____x____txtTemplates
        default: [:]
        }
    }

    private static let control_txtTemplates: [String: ParsedBlueprint] = [
        "control.txt": ParsedBlueprint(
            path: [.text("control.txt")],
            contents: [.text("tab\there nul\u{0} esc\u{1b}[0m del\u{7f} nel\u{85} ls  ps  cr\u{d}")]
        ),
    ]

    private static let crlf_txtTemplates: [String: ParsedBlueprint] = [
        "crlf.txt": ParsedBlueprint(
            path: [.text("crlf.txt")],
            contents: [.text(#"""
a\#u{d}
b\#u{d}

"""#)]
        ),
    ]

    private static let delimiters_txtTemplates: [String: ParsedBlueprint] = [
        "delimiters.txt": ParsedBlueprint(
            path: [.text("delimiters.txt")],
            contents: [.text(###"""
"""
"""#
  """##
"
"""###)]
        ),
    ]

    private static let dirTemplates: [String: ParsedBlueprint] = [
        "dir/dot_gitignore": ParsedBlueprint(
            path: [.text("dot_gitignore")],
            contents: [.text(#"""
.build/

"""#)]
        ),
    ]

    private static let empty_txtTemplates: [String: ParsedBlueprint] = [
        "empty.txt": ParsedBlueprint(
            path: [.text("empty.txt")],
            contents: []
        ),
    ]

    private static let hashes_mdTemplates: [String: ParsedBlueprint] = [
        "hashes.md": ParsedBlueprint(
            path: [.text("hashes.md")],
            contents: [.text(#####"""
#### heading ## ###
##
"""#####)]
        ),
    ]

    private static let indented_txtTemplates: [String: ParsedBlueprint] = [
        "indented.txt": ParsedBlueprint(
            path: [.text("indented.txt")],
            contents: [.text(#"""
    four
	tab
  trailing   
        

"""#)]
        ),
    ]

    private static let interpolation_swiftTemplates: [String: ParsedBlueprint] = [
        "interpolation.swift": ParsedBlueprint(
            path: [.text("interpolation.swift")],
            contents: [.text(###"""
\(name) \#(name) \##(name) \
\#
end

"""###)]
        ),
    ]

    private static let no_trailing_newline_txtTemplates: [String: ParsedBlueprint] = [
        "no-trailing-newline.txt": ParsedBlueprint(
            path: [.text("no-trailing-newline.txt")],
            contents: [.text("last line")]
        ),
    ]

    private static let only_newlines_txtTemplates: [String: ParsedBlueprint] = [
        "only-newlines.txt": ParsedBlueprint(
            path: [.text("only-newlines.txt")],
            contents: [.text(#"""



"""#)]
        ),
    ]

    private static let quotes_swiftTemplates: [String: ParsedBlueprint] = [
        "quotes.swift": ParsedBlueprint(
            path: [.text("quotes.swift")],
            contents: [.text(#"""
let s = """
    hi
    """

"""#)]
        ),
    ]

    private static let raw_swiftTemplates: [String: ParsedBlueprint] = [
        "raw.swift": ParsedBlueprint(
            path: [.text("raw.swift")],
            contents: [.text(###"""
let r = #"a "# b"#
let q = ##"""
"""#
"""##

"""###)]
        ),
    ]

    private static let unicode_txtTemplates: [String: ParsedBlueprint] = [
        "unicode.txt": ParsedBlueprint(
            path: [.text("unicode.txt")],
            contents: [.text(#"""
café — 日本語 🚀 é ﻿​

"""#)]
        ),
    ]

    private static let we_ird_name____x____txtTemplates: [String: ParsedBlueprint] = [
        "we\"ird\\name {{ x }}.txt": ParsedBlueprint(
            path: [.text("we\"ird\\name "), .output(TemplateExpression(operand: .variable(["x"]), filters: []), line: 1), .text(".txt")],
            contents: [.output(TemplateExpression(operand: .variable(["x"]), filters: []), line: 1)]
        ),
    ]

    /// The capitalised names the Swift blueprints use outside SwiftUI code, those only their
    /// SwiftUI code uses, and the types they declare (see `ReservedNames`), found when `swift run embed-blueprints` ran.
    static let blueprintNames: (uses: Set<String>, viewsOnly: Set<String>, declared: Set<String>) = (
        uses: [],
        viewsOnly: [],
        declared: []
    )
}
