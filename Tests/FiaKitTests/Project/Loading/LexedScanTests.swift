@testable import FiaKit
import Testing

/// Doctor's one lex per file: offsets without text, the words a file mentions as bytes, and the
/// suppression comments the lex notes. Each must say what the string-based reading said.
struct LexedScanTests {
    static let source = """
        // header
        import struct `DomainLayer`.Settings
        #if canImport(UIKit)
        import UIKit
        #endif
        /* block // fia:ignore imports.cross-layer — not a line comment */
        let text = "value"; let raw = #"raw \\(x)"#; let n = 1.5e3
        let s = "\\(f(1) /* // fia:ignore inside interpolation */)"
        /// fia:ignore imports.undeclared — doc comments count
        struct `class`: Café, Cafe\u{301} {} // fia:ignore layout.suppressions: trailing
        """

    @Test func tokenizeMakesTheTextsOfTheOffsets() throws {
        let lexed = try SwiftLexer.lex(Self.source, keepComments: true)
        let tokens = try SwiftLexer.tokenize(Self.source, keepComments: true)
        #expect(tokens.count == lexed.tokens.count)
        for (token, offsets) in zip(tokens, lexed.tokens) {
            #expect(token.start == Int(offsets.start) && token.end == Int(offsets.end) && token.line == Int(offsets.line))
            #expect(token.text == lexed.text(of: offsets))
        }
        #expect(tokens.contains { $0.kind == .identifier && $0.text == "DomainLayer" && $0.end - $0.start == 13 })
        #expect(tokens.contains { $0.kind == .string(value: "value") && $0.text == "\"value\"" })
        // In a raw string `\(` is no interpolation: its value is its content.
        #expect(tokens.contains { $0.kind == .string(value: "raw \\(x)") && $0.text == "#\"raw \\(x)\"#" })
        #expect(tokens.contains { $0.kind == .number && $0.text == "1.5e3" })
    }

    @Test func theLexNotesOnlyLineCommentsOutsideInterpolations() throws {
        let suppressions = Suppression.scan(Self.source, path: "A.swift")
        #expect(suppressions == [
            Suppression(path: "A.swift", line: 9, check: "imports.undeclared", reason: "doc comments count"),
            Suppression(path: "A.swift", line: 10, check: "layout.suppressions", reason: "trailing"),
        ])
        let summary = try ImportScanner.scan(Self.source)
        #expect(summary.suppressionComments.map(\.line) == [9, 10])
        #expect(summary.imports == [
            .init(module: "DomainLayer", line: 2), .init(module: "UIKit", line: 4, isGuardedByCanImport: true),
        ])
    }

    @Test func wordsCompareAsStringsDo() throws {
        let summary = try ImportScanner.scan(Self.source)
        #expect(summary.words.contains("class"))
        #expect(summary.words.contains("Café"))
        // "Cafe\u{301}" is the same string as "Café": one word, found by either spelling.
        #expect(summary.identifiers.contains("Cafe\u{301}"))
        #expect(summary.words.contains("Cafe\u{301}"))
        #expect(!summary.words.contains("Cafe"))
        #expect(!summary.words.contains("value"))
        #expect(summary.words == WordTable(summary.identifiers))
        #expect(WordTable(["K"]).contains("\u{212A}"))
        #expect(WordTable(["\u{212A}"]).contains("K"))
    }

    @Test func mentionedNamesAreFoundInOnePass() throws {
        let summary = try ImportScanner.scan("let a = SettingsPresenter(); let b = Café()")
        let file = ProjectSnapshot.SourceFile(path: "Tests/A.swift", target: nil, text: "", summary: summary)
        let names = WordTable(["SettingsPresenter", "ProfilePresenter", "Cafe\u{301}"])
        #expect(WordTable.mentioned(names, in: [file]) == ["SettingsPresenter", "Cafe\u{301}"])
    }

    @Test func aBuilderHoldsMoreWordsThanItWasSizedFor() {
        let words = (0 ..< 300).map { "word\($0)" } + ["Caf\u{E9}", "word7"]
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for word in words {
            ranges.append(bytes.count ..< bytes.count + word.utf8.count)
            bytes += word.utf8
        }
        var builder = WordTable.Builder(bytes: bytes, capacity: 1)
        bytes.withUnsafeBufferPointer { source in
            for range in ranges { builder.insert(range, in: source) }
        }
        let table = builder.table()
        #expect(table.count == 301)
        #expect(table == WordTable(Set(words)))
        #expect(table.contains("word299") && table.contains("Cafe\u{301}") && !table.contains("word300"))
    }

    @Test func aFileOfMoreTokensThanItsBytesSuggestIsLexedWhole() throws {
        // One-byte tokens throughout: far more than the lexer's first guess of a token per five bytes.
        let source = String(repeating: "a+b;", count: 5_000) + "\nimport DomainLayer\n"
        let lexed = try SwiftLexer.lex(source)
        #expect(lexed.tokens.count == 20_002)
        #expect(try SwiftLexer.tokenize(source).map(\.text).suffix(2) == ["import", "DomainLayer"])
        #expect(ImportScanner.scan(lexed).imports == [.init(module: "DomainLayer", line: 2)])
    }
}
