// GENERATED FILE — DO NOT EDIT. Regenerate with `FIA_RECORD_FIXTURES=1 swift test --filter EmbeddingRoundTripTests`.
// Each file under Blueprints/ is a raw multi-line string literal whose lines start at column 0.

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
}
