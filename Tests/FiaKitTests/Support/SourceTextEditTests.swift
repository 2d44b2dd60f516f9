@testable import FiaKit
import Testing

/// `SourceText.replaced(_:)`: the edited bytes, their string and their line break, on texts with
/// comments, raw strings, non-ASCII bytes and CRLF.
struct SourceTextEditTests {
    static let texts = [
        "let a = 1 // note\nlet b = #\"raw \"quoted\" text\"#\n",
        "let café = \"naïve 🍎\"\r\nlet b = 2\r\n",
        "/* é */\rlet a = 1\r\n",
        "\u{FEFF}let a = [\"x\", \"ÿ\"]\n",
        "no line break at all: ü",
        "",
    ]

    /// Every insertion point and replaced range of each text, with replacements with and without
    /// line breaks and non-ASCII bytes.
    static func edits(of text: String) -> [[(range: Range<Int>, replacement: String)]] {
        let count = text.utf8.count
        var all: [[(range: Range<Int>, replacement: String)]] = []
        for offset in 0...count {
            for replacement in ["", "x", "\n", "\r\n", "\r", "\nß", "é\r"] {
                all.append([(offset..<offset, replacement)])
                if offset + 2 <= count { all.append([(offset..<offset + 2, replacement)]) }
            }
            if offset + 1 <= count { all.append([(0..<0, "a\n"), (offset..<offset + 1, "b")]) }
        }
        return all
    }

    @Test(arguments: texts)
    func anEditedTextIsItsBytesDecoded(source: String) {
        for (withKnownBreak, fromBytes) in [(false, false), (true, false), (false, true), (true, true)] {
            let text = fromBytes ? SourceText(bytes: Array(source.utf8)) : SourceText(source)
            if withKnownBreak { _ = text.newline }
            for edits in Self.edits(of: source) {
                let edited = text.replaced(edits)
                var bytes = Array(source.utf8)
                for edit in edits.reversed() { bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8)) }
                #expect(edited.bytes == bytes)
                #expect(Array(edited.string.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
                let hasCRLF = bytes.indices.dropLast().contains { bytes[$0] == 13 && bytes[$0 + 1] == 10 }
                #expect(edited.newline == (hasCRLF ? "\r\n" : "\n"))
                #expect(text.replacing(edits) == edited.string)
            }
        }
    }

    /// An edit inside a character: the bytes are decoded (and repaired).
    @Test func anEditInsideACharacterIsDecoded() {
        let text = SourceText("é")
        let edited = text.replaced([(1..<1, "x")])
        #expect(edited.bytes == [0xC3, ascii("x"), 0xA9])
        #expect(edited.string == String(decoding: [0xC3, ascii("x"), 0xA9], as: UTF8.self))
        #expect(edited.string.unicodeScalars.contains("\u{FFFD}"))
    }

    /// A text made from bytes alone (no string) decodes them, as before.
    @Test func aTextOfBytesAloneIsDecoded() {
        let source = "let é = 1\r\n"
        let text = SourceText(bytes: Array(source.utf8))
        #expect(text.replacing([(0..<0, "// x\n")]) == "// x\n" + source)
    }
}
