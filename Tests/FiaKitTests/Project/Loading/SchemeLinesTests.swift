@testable import FiaKit
import Testing

/// `ProjectSnapshot.lines(of:holding:)` finds exactly the lines `split(separator: "\n")` gives whose
/// bytes hold the word, with their numbers (a `\r\n` is one character, not a line break): every
/// line holding it as characters among them.
struct SchemeLinesTests {
    /// The lines (and numbers) of `text` holding `word`, by splitting it into characters.
    static func split(_ text: String, _ word: String, asCharacters: Bool) -> [(Int, String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { asCharacters ? $0.element.contains(word) : $0.element.containsBytes(word) }
            .map { ($0.offset + 1, String($0.element)) }
    }

    @Test(arguments: [
        "",
        "reference",
        "\nreference\n",
        "a\r\nreference = \"x\"\r\nb reference\r\n",
        "one\rreference\r\rtwo\n\nreference\nreference",
        "<TestPlanReference\n   reference = \"container:A\"\n   reference = \"container:B\">\nlast",
        "é\nréférence\nreferenc\ne\nxxreferencexxreference\n\n",
        "reference\u{301}\n\u{600}reference\nthe end reference",
    ])
    func findsTheLinesSplittingFinds(_ text: String) {
        let found = ProjectSnapshot.lines(of: text, holding: "reference").map { ($0.number, String($0.line)) }
        let expected = Self.split(text, "reference", asCharacters: false)
        #expect(found.map(\.0) == expected.map(\.0), "\(text.debugDescription)")
        #expect(found.map(\.1) == expected.map(\.1), "\(text.debugDescription)")
        #expect(Set(Self.split(text, "reference", asCharacters: true).map(\.0)).isSubset(of: found.map(\.0)))
    }
}
