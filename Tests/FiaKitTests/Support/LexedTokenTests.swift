@testable import FiaKit
import Testing

/// `LexedToken`s, the one token every reader of Swift keeps: what the lexer says of each token, the
/// texts read from their bytes, and `SwiftToken`'s view with texts; the manifest's word literals and
/// byte comparisons agree with decoding and `String` equality.
struct LexedTokenTests {
    static let sources = [
        "import Foundation\n// c\nlet `default` = \"plain\" + #\"raw \"x\" \"# + \"esc\\n\" + \"\\(1)\"\n/* b */ let n = 1.5e3\n#if os(Linux)\n#endif\n",
        "let package = Package(\n    name: \"P\",\n    products: [.library(name: \"L\", targets: [\"A\"])],\n    targets: [\n        .target(name: \"A\", dependencies: [.product(name: \"X\", package: \"x\"), .byName(name: \"B\")], path: \"Sources/A\"),\n        Target.testTarget(name: \"ATests\", dependencies: [\"A\"], resources: [.copy(\"r\")]),\n        .executableTarget(name: \"é\", swiftSettings: [.define(\"D\", .when(platforms: [.linux]))]),\n    ]\n)\n",
        "\u{FEFF}let s = \"\"\"\n  multi\n  \"\"\"; let `unterminated\nlet café = \"cafe\\u{301}\"; let x = a?.b ?? c!\n",
        "struct S { let a: Int; var (b, c) = (1, 2); func f() { `name` } }\n",
    ]

    /// 16 bytes a token, as the lexer writes them and the manifest's scans copy them whole.
    @Test func aTokenIsSixteenBytes() {
        #expect(MemoryLayout<LexedToken>.size == 16)
        #expect(MemoryLayout<LexedToken>.stride == 16)
    }

    /// Each kind of token as the lexer writes it, against a hand-written list: kind, text, the
    /// punctuation byte (0 for any other token), backticks, a simple string's value, line.
    @Test func theLexerWritesEachKindOfToken() throws {
        let source = "let `a` = \"v\" + #\"r\"# + \"e\\n\" // c\n#if x\nf(1.5)\n"
        let lexed = try SwiftLexer.lex(source, keepComments: true)
        let text = SourceText(bytes: lexed.bytes)
        struct Seen: Equatable {
            var kind: LexedToken.Kind, text: String, byte: UInt8, isQuoted: Bool, hasValue: Bool, line: Int
        }
        func seen(_ kind: LexedToken.Kind, _ text: String, _ byte: Character? = nil, quoted: Bool = false, value: Bool = false, line: Int = 1) -> Seen {
            Seen(kind: kind, text: text, byte: byte.map { $0.asciiValue! } ?? 0, isQuoted: quoted, hasValue: value, line: line)
        }
        #expect(lexed.tokens.map { Seen(kind: $0.kind, text: text.string(of: $0), byte: $0.byte, isQuoted: $0.isQuoted, hasValue: $0.hasValue, line: $0.line) } == [
            seen(.identifier, "let"), seen(.identifier, "a", quoted: true), seen(.punctuation, "=", "="),
            seen(.string, "\"v\"", value: true), seen(.punctuation, "+", "+"), seen(.string, "#\"r\"#", value: true),
            seen(.punctuation, "+", "+"), seen(.string, "\"e\\n\""), seen(.comment, "// c"),
            seen(.pound, "#if", line: 2), seen(.identifier, "x", line: 2),
            seen(.identifier, "f", line: 3), seen(.punctuation, "(", "(", line: 3), seen(.number, "1.5", line: 3), seen(.punctuation, ")", ")", line: 3),
        ])
        #expect(lexed.tokens.map(\.start) == [0, 4, 8, 10, 14, 16, 22, 24, 30, 35, 39, 41, 42, 43, 46])
        #expect(lexed.tokens.filter(\.hasValue).map { text.value(of: $0) } == ["v", "r"])
        #expect(lexed.tokens[2].isPunctuation(ascii("=")) && !lexed.tokens[2].isPunctuation(ascii("+")) && !lexed.tokens[0].isPunctuation(0))
    }

    /// The texts read from the tokens' bytes, and the byte comparisons, agree with `SwiftLexer.tokenize`'s
    /// `SwiftToken`s string for string.
    @Test(arguments: sources)
    func textsAreTheSwiftTokensTexts(source: String) throws {
        let expected = try SwiftLexer.tokenize(source, keepComments: true)
        let lexed = try SwiftLexer.lex(source, keepComments: true)
        let text = SourceText(bytes: lexed.bytes)
        #expect(lexed.tokens.count == expected.count)
        for (token, swiftToken) in zip(lexed.tokens, expected) {
            #expect(text.string(of: token) == swiftToken.text)
            #expect(text.token(token, is: swiftToken.text))
            #expect(!text.token(token, is: swiftToken.text + "x"))
            #expect(token.start == swiftToken.start && token.end == swiftToken.end && token.line == swiftToken.line)
            #expect(token.isPunctuation(token.byte) == (swiftToken.kind == .punctuation))
            switch swiftToken.kind {
            case .string(let value?):
                #expect(token.kind == .string && token.hasValue)
                #expect(text.value(of: token) == value)
                #expect(text.value(of: token, is: value))
                #expect(!text.value(of: token, is: value + "x"))
            case .string(nil): #expect(token.kind == .string && !token.hasValue)
            case .identifier: #expect(token.kind == .identifier && token.isQuoted == source.utf8[source.utf8.index(source.utf8.startIndex, offsetBy: token.start)].isBacktick)
            case .pound: #expect(token.kind == .pound)
            case .number: #expect(token.kind == .number)
            case .punctuation: #expect(token.kind == .punctuation && swiftToken.isPunctuation(String(UnicodeScalar(token.byte))))
            case .comment: #expect(token.kind == .comment)
            }
            if swiftToken.kind != .punctuation { #expect(token.byte == 0) }
        }
    }

    /// A manifest scan's `string(_:)` is each token's text as written, an identifier's without its
    /// backticks, a word beyond ASCII decoded whole.
    @Test func manifestWordsAreTheTokensTexts() throws {
        let scanner = try ManifestScanner("let `package` = Package(name: \"P\", targets: [.target(name: \"é\", path: #\"x\"#)]) // c\n")
        #expect(scanner.tokens.indices.map { scanner.string($0) } == [
            "let", "package", "=", "Package", "(", "name", ":", "\"P\"", ",", "targets", ":", "[", ".", "target", "(",
            "name", ":", "\"é\"", ",", "path", ":", "#\"x\"#", ")", "]", ")",
        ])
    }

    /// `declarations` (keywords compared by bytes) finds what `isKeyword` and the names' strings find.
    @Test(arguments: sources + ["class A {}; struct `B` {}; x.enum C; import class D; actor é {}; protocol P: Q {}; func f() {}; enum A {}\n"])
    func declarationsAreTheKeywordsAndNames(source: String) throws {
        let index = try SwiftSourceIndex(source)
        let keywordSets: [SwiftSourceIndex.Keywords] = [.types, .protocol, .func, .topLevelTypes, .enum, .init(["é", "e\u{301}t", "class"])]
        for keywords in keywordSets {
            for name in [nil, "A", "B", "é", "e\u{301}", "P"] as [String?] {
                let expected = index.tokens.indices.dropLast().filter { position in
                    index.tokens[position + 1].kind == .identifier
                        && (name.map { index.string(at: position + 1) == $0 } ?? true)
                        && keywords.words.contains { index.isKeyword(position, $0) }
                        && !(position > 0 && index.isKeyword(position - 1, "import"))
                }.map { $0 + 1 }
                #expect(index.declarations(keywords, named: name) == expected)
            }
        }
    }

    /// The `Package(` call is found by its word's bytes as by its string: backticked, or not at all for another word.
    @Test func thePackageCallIsFoundAsByItsString() throws {
        let scanner = try ManifestScanner("let p = `Package`(name: \"P\", targets: [])\n")
        #expect(scanner.name(of: try scanner.packageCall()) == "Package")
        for other in ["Packagé", "Packages", "package", "Packag"] {
            #expect(throws: ManifestEditError.self) { try ManifestScanner("let p = \(other)(name: \"P\", targets: [])\n").packageCall() }
        }
        #expect(throws: ManifestEditError.self) { try ManifestScanner("let p = Package(name: \"P\", targets: []); let q = Package(targets: [])\n").packageCall() }
    }

    /// A kept scan is reused only for exactly its bytes, whatever the length and wherever they differ.
    @Test func aScanMatchesExactlyItsBytes() {
        for count in [0, 1, 7, 8, 9, 31, 32, 33, 64, 70, 100] {
            let source = String((0..<count).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            let text = SourceText(source)
            #expect(text.hasBytes(of: source))
            #expect(!text.hasBytes(of: source + "a"))
            for position in 0..<count {
                var bytes = Array(source.utf8)
                bytes[position] = ascii("Z")
                #expect(!text.hasBytes(of: String(decoding: bytes, as: UTF8.self)), "\(count) \(position)")
            }
        }
    }

    /// Bytes compare as `String` does: canonically equivalent texts are equal even when their bytes differ.
    @Test(arguments: [
        ("café", "cafe\u{301}"), ("\u{212A}elvin", "Kelvin"), ("abc", "abc"), ("abc", "abd"), ("ab", "abc"), ("é", "e"), ("", "x"),
    ])
    func bytesCompareAsStrings(pair: (String, String)) {
        let text = SourceText(pair.0)
        #expect(text.bytes(0..<text.bytes.count, are: pair.1) == (pair.0 == pair.1))
    }

    /// A target is found exactly where its decoded name matches: the manifest declares 'A', 'ATests' and 'é' (which 'e' + U+0301 equals), not its package 'P', its
    /// product 'L' or the dependency 'B'.
    @Test(arguments: [("A", true), ("ATests", true), ("é", true), ("e\u{301}", true), ("B", false), ("P", false), ("L", false), ("", false)])
    func targetsAreFoundAsByTheirDecodedNames(name: String, declared: Bool) throws {
        let scanner = try ManifestScanner(Self.sources[1])
        let array = try scanner.targetsArray().targets
        #expect(array.elements.contains { scanner.targetName(of: scanner.targetElement($0, in: array)) == name } == declared)
        #expect(scanner.declaresTarget(named: name, in: array) == declared)
        #expect((try scanner.targetElement(named: name, in: array) != nil) == declared)
    }
}

private extension UInt8 {
    var isBacktick: Bool { self == UInt8(ascii: "`") }
}
