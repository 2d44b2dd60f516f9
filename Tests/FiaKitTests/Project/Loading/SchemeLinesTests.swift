@testable import FiaKit
import Testing

/// `ProjectSnapshot.testPlanReferences(inScheme:)` reads only the lines whose bytes hold
/// `reference`; it finds, with its line number, each line's `reference = "…"` attribute when the
/// word starts the line or follows a space or `<`, the lines split at "\n" and "\r\n" (a lone "\r"
/// splits nothing), and words compared as `String`s (a combining mark after a letter is not that letter).
/// The expectations are written out by hand.
struct SchemeLinesTests {
    @Test(arguments: [
        ("", []),
        ("reference = \"a\"", ["1 a"]),
        ("\nreference = \"a\"\n", ["2 a"]),
        ("a\r\nreference = \"x\"\r\nb reference = \"y\"\r\n", ["2 x", "3 y"]),
        ("one\rreference = \"r\"\r\rtwo\n\nreference\nreference = \"last\"", ["4 last"]),
        ("<TestPlanReference\n   reference = \"container:A\"\n   reference = \"container:B\">\nlast", ["2 container:A", "3 container:B"]),
        ("é\nréférence = \"no\"\nreferenc\ne = \"no\"\nxxreferencexx reference = \"z\"\n\n", []),
        ("reference\u{301} = \"q\"\n\u{600}reference = \"w\"\nthe end reference = \"e\"\r", ["3 e"]),
        (" reference = \"a\" reference = \"b\"\r\n\r\n<reference = \"c\"", ["1 a", "3 c"]),
    ] as [(String, [String])])
    func findsEachLinesReference(_ text: String, expected: [String]) {
        let found = ProjectSnapshot.testPlanReferences(inScheme: text).map { "\($0.line) \($0.reference)" }
        #expect(found == expected, "\(text.debugDescription)")
    }
}
