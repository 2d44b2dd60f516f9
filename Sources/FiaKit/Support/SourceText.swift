/// A text as UTF-8 bytes, with the line arithmetic the editors need.
///
/// Every offset is a UTF-8 byte offset, as in `SwiftToken` and `JSONValue`. Editors only ever
/// splice at those offsets, so every byte outside an edit is kept as it was.
struct SourceText {
    let bytes: [UInt8]
    /// The string whose UTF-8 `bytes` are, when the text was made from one (not decoded again).
    private let source: String?

    /// The text's line break: `"\r\n"` when it uses CRLF, so inserted lines match their neighbours.
    /// Looked for on first use: most texts scanned (an edit's check, a reader's) never insert a line.
    var newline: String {
        if let known = lineBreak.newline { return known }
        let newline = Self.hasCRLF(bytes) ? "\r\n" : "\n"
        lineBreak.newline = newline
        return newline
    }

    /// `newline` once found, shared by the copies of this text.
    private let lineBreak = LineBreak()

    init(_ source: String) {
        self.init(bytes: Array(source.utf8), source: source)
    }

    /// The text of `bytes`, a string's UTF-8 (a lexer's copy of it, say).
    init(bytes: [UInt8]) {
        self.bytes = bytes
        source = nil
    }

    /// The text of `bytes`, which are exactly `source`'s UTF-8 (a lexer's copy of it, say).
    init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    /// The text as a string: the one it was made from, else its bytes decoded.
    var string: String {
        source ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a `\r\n` occurs.
    static func hasCRLF(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.contains([ascii("\r"), ascii("\n")], in: $0) }
    }

    /// Offset of the text after its byte-order mark, if any: where an insertion at the top goes.
    var contentStart: Int {
        bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    }

    /// Offset of the first byte of the line containing `offset` (after the byte-order mark on the first line).
    func lineStart(of offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0 && bytes[index - 1] != ascii("\n") { index -= 1 }
        return index == 0 ? min(contentStart, offset) : index
    }

    /// Offset of the line break (`\n`, or the `\r` of `\r\n`) that ends the line containing `offset`,
    /// or the end of the text.
    func lineEnd(of offset: Int) -> Int {
        var index = offset
        while index < bytes.count && bytes[index] != ascii("\n") { index += 1 }
        // A line comment's token ends after the `\r` of its CRLF: the break still starts at that `\r`.
        if index > 0 && index < bytes.count && bytes[index - 1] == ascii("\r") { index -= 1 }
        return index
    }

    /// The spaces and tabs that begin the line containing `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count && (bytes[end] == ascii(" ") || bytes[end] == ascii("\t")) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs precede `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool {
        isWhitespace(lineStart(of: offset)..<offset, newlines: false)
    }

    /// Whether `range` holds only whitespace (newlines included when `newlines`).
    func isWhitespace(_ range: Range<Int>, newlines: Bool = true) -> Bool {
        bytes[range].allSatisfy { byte in
            byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\r") || (newlines && byte == ascii("\n"))
        }
    }

    /// How many newlines `range` holds.
    func newlineCount(in range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + ($1 == ascii("\n") ? 1 : 0) }
    }

    /// The text with `text` inserted at `offset`.
    func inserting(_ text: String, at offset: Int) -> String {
        replacing([(offset..<offset, text)])
    }

    /// The text with each range replaced by its replacement; `edits` are in source order, not overlapping
    /// (two insertions at one offset land in the order given).
    func replacing(_ edits: [(range: Range<Int>, replacement: String)]) -> String {
        replaced(edits).string
    }

    /// `replacing(_:)` as a text (an edited manifest is scanned and edited again).
    func replaced(_ edits: [(range: Range<Int>, replacement: String)]) -> SourceText {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits {
            precondition(edit.range.lowerBound >= cursor, "edits must be in source order")
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return SourceText(bytes: result)
    }
}

/// A text's line break, found on first use (`SourceText.newline`). A text and its copies are
/// used on one thread at a time.
private final class LineBreak {
    var newline: String?
}
