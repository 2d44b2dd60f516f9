/// One token of Swift source with its text: a `LexedToken` whose text is made, for the readers
/// that want strings (`SwiftLexer.tokenize`: renaming, vocabulary, the driver inspector) and for
/// tests. The readers doctor and the editors run on every file keep `LexedToken`s, which have
/// no text. Offsets are UTF-8 byte offsets.
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
