@testable import FiaKit
import Testing

/// `TextLines`, the one line splitter every reader calls: lines end at `\n` or `\r\n`, a lone `\r`
/// stays in its line, and `n` breaks make `n + 1` lines.
struct TextLinesTests {
    @Test(arguments: [
        ("", [""]),
        ("a", ["a"]),
        ("a\n", ["a", ""]),
        ("a\nb", ["a", "b"]),
        ("a\r\nb\r\n", ["a", "b", ""]),
        ("a\r\n\r\nb", ["a", "", "b"]),
        ("a\rb\n", ["a\rb", ""]),
        ("\r\n", ["", ""]),
        ("\r", ["\r"]),
        ("a\r\r\nb", ["a\r", "b"]),
        ("\n\n", ["", "", ""]),
        ("é\r\nx\u{301}\nç", ["é", "x\u{301}", "ç"]),
        ("a\n\u{301}b", ["a", "\u{301}b"]),
    ])
    func splitsAtLineFeedsAndCRLF(text: String, expected: [String]) {
        #expect(TextLines.of(text).map(String.init) == expected)
    }

    @Test func spansGiveEachLinesContentAndBreak() {
        let bytes = Array("ab\r\nc\nd".utf8)
        let spans = bytes.withUnsafeBufferPointer(TextLines.spans)
        #expect(spans == [
            TextLines.Span(start: 0, contentEnd: 2, end: 4),
            TextLines.Span(start: 4, contentEnd: 5, end: 6),
            TextLines.Span(start: 6, contentEnd: 7, end: 7),
        ])
        #expect(spans.map(\.hasBreak) == [true, true, false])
    }

    @Test func aRangeIsSplitWithinItsBounds() {
        let bytes = Array("xx\na\r\nb\nyy".utf8)
        var found: [(Range<Int>, Int)] = []
        bytes.withUnsafeBufferPointer { buffer in
            TextLines.forEach(in: buffer, from: 3, to: 8) { span, index in found.append((span.content, index)) }
        }
        #expect(found.map(\.0) == [3..<4, 6..<7, 8..<8])
        #expect(found.map(\.1) == [0, 1, 2])
    }
}
