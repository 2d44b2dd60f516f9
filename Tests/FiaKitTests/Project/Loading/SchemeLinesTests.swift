@testable import FiaKit
import Testing

/// `ProjectSnapshot.testPlanReferences(inScheme:)` reads only the lines whose bytes hold
/// `reference`; it must answer as reading every line does, the lines split at "\n" and "\r\n"
/// characters (each line read alone, as a one-line scheme).
struct SchemeLinesTests {
    @Test(arguments: [
        "",
        "reference = \"a\"",
        "\nreference = \"a\"\n",
        "a\r\nreference = \"x\"\r\nb reference = \"y\"\r\n",
        "one\rreference = \"r\"\r\rtwo\n\nreference\nreference = \"last\"",
        "<TestPlanReference\n   reference = \"container:A\"\n   reference = \"container:B\">\nlast",
        "é\nréférence = \"no\"\nreferenc\ne = \"no\"\nxxreferencexx reference = \"z\"\n\n",
        "reference\u{301} = \"q\"\n\u{600}reference = \"w\"\nthe end reference = \"e\"\r",
        " reference = \"a\" reference = \"b\"\r\n\r\n<reference = \"c\"",
    ])
    func answersAsReadingEveryLine(_ text: String) {
        let found = ProjectSnapshot.testPlanReferences(inScheme: text).map { "\($0.line) \($0.reference)" }
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let expected = lines.enumerated().flatMap { number, line in
            ProjectSnapshot.testPlanReferences(inScheme: String(line)).map { "\(number + 1) \($0.reference)" }
        }
        #expect(found == expected, "\(text.debugDescription)")
    }
}
