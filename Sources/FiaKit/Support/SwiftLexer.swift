/// A small Swift lexer: enough to find structure (brackets, labels, string values, imports)
/// while never being fooled by comments (line, nested block) or string literals
/// (plain, multi-line, raw `#"…"#`, with interpolation).
public struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var tokens: [SwiftToken] = []
    private let keepComments: Bool
    /// How many string interpolations enclose this lexer (each is lexed by a nested one).
    private var nesting = 0

    /// Each ASCII byte as a one-character string: punctuation tokens share these instead of
    /// decoding a string per token (the default case only ever sees ASCII bytes).
    private static let asciiText: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + Array(repeating: "\u{FFFD}", count: 128)

    /// The deepest nesting of interpolations lexed: far beyond real code, far within the stack.
    static let maximumNesting = 200

    /// Tokenizes `source`. Comments are dropped unless `keepComments`.
    public static func tokenize(_ source: String, keepComments: Bool = false) throws -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: Array(source.utf8), keepComments: keepComments)
        // Swift averages a token per five or six bytes: one allocation instead of a dozen regrowths.
        lexer.tokens.reserveCapacity(lexer.bytes.count / 5)
        if lexer.bytes.starts(with: byteOrderMark) { lexer.index = byteOrderMark.count }
        try lexer.run(until: nil)
        return lexer.tokens
    }

    private init(bytes: [UInt8], keepComments: Bool) {
        self.bytes = bytes
        self.keepComments = keepComments
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Lexes until end of input or, inside an interpolation, the `)` that closes it.
    private mutating func run(until closingDepth: Int?) throws {
        var parenDepth = 0
        while let byte = peek() {
            let start = index
            let startLine = line
            switch byte {
            case ascii("\n"):
                line += 1
                index += 1
            case ascii(" "), ascii("\t"), ascii("\r"):
                index += 1
            case ascii("/") where peek(1) == ascii("/"):
                while let next = peek(), next != ascii("\n") { index += 1 }
                appendComment(start, startLine)
            case ascii("/") where peek(1) == ascii("*"):
                try skipBlockComment()
                appendComment(start, startLine)
            case ascii("\""):
                let value = try scanString(hashes: 0)
                tokens.append(SwiftToken(kind: .string(value: value), text: text(start, index), start: start, end: index, line: startLine))
            case ascii("#"):
                var hashes = 0
                while peek(hashes) == ascii("#") { hashes += 1 }
                if peek(hashes) == ascii("\"") {
                    index += hashes
                    let value = try scanString(hashes: hashes)
                    tokens.append(SwiftToken(kind: .string(value: value), text: text(start, index), start: start, end: index, line: startLine))
                } else if peek(hashes) == ascii("/") {
                    try skipExtendedRegex(hashes: hashes)
                    tokens.append(SwiftToken(kind: .string(value: nil), text: text(start, index), start: start, end: index, line: startLine))
                } else if let next = peek(1), isIdentifierHead(next) {
                    index += 1
                    while let next = peek(), isIdentifierBody(next) { index += 1 }
                    tokens.append(SwiftToken(kind: .pound, text: text(start, index), start: start, end: index, line: startLine))
                } else {
                    index += 1
                    tokens.append(SwiftToken(kind: .punctuation, text: "#", start: start, end: index, line: startLine))
                }
            case ascii("`"):
                index += 1
                while let next = peek(), next != ascii("`"), next != ascii("\n") { index += 1 }
                let name = text(start + 1, index)
                if peek() == ascii("`") { index += 1 }
                tokens.append(SwiftToken(kind: .identifier, text: name, start: start, end: index, line: startLine))
            case _ where isIdentifierHead(byte) || byte == ascii("$"):
                index += 1
                while let next = peek(), isIdentifierBody(next) { index += 1 }
                tokens.append(SwiftToken(kind: .identifier, text: text(start, index), start: start, end: index, line: startLine))
            case ascii("0")...ascii("9"):
                index += 1
                while let next = peek(), isIdentifierBody(next) || next == ascii(".") && (peek(1).map { ascii("0")...ascii("9") ~= $0 } ?? false) {
                    index += 1
                }
                tokens.append(SwiftToken(kind: .number, text: text(start, index), start: start, end: index, line: startLine))
            default:
                index += 1
                if let closingDepth {
                    if byte == ascii("(") { parenDepth += 1 }
                    if byte == ascii(")") {
                        if parenDepth == closingDepth { return }
                        parenDepth -= 1
                    }
                }
                tokens.append(SwiftToken(kind: .punctuation, text: Self.asciiText[Int(byte)], start: start, end: index, line: startLine))
            }
        }
        if closingDepth != nil {
            throw SwiftLexerError(line: line, what: "string interpolation")
        }
    }

    private mutating func appendComment(_ start: Int, _ startLine: Int) {
        if keepComments {
            tokens.append(SwiftToken(kind: .comment, text: text(start, index), start: start, end: index, line: startLine))
        }
    }

    private mutating func skipBlockComment() throws {
        let startLine = line
        var depth = 0
        while let byte = peek() {
            if byte == ascii("/") && peek(1) == ascii("*") {
                depth += 1
                index += 2
            } else if byte == ascii("*") && peek(1) == ascii("/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if byte == ascii("\n") { line += 1 }
                index += 1
            }
        }
        throw SwiftLexerError(line: startLine, what: "block comment")
    }

    /// Skips an extended regex literal `#/…/#` (it may hold quotes) whose first `#` is at `index`.
    private mutating func skipExtendedRegex(hashes: Int) throws {
        let startLine = line
        index += hashes + 1
        while let byte = peek() {
            index += 1
            if byte == ascii("\n") { line += 1 }
            if byte == ascii("/") && hashesFollow(at: index, count: hashes) { index += hashes; return }
        }
        throw SwiftLexerError(line: startLine, what: "regex literal")
    }

    /// Scans a string literal whose opening quote is at `index` (after any `#`s).
    /// Returns the literal's value when it is simple (single line, no escapes or interpolation).
    private mutating func scanString(hashes: Int) throws -> String? {
        let startLine = line
        let multiline = peek(1) == ascii("\"") && peek(2) == ascii("\"")
        index += multiline ? 3 : 1
        let contentStart = index
        var simple = !multiline
        while let byte = peek() {
            if byte == ascii("\\") && hashesFollow(at: index + 1, count: hashes) {
                simple = false
                index += 1 + hashes
                if peek() == ascii("(") {
                    index += 1
                    try runInterpolation()
                } else if peek() == ascii("\n") {
                    continue
                } else {
                    index += 1
                }
                continue
            }
            if byte == ascii("\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == ascii("\"") }) && hashesFollow(at: index + quotes, count: hashes) {
                    let value = simple ? text(contentStart, index) : nil
                    index += quotes + hashes
                    return value
                }
            }
            if byte == ascii("\n") {
                guard multiline else { break }
                line += 1
            }
            index += 1
        }
        throw SwiftLexerError(line: startLine, what: multiline ? "multi-line string literal" : "string literal")
    }

    /// Lexes an interpolation's expression; nested tokens are kept out of the main stream.
    private mutating func runInterpolation() throws {
        guard nesting < Self.maximumNesting else {
            throw SwiftLexerError(line: line, what: "string interpolation", isTooDeep: true)
        }
        var inner = SwiftLexer(bytes: bytes, keepComments: false)
        inner.nesting = nesting + 1
        inner.index = index
        inner.line = line
        try inner.run(until: 0)
        index = inner.index
        line = inner.line
    }

    private func hashesFollow(at position: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == ascii("#") }
    }

    private func isIdentifierHead(_ byte: UInt8) -> Bool {
        (ascii("a")...ascii("z")) ~= byte || (ascii("A")...ascii("Z")) ~= byte || byte == ascii("_") || byte >= 0x80
    }

    private func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (ascii("0")...ascii("9")) ~= byte
    }
}

/// The UTF-8 byte-order mark some editors put first in a file: not part of its code.
let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

@inline(__always)
func ascii(_ scalar: Unicode.Scalar) -> UInt8 {
    UInt8(ascii: scalar)
}
