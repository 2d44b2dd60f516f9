@testable import FiaKit
import Testing

/// `SourceText.replaced(_:)` splices the edited string from the text's own string and carries the
/// line break it already found: both must be what decoding the edited bytes and looking for a
/// `\r\n` in them give, on texts with comments, raw strings, non-ASCII bytes and CRLF.
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
            // A text of a string splices its string; a text of bytes alone decodes its first edit's.
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

    /// An edit inside a character is not spliced: the bytes are decoded (and repaired) as before.
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

    /// A text knows the string it was made from without comparing bytes; any other string (the
    /// same bytes made anew, other bytes of the same length, a short string) is compared instead.
    @Test func aTextKnowsOnlyItsOwnString() {
        let source = String(repeating: "let value = \"é\"\n", count: 4)
        let text = SourceText(source)
        #expect(text.isMade(from: source))
        #expect(!text.isMade(from: String(decoding: Array(source.utf8), as: UTF8.self)))
        #expect(!text.isMade(from: String(repeating: "x", count: source.utf8.count)))
        #expect(!SourceText("short").isMade(from: "short"))
        #expect(!SourceText(bytes: Array(source.utf8)).isMade(from: source))
        let edited = text.replaced([(0..<0, "// top\n")])
        #expect(edited.isMade(from: edited.string))
        #expect(!edited.isMade(from: source))
    }

    /// The line break search passing blocks of bytes finds a `\r\n` exactly where a plain search
    /// does: at every position and alignment, across blocks, after lone `\r`s and `\n`s.
    @Test func aCRLFIsFoundWhereverItIs() {
        for count in 0..<100 {
            for position in 0..<max(count - 1, 1) {
                var bytes = [UInt8](repeating: ascii("a"), count: count)
                // A lone `\r` and a lone `\n` elsewhere, which must not count.
                if count > 3 {
                    bytes[(position + 2) % count] = ascii("\r")
                    bytes[(position + count / 2) % count] = ascii("\n")
                }
                let plain = { (bytes: [UInt8]) in bytes.indices.dropLast().contains { bytes[$0] == 13 && bytes[$0 + 1] == 10 } }
                #expect(SourceText.hasCRLF(bytes) == plain(bytes))
                if count >= 2 {
                    bytes[position] = ascii("\r")
                    bytes[position + 1] = ascii("\n")
                    #expect(SourceText.hasCRLF(bytes))
                    #expect(plain(bytes))
                }
            }
        }
        // Non-ASCII bytes next to a `\r` (0x8D, 0x0D + 0x80) are not one.
        #expect(!SourceText.hasCRLF(Array(String(repeating: "é\u{8D}\r", count: 40).utf8)))
    }
}
