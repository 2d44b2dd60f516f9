/// A small Swift lexer: enough to find structure (brackets, labels, string values, imports)
/// while never being fooled by comments (line, nested block) or string literals
/// (plain, multi-line, raw `#"…"#`, with interpolation).
///
/// It lexes UTF-8 bytes into `LexedToken`s (offsets, no text): every reader fia runs on many files
/// reads those directly and builds a string only for the words it keeps; `tokenize` makes their
/// texts (`SwiftToken`s) for the readers that want strings.
public struct SwiftLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes` followed by a 0: a word or a run of blanks ends at it, so their loops need no bounds check.
    private let padded: UnsafePointer<UInt8>
    /// `byteClasses`, looked up once per lex.
    private let classes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var tokens: TokenBuffer
    /// The `//` comments that may be `fia:ignore` suppressions, outside interpolations.
    private var markerComments: [LexedToken] = []
    private let keepComments: Bool
    /// How many string interpolations enclose the position lexed; their tokens are not kept.
    private var nesting = 0

    /// Each ASCII byte as a one-character string: punctuation tokens share these instead of
    /// decoding a string per token (the default case only ever sees ASCII bytes).
    private static let asciiText: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + Array(repeating: "\u{FFFD}", count: 128)

    /// The deepest nesting of interpolations lexed: far beyond real code, far within the stack.
    static let maximumNesting = 200

    /// Tokenizes `source`. Comments are dropped unless `keepComments`.
    public static func tokenize(_ source: String, keepComments: Bool = false) throws -> [SwiftToken] {
        try lex(source, keepComments: keepComments).swiftTokens()
    }

    /// Lexes `source` once into offsets; `LexedSource.swiftTokens()` makes the tokens' texts.
    static func lex(_ source: String, keepComments: Bool = false) throws -> LexedSource {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.utf8.count + 1)
        bytes += source.utf8
        bytes.append(0)
        // Swift averages a token per eight bytes or so: the tokens are written straight into an
        // array of a quarter as many; a file denser than that is lexed again into room for one
        // token per byte, which no file can exceed (every token holds a byte at least).
        let lexed = try lex(padded: bytes, keepComments: keepComments, capacity: bytes.count / 4 + 16)
            ?? lex(padded: bytes, keepComments: keepComments, capacity: bytes.count)!
        bytes.removeLast()
        return LexedSource(bytes: bytes, tokens: lexed.tokens, markerComments: lexed.markerComments)
    }

    /// Lexes `bytes` (the source's, then a 0) into an array of room for `capacity` tokens; `nil`
    /// when they do not fit.
    private static func lex(padded bytes: [UInt8], keepComments: Bool, capacity: Int) throws
        -> (tokens: [LexedToken], markerComments: [LexedToken])? {
        var markerComments: [LexedToken] = []
        var overflowed = false
        let tokens = try [LexedToken](unsafeUninitializedCapacity: capacity) { storage, initialized in
            try bytes.withUnsafeBufferPointer { padded in try Self.byteClasses.withUnsafeBufferPointer { classes in
                let buffer = UnsafeBufferPointer(rebasing: padded[..<(padded.count - 1)])
                var lexer = SwiftLexer(bytes: buffer, padded: padded.baseAddress!, classes: classes, keepComments: keepComments, tokens: storage)
                if buffer.starts(with: byteOrderMark) { lexer.index = byteOrderMark.count }
                try lexer.run(until: nil)
                // Tokens are plain data: the count is all the array needs, even for a lex thrown away.
                initialized = lexer.tokens.count
                overflowed = lexer.tokens.overflowed
                markerComments = lexer.markerComments
            } }
        }
        return overflowed ? nil : (tokens, markerComments)
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, padded: UnsafePointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, keepComments: Bool,
        tokens: UnsafeMutableBufferPointer<LexedToken>
    ) {
        self.bytes = bytes
        self.padded = padded
        self.classes = classes
        self.keepComments = keepComments
        self.tokens = TokenBuffer(storage: tokens)
    }

    /// The byte `offset` after the current one, or 0 past the end (callers compare it with non-NUL bytes only).
    @inline(__always)
    private func peek(_ offset: Int) -> UInt8 {
        let position = index + offset
        return position < bytes.count ? bytes[position] : 0
    }

    @inline(__always)
    private mutating func append(
        _ kind: LexedToken.Kind, _ start: Int, _ startLine: Int, byte: UInt8 = 0, isQuoted: Bool = false, hasValue: Bool = false
    ) {
        guard nesting == 0 else { return }
        tokens.append(LexedToken(kind: kind, start: start, end: index, line: startLine, byte: byte, isQuoted: isQuoted, hasValue: hasValue))
    }

    /// Lexes until end of input or, inside an interpolation, the `)` that closes it.
    private mutating func run(until closingDepth: Int?) throws {
        var parenDepth = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            let start = index
            let startLine = line
            // Words and blanks first: they are most of a file.
            if classes[Int(byte)] & Self.wordStart != 0 {
                index += 1
                while classes[Int(padded[index])] & Self.wordBody != 0 { index += 1 }
                append(.identifier, start, startLine)
                continue
            }
            if byte == ascii(" ") {
                index += 1
                while padded[index] == ascii(" ") { index += 1 }
                continue
            }
            switch byte {
            case ascii("\n"):
                line += 1
                index += 1
            case ascii(" "), ascii("\t"), ascii("\r"):
                index += 1
            case ascii("/") where peek(1) == ascii("/"):
                index = endOfLine(from: index + 2)
                if nesting == 0 && mayBeSuppression(start + 2) {
                    markerComments.append(LexedToken(kind: .comment, start: start, end: index, line: startLine))
                }
                if keepComments { append(.comment, start, startLine) }
            case ascii("/") where peek(1) == ascii("*"):
                try skipBlockComment()
                if keepComments { append(.comment, start, startLine) }
            case ascii("\""):
                let simple = try scanString(hashes: 0)
                append(.string, start, startLine, hasValue: simple)
            case ascii("#"):
                var hashes = 1
                while peek(hashes) == ascii("#") { hashes += 1 }
                if peek(hashes) == ascii("\"") {
                    index += hashes
                    let simple = try scanString(hashes: hashes)
                    append(.string, start, startLine, hasValue: simple)
                } else if peek(hashes) == ascii("/") {
                    try skipExtendedRegex(hashes: hashes)
                    append(.string, start, startLine)
                } else if index + 1 < count, isIdentifierHead(bytes[index + 1]) {
                    index += 2
                    while index < count, isIdentifierBody(bytes[index]) { index += 1 }
                    append(.pound, start, startLine)
                } else {
                    index += 1
                    append(.punctuation, start, startLine, byte: byte)
                }
            case ascii("`"):
                index += 1
                while index < count, bytes[index] != ascii("`"), bytes[index] != ascii("\n") { index += 1 }
                if index < count, bytes[index] == ascii("`") { index += 1 }
                append(.identifier, start, startLine, isQuoted: true)
            case ascii("0")...ascii("9"):
                index += 1
                while index < count {
                    let next = bytes[index]
                    guard isIdentifierBody(next) || next == ascii(".") && (ascii("0")...ascii("9")) ~= peek(1) else { break }
                    index += 1
                }
                append(.number, start, startLine)
            default:
                index += 1
                if let closingDepth {
                    if byte == ascii("(") { parenDepth += 1 }
                    if byte == ascii(")") {
                        if parenDepth == closingDepth { return }
                        parenDepth -= 1
                    }
                }
                append(.punctuation, start, startLine, byte: byte)
            }
        }
        if closingDepth != nil {
            throw SwiftLexerError(line: line, what: "string interpolation")
        }
    }

    /// The offset of the first newline at or after `start`, or the end.
    private func endOfLine(from start: Int) -> Int {
        ByteSearch.firstIndex(of: ascii("\n"), in: bytes, from: start)
    }

    /// Whether the `//` comment whose text starts at `position` reads `fia:ignore` after blanks
    /// and slashes: a candidate `Suppression.parse` decides on (it never accepts any other comment).
    private func mayBeSuppression(_ position: Int) -> Bool {
        var position = position
        while position < index, bytes[position] == ascii(" ") || bytes[position] == ascii("\t") || bytes[position] == ascii("/") {
            position += 1
        }
        let marker: StaticString = "fia:ignore"
        guard index - position >= marker.utf8CodeUnitCount else { return false }
        let pattern = UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount)
        for offset in 0..<pattern.count where bytes[position + offset] != pattern[offset] { return false }
        return true
    }

    private mutating func skipBlockComment() throws {
        let startLine = line
        var depth = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
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
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == ascii("\n") { line += 1 }
            if byte == ascii("/") && hashesFollow(at: index, count: hashes) { index += hashes; return }
        }
        throw SwiftLexerError(line: startLine, what: "regex literal")
    }

    /// Scans a string literal whose opening quote is at `index` (after any `#`s).
    /// Returns whether the literal is simple (single line, no escapes or interpolation): its value is its content.
    private mutating func scanString(hashes: Int) throws -> Bool {
        let startLine = line
        let multiline = peek(1) == ascii("\"") && peek(2) == ascii("\"")
        index += multiline ? 3 : 1
        var simple = !multiline
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == ascii("\\") && hashesFollow(at: index + 1, count: hashes) {
                simple = false
                index += 1 + hashes
                if peek(0) == ascii("(") {
                    index += 1
                    try runInterpolation()
                } else if peek(0) == ascii("\n") {
                    continue
                } else {
                    index += 1
                }
                continue
            }
            if byte == ascii("\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || peek(1) == ascii("\"") && peek(2) == ascii("\"")) && hashesFollow(at: index + quotes, count: hashes) {
                    index += quotes + hashes
                    return simple
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

    /// Lexes an interpolation's expression; its tokens are kept out of the main stream.
    private mutating func runInterpolation() throws {
        guard nesting < Self.maximumNesting else {
            throw SwiftLexerError(line: line, what: "string interpolation", isTooDeep: true)
        }
        nesting += 1
        try run(until: 0)
        nesting -= 1
    }

    private func hashesFollow(at position: Int, count: Int) -> Bool {
        guard position + count <= bytes.count else { return count == 0 }
        for offset in 0..<count where bytes[position + offset] != ascii("#") { return false }
        return true
    }

    @inline(__always)
    private func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- ascii("a") < 26 || byte == ascii("_") || byte >= 0x80
    }

    @inline(__always)
    private func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || byte &- ascii("0") < 10
    }

    /// `byteClasses` bits: a byte that starts an identifier (`$` too), one that continues it.
    private static let wordStart: UInt8 = 1
    private static let wordBody: UInt8 = 2

    /// Each byte's class bits: one table lookup per byte instead of a chain of comparisons.
    private static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        let head = (byte | 0x20) &- ascii("a") < 26 || byte == ascii("_") || byte >= 0x80
        let digit = byte &- ascii("0") < 10
        return (head || byte == ascii("$") ? wordStart : 0) | (head || digit ? wordBody : 0)
    }

    /// The texts of `asciiText`, for `LexedSource`.
    static var punctuationTexts: [String] { asciiText }
}

/// The lexer's tokens as it appends them, written straight into an array's uninitialized storage:
/// an append is a capacity check and a store (an array's append also asks, each time, whether its
/// storage is shared). Once full, it notes the overflow and keeps nothing more.
private struct TokenBuffer {
    private let storage: UnsafeMutableBufferPointer<LexedToken>
    private(set) var count = 0
    private(set) var overflowed = false

    init(storage: UnsafeMutableBufferPointer<LexedToken>) {
        self.storage = storage
    }

    @inline(__always)
    mutating func append(_ token: LexedToken) {
        guard count < storage.count else {
            overflowed = true
            return
        }
        (storage.baseAddress! + count).initialize(to: token)
        count += 1
    }
}

/// A file lexed once: its bytes and tokens; texts are made only when asked for.
struct LexedSource {
    let bytes: [UInt8]
    let tokens: [LexedToken]
    /// The `//` comments outside interpolations that `Suppression.parse` may accept.
    let markerComments: [LexedToken]

    /// The name of the backticked identifier at `range`: between its backticks.
    static func unquoted(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        range.lowerBound + 1 ..< (range.count >= 2 && bytes[range.upperBound - 1] == ascii("`") ? range.upperBound - 1 : range.upperBound)
    }

    /// The value of the simple string literal at `range`: between its quotes and any `#`s.
    static func stringValue(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var hashes = 0
        while bytes[range.lowerBound + hashes] == ascii("#") { hashes += 1 }
        return range.lowerBound + hashes + 1 ..< range.upperBound - 1 - hashes
    }

    /// The text of `range` of `bytes`.
    @inline(__always)
    static func string(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the text of `range` is `name` (whose UTF-8 is `wanted`), as `String` compares them:
    /// by bytes, and by strings only when either is beyond ASCII (different bytes may be
    /// canonically equivalent).
    static func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, is wanted: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        if range.count == wanted.count {
            var same = true
            for offset in 0..<wanted.count where bytes[range.lowerBound + offset] != wanted[offset] {
                same = false
                break
            }
            if same { return true }
        }
        let isASCII = ByteSearch.isASCII(wanted) && ByteSearch.isASCII(UnsafeBufferPointer(rebasing: bytes[range]))
        return !isASCII && string(range, in: bytes) == name
    }

    /// The text `SwiftToken.text` gives `token`: an identifier's without backticks, any other's whole.
    func text(of token: LexedToken) -> String {
        bytes.withUnsafeBufferPointer { bytes in Self.string(token.textRange(in: bytes), in: bytes) }
    }

    /// The tokens with their texts, as `SwiftLexer.tokenize` returns them.
    func swiftTokens() -> [SwiftToken] {
        let punctuation = SwiftLexer.punctuationTexts
        var result: [SwiftToken] = []
        result.reserveCapacity(tokens.count)
        bytes.withUnsafeBufferPointer { bytes in
            for token in tokens {
                let start = token.start, end = token.end, line = token.line
                let kind: SwiftToken.Kind
                switch token.kind {
                case .punctuation:
                    result.append(SwiftToken(kind: .punctuation, text: punctuation[Int(token.byte)], start: start, end: end, line: line))
                    continue
                case .identifier: kind = .identifier
                case .pound: kind = .pound
                case .string: kind = .string(value: token.hasValue ? Self.string(token.valueRange(in: bytes), in: bytes) : nil)
                case .number: kind = .number
                case .comment: kind = .comment
                }
                result.append(SwiftToken(kind: kind, text: Self.string(token.textRange(in: bytes), in: bytes), start: start, end: end, line: line))
            }
        }
        return result
    }
}

/// The UTF-8 byte-order mark some editors put first in a file: not part of its code.
let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

@inline(__always)
func ascii(_ scalar: Unicode.Scalar) -> UInt8 {
    UInt8(ascii: scalar)
}
