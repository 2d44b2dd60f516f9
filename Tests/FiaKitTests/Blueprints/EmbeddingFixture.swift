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

    /// Every blueprint that parses, parsed when `swift run embed-blueprints` ran; keyed like `files`.
    static let templates: [String: ParsedBlueprint] = [
        "control.txt": ParsedBlueprint(
            path: [.text("control.txt")],
            contents: [.text("tab\there nul\u{0} esc\u{1b}[0m del\u{7f} nel\u{85} ls  ps  cr\u{d}")]
        ),
        "crlf.txt": ParsedBlueprint(
            path: [.text("crlf.txt")],
            contents: [.text(#"""
a\#u{d}
b\#u{d}

"""#)]
        ),
        "delimiters.txt": ParsedBlueprint(
            path: [.text("delimiters.txt")],
            contents: [.text(###"""
"""
"""#
  """##
"
"""###)]
        ),
        "dir/dot_gitignore": ParsedBlueprint(
            path: [.text("dot_gitignore")],
            contents: [.text(#"""
.build/

"""#)]
        ),
        "empty.txt": ParsedBlueprint(
            path: [.text("empty.txt")],
            contents: []
        ),
        "hashes.md": ParsedBlueprint(
            path: [.text("hashes.md")],
            contents: [.text(#####"""
#### heading ## ###
##
"""#####)]
        ),
        "indented.txt": ParsedBlueprint(
            path: [.text("indented.txt")],
            contents: [.text(#"""
    four
	tab
  trailing   
        

"""#)]
        ),
        "interpolation.swift": ParsedBlueprint(
            path: [.text("interpolation.swift")],
            contents: [.text(###"""
\(name) \#(name) \##(name) \
\#
end

"""###)]
        ),
        "no-trailing-newline.txt": ParsedBlueprint(
            path: [.text("no-trailing-newline.txt")],
            contents: [.text("last line")]
        ),
        "only-newlines.txt": ParsedBlueprint(
            path: [.text("only-newlines.txt")],
            contents: [.text(#"""



"""#)]
        ),
        "quotes.swift": ParsedBlueprint(
            path: [.text("quotes.swift")],
            contents: [.text(#"""
let s = """
    hi
    """

"""#)]
        ),
        "raw.swift": ParsedBlueprint(
            path: [.text("raw.swift")],
            contents: [.text(###"""
let r = #"a "# b"#
let q = ##"""
"""#
"""##

"""###)]
        ),
        "unicode.txt": ParsedBlueprint(
            path: [.text("unicode.txt")],
            contents: [.text(#"""
café — 日本語 🚀 é ﻿​

"""#)]
        ),
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
