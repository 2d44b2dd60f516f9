@testable import FiaKit
import Testing

/// Extended regex literals may hold quotes; they used to be read as `#` followed by a string.
struct SwiftLexerRegexLiteralTests {
    @Test(arguments: [
        "let quote = #/\"/#\nlet b = 1",
        "let quote = ##/\"/#\"/##\nlet b = 1",
        "let quote = #/\n  \" # comment\n/#\nlet b = 1",
    ])
    func skipsAnExtendedRegexLiteralAsOneToken(source: String) throws {
        let tokens = try SwiftLexer.tokenize(source)
        #expect(tokens.map(\.text).suffix(4) == ["let", "b", "=", "1"])
        #expect(tokens[3].kind == .string(value: nil))
        #expect(tokens[3].text.hasPrefix("#") && tokens[3].text.hasSuffix("#"))
        #expect(tokens.last?.line == source.split(separator: "\n").count)
    }

    @Test func reportsAnUnterminatedRegexLiteral() {
        #expect(throws: SwiftLexerError(line: 2, what: "regex literal")) {
            try SwiftLexer.tokenize("let a = 1\nlet r = #/\"\n")
        }
    }

    @Test func deeplyNestedInterpolationIsAnErrorNotAStackOverflow() {
        let depth = 30_000
        let source = "let x = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        #expect(throws: SwiftLexerError(line: 1, what: "string interpolation", isTooDeep: true)) {
            try SwiftLexer.tokenize(source)
        }
        let nested = "let x = " + String(repeating: "\"\\(", count: 50) + "1" + String(repeating: ")\"", count: 50)
        #expect(throws: Never.self) { try SwiftLexer.tokenize(nested) }
    }
}
