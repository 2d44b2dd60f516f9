/// One token of Swift source, as `SwiftLexer` sees it. Offsets are UTF-8 byte offsets.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// An identifier or keyword (`import`, `Package`, `targets`), backticks removed.
        case identifier
        /// A `#`-word: `#if`, `#else`, `#elseif`, `#endif`, `#Preview`, …
        case pound
        /// A string literal of any form. `value` holds its text when the literal is a
        /// single-line literal without escapes or interpolation, otherwise `nil`.
        /// An extended regex literal (`#/…/#`) is reported as a string without a value.
        case string(value: String?)
        /// A number literal.
        case number
        /// One punctuation character: `( ) [ ] { } , : ; . @ =` and operator characters.
        case punctuation
        /// A `//` or `/* */` comment (only when the lexer is asked to keep them).
        case comment
    }

    public var kind: Kind
    /// The token's source text (for identifiers, without backticks).
    public var text: String
    /// UTF-8 offset of the first byte.
    public var start: Int
    /// UTF-8 offset one past the last byte.
    public var end: Int
    /// 1-based line of the first byte.
    public var line: Int

    public init(kind: Kind, text: String, start: Int, end: Int, line: Int) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.line = line
    }

    /// Whether this is the punctuation character `character`.
    /// By bytes: punctuation is one ASCII byte, and parsers ask this of nearly every token.
    public func isPunctuation(_ character: String) -> Bool {
        guard case .punctuation = kind else { return false }
        let wanted = character.utf8
        return wanted.count == 1 ? text.utf8.first == wanted.first && text.utf8.count == 1 : text == character
    }

    /// Whether this is the identifier (or keyword) `name`.
    public func isIdentifier(_ name: String) -> Bool {
        guard case .identifier = kind else { return false }
        return text.utf8.count == name.utf8.count && text == name
    }
}

/// Source the lexer cannot read: an unterminated literal or comment.
public struct SwiftLexerError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var what: String
    /// Whether `what` is nested too deep to lex, rather than unterminated.
    public var isTooDeep = false

    public var description: String {
        isTooDeep
            ? "\(what) nested more than \(SwiftLexer.maximumNesting) levels deep on line \(line); fia does not read further"
            : "unterminated \(what) starting on line \(line)"
    }
}

/// One token as `SwiftSourceIndex` and `ManifestScanner` keep it: what `SwiftToken` tells of it,
/// without its text, which is read from the source's bytes only when asked
/// (`SourceText.string(of:)`, `token(_:is:)`, `value(of:)`). Plain data: arrays of them are
/// built, copied and freed without touching each element.
struct IndexedToken: Equatable {
    /// `SwiftToken.Kind` without a string's value.
    enum Kind: UInt8 {
        case identifier, pound, string, number, punctuation, comment
    }

    var kind: Kind
    /// A punctuation token's one byte, else 0.
    var byte: UInt8
    /// Whether an identifier is written in backticks: its text is between them.
    var isQuoted: Bool
    /// Whether a string literal is simple (single line, no escapes or interpolation): its value
    /// is its content (`SwiftToken.Kind.string(value:)` not `nil`).
    var hasValue: Bool
    /// Offsets and line as the lexer keeps them (16 bytes a token: the manifest's many are copied whole).
    private var storedStart: Int32
    private var storedEnd: Int32
    private var storedLine: Int32

    /// UTF-8 offset of the first byte.
    var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(truncatingIfNeeded: newValue) }
    }

    /// UTF-8 offset one past the last byte.
    var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(truncatingIfNeeded: newValue) }
    }

    /// 1-based line of the first byte.
    var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(truncatingIfNeeded: newValue) }
    }

    init(_ token: LexedToken, in bytes: UnsafeBufferPointer<UInt8>) {
        storedStart = token.start
        storedEnd = token.end
        storedLine = token.line
        let start = Int(token.start)
        isQuoted = token.kind == .quotedIdentifier
        hasValue = token.kind == .stringWithValue
        byte = token.kind == .punctuation ? bytes[start] : 0
        switch token.kind {
        case .identifier, .quotedIdentifier: kind = .identifier
        case .pound: kind = .pound
        case .string, .stringWithValue: kind = .string
        case .number: kind = .number
        case .punctuation: kind = .punctuation
        case .comment: kind = .comment
        }
    }

    /// The token of `token`, a `SwiftToken` lexed from `bytes`.
    init(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) {
        storedStart = Int32(truncatingIfNeeded: token.start)
        storedEnd = Int32(truncatingIfNeeded: token.end)
        storedLine = Int32(truncatingIfNeeded: token.line)
        let start = token.start
        byte = 0
        isQuoted = false
        hasValue = false
        switch token.kind {
        case .identifier:
            kind = .identifier
            isQuoted = bytes[start] == ascii("`")
        case .pound: kind = .pound
        case .string(let value):
            kind = .string
            hasValue = value != nil
        case .number: kind = .number
        case .punctuation:
            kind = .punctuation
            byte = bytes[start]
        case .comment: kind = .comment
        }
    }

    /// Whether this is the punctuation byte `byte`.
    @inline(__always)
    func isPunctuation(_ byte: UInt8) -> Bool {
        kind == .punctuation && self.byte == byte
    }

    /// The range of the token's text: an identifier's without backticks.
    func textRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        isQuoted ? LexedSource.unquoted(start..<end, in: bytes) : start..<end
    }

    /// The range of a simple string literal's value: its content.
    func valueRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        LexedSource.stringValue(start..<end, in: bytes)
    }
}

extension SourceText {
    /// The text `SwiftToken.text` gives `token` (a token of these bytes): an identifier's without
    /// backticks, any other's whole.
    func string(of token: IndexedToken) -> String {
        bytes.withUnsafeBufferPointer { bytes in LexedSource.string(token.textRange(in: bytes), in: bytes) }
    }

    /// The value `SwiftToken.Kind.string(value:)` gives the simple string literal `token`: its content.
    func value(of token: IndexedToken) -> String {
        bytes.withUnsafeBufferPointer { bytes in LexedSource.string(token.valueRange(in: bytes), in: bytes) }
    }

    /// Whether `token`'s text (`string(of:)`) is `name`, as `String` compares them (see `bytes(_:are:)`).
    func token(_ token: IndexedToken, is name: String) -> Bool {
        bytes(bytes.withUnsafeBufferPointer { token.textRange(in: $0) }, are: name)
    }

    /// Whether the simple string literal `token`'s value (`value(of:)`) is `name`, as `String` compares them.
    func value(of token: IndexedToken, is name: String) -> Bool {
        bytes(bytes.withUnsafeBufferPointer { token.valueRange(in: $0) }, are: name)
    }

    /// Whether the text of `range` is `name`, as `String` compares them (`LexedSource.text(_:in:is:_:)`).
    func bytes(_ range: Range<Int>, are name: String) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var nameCopy = name
            return nameCopy.withUTF8 { wanted in LexedSource.text(range, in: bytes, is: wanted, name) }
        }
    }
}
