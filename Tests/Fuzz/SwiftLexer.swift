@testable import FiaKit

/// `SwiftLexer`: every Swift file fia reads goes through it first.
/// Invariants: tokens lie in the input, in order, without overlap, and cover every byte but
/// blanks (comments kept); lines count the line breaks before each token; the lex without
/// comments is the lex with them minus its comments; `tokenize` agrees with the offsets; an
/// error names a line of the input.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let bytes = Array(text.utf8)
    let withComments: LexedSource
    do {
        withComments = try SwiftLexer.lex(text, keepComments: true)
    } catch let error as SwiftLexerError {
        let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
        require((1...lines).contains(error.line), "error line \(error.line) outside 1...\(lines)")
        require((try? SwiftLexer.lex(text, keepComments: false)) == nil, "the lex without comments succeeds where the lex with them fails")
        return
    } catch {
        fatalError("unexpected error \(error)")
    }
    require(withComments.bytes == bytes, "the lexed bytes are not the input's")
    var covered = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    var counted = 0
    for token in withComments.tokens {
        let start = Int(token.start), end = Int(token.end)
        require(start >= covered && start < end && end <= bytes.count, "token \(start)..<\(end) after \(covered) of \(bytes.count)")
        for byte in bytes[covered..<start] {
            require([0x20, 0x09, 0x0D, 0x0A].contains(byte), "byte \(byte) between tokens at \(covered)..<\(start)")
        }
        for byte in bytes[counted..<start] where byte == UInt8(ascii: "\n") { line += 1 }
        counted = start
        require(Int(token.line) == line, "token at \(start) on line \(token.line), expected \(line)")
        covered = end
    }
    for byte in bytes[covered...] {
        require([0x20, 0x09, 0x0D, 0x0A].contains(byte), "byte \(byte) after the last token")
    }

    guard let withoutComments = try? SwiftLexer.lex(text, keepComments: false) else {
        fatalError("the lex without comments fails where the lex with them succeeds")
    }
    let expected = withComments.tokens.filter { $0.kind != .comment }
    require(withoutComments.tokens.count == expected.count
            && zip(withoutComments.tokens, expected).allSatisfy { $0.kind == $1.kind && $0.start == $1.start && $0.end == $1.end && $0.line == $1.line },
            "the lex without comments is not the lex with them minus comments")
    let comments = Set(withComments.tokens.filter { $0.kind == .comment }.map(\.start))
    for marker in withoutComments.markerComments {
        require(comments.contains(marker.start), "a marker comment at \(marker.start) is no comment token")
    }

    let tokens = withoutComments.swiftTokens()
    require(tokens.count == expected.count, "tokenize gives \(tokens.count) tokens for \(expected.count)")
    for (token, lexed) in zip(tokens, expected) {
        require(token.start == Int(lexed.start) && token.end == Int(lexed.end) && token.line == Int(lexed.line), "tokenize moved a token")
        let whole = bytes[token.start..<token.end]
        switch token.kind {
        case .identifier where whole.first == UInt8(ascii: "`"):
            let inside = whole.dropFirst()
            let name = inside.count >= 1 && inside.last == UInt8(ascii: "`") ? inside.dropLast() : inside
            require(token.text.utf8.elementsEqual(name), "a quoted identifier's text \(token.text) is not between its backticks")
        case .string(let value?):
            require(token.text.utf8.elementsEqual(whole), "a string's text is not its bytes")
            let hashes = whole.prefix { $0 == UInt8(ascii: "#") }.count
            require(value.utf8.elementsEqual(whole.dropFirst(hashes + 1).dropLast(hashes + 1)), "a string's value \(value) is not between its quotes")
        case .punctuation:
            require(whole.count == 1 && token.text.utf8.elementsEqual(whole), "punctuation \(token.text) of \(whole.count) bytes")
        default:
            require(token.text.utf8.elementsEqual(whole), "a token's text \(token.text) is not its bytes")
        }
    }
}
