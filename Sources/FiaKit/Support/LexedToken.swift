/// One token as `SwiftLexer` lexes it and every reader of Swift keeps it (`ImportScanner`,
/// `SwiftSourceIndex`, `ManifestScanner`): what it is and where (UTF-8 offsets), without its
/// text, which is read from the source's bytes only when asked (`SourceText.string(of:)`,
/// `token(_:is:)`, `value(of:)`). Plain data of 16 bytes: arrays of them are built, copied and
/// freed without touching each element. `SwiftToken` is the same token with its text made.
struct LexedToken: Equatable, Sendable {
    /// `SwiftToken.Kind` without a string's value.
    enum Kind: UInt8, Sendable {
        case identifier, pound, string, number, punctuation, comment
    }

    var kind: Kind
    /// A punctuation token's one byte, else 0: parsers ask nearly every token whether it is a
    /// given punctuation, and this answers without a look at the source.
    var byte: UInt8
    /// Whether an identifier is written in backticks: its text is between them.
    var isQuoted: Bool
    /// Whether a string literal is simple (single line, no escapes or interpolation): its value
    /// is its content (`SwiftToken.Kind.string(value:)` not `nil`). An extended regex literal is a
    /// string without a value.
    var hasValue: Bool
    /// Offsets and line in 32 bits (16 bytes a token: the manifest's many are copied whole).
    private var storedStart: Int32
    private var storedEnd: Int32
    private var storedLine: Int32

    @inline(__always)
    init(kind: Kind, start: Int, end: Int, line: Int, byte: UInt8 = 0, isQuoted: Bool = false, hasValue: Bool = false) {
        self.kind = kind
        self.byte = byte
        self.isQuoted = isQuoted
        self.hasValue = hasValue
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
        storedLine = Int32(truncatingIfNeeded: line)
    }

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

    /// Whether this is the punctuation byte `byte`.
    @inline(__always)
    func isPunctuation(_ byte: UInt8) -> Bool {
        kind == .punctuation && self.byte == byte
    }

    /// The range of the token's text (`SwiftToken.text`): an identifier's without backticks.
    @inline(__always)
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
    func string(of token: LexedToken) -> String {
        bytes.withUnsafeBufferPointer { bytes in LexedSource.string(token.textRange(in: bytes), in: bytes) }
    }

    /// The value `SwiftToken.Kind.string(value:)` gives the simple string literal `token`: its content.
    func value(of token: LexedToken) -> String {
        bytes.withUnsafeBufferPointer { bytes in LexedSource.string(token.valueRange(in: bytes), in: bytes) }
    }

    /// Whether `token`'s text (`string(of:)`) is `name`, as `String` compares them (see `bytes(_:are:)`).
    func token(_ token: LexedToken, is name: String) -> Bool {
        bytes(bytes.withUnsafeBufferPointer { token.textRange(in: $0) }, are: name)
    }

    /// Whether the simple string literal `token`'s value (`value(of:)`) is `name`, as `String` compares them.
    func value(of token: LexedToken, is name: String) -> Bool {
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
