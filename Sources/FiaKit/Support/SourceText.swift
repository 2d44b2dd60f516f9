/// A text as UTF-8 bytes, with the line arithmetic the editors need.
///
/// Every offset is a UTF-8 byte offset, as in `SwiftToken` and `JSONValue`. Editors only ever
/// splice at those offsets, so every byte outside an edit is kept as it was.
struct SourceText {
    let bytes: [UInt8]
    /// The string whose UTF-8 `bytes` are, when the text was made from one: an edit's result is
    /// then spliced from its pieces (`replacing(_:)`), not decoded and validated byte by byte again.
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

    /// Whether `other` is the very string this text was made from (or spliced into): the same
    /// stored bytes, so its bytes are this text's without comparing them (an edit's result is
    /// handed to the next edit, and to the package check, as it was returned). Strings short
    /// enough to be stored inline are never taken for the same: they are copied to be looked at.
    func isMade(from other: String) -> Bool {
        guard let source, bytes.count > 15, other.utf8.count == bytes.count else { return false }
        let same = source.utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in mine.baseAddress == theirs.baseAddress }
        }
        return same == true
    }

    /// The text as a string: the one it was made from, else its bytes decoded.
    var string: String {
        source ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a `\r\n` occurs. Most texts hold no `\r`: thirty-two bytes are passed at a time
    /// while none of them is one (a block holding one is then read byte by byte), and a manifest or
    /// a plan is asked this whole.
    static func hasCRLF(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            if let base = buffer.baseAddress {
                let raw = UnsafeRawPointer(base)
                let ones: UInt64 = 0x0101_0101_0101_0101
                let carriageReturns = ones &* UInt64(ascii("\r"))
                // Non-zero exactly when a byte of `word` is `\r` (the has-zero-byte test on word ^ `\r`s).
                func returns(_ word: UInt64) -> UInt64 {
                    let x = word ^ carriageReturns
                    return (x &- ones) & ~x & 0x8080_8080_8080_8080
                }
                while index + 32 <= count {
                    let found = returns(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        | returns(raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
                        | returns(raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))
                        | returns(raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
                    if found != 0 {
                        for offset in index..<index + 32 where buffer[offset] == ascii("\r") {
                            if offset + 1 < count && buffer[offset + 1] == ascii("\n") { return true }
                        }
                    }
                    index += 32
                }
            }
            while index + 1 < count {
                if buffer[index] == ascii("\r") && buffer[index + 1] == ascii("\n") { return true }
                index += 1
            }
            return false
        }
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

    /// `replacing(_:)` as a text: its bytes, its string and, when the edits cannot have changed
    /// it, the line break this text already found (an edited manifest is scanned and edited again).
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
        let text: SourceText
        if let string = editedString(edits, bytes: result) {
            text = SourceText(bytes: result, source: string)
        } else {
            text = SourceText(bytes: result)
        }
        if let newline = lineBreak.newline, keepsLineBreak(edits) { text.lineBreak.newline = newline }
        #if DEBUG
        // Every debug run of an edit proves both shortcuts against the slow way.
        precondition(Array(text.string.utf8) == Array(String(decoding: result, as: UTF8.self).utf8),
                     "a spliced string differs from its bytes decoded")
        precondition(text.lineBreak.newline.map { $0 == (Self.hasCRLF(result) ? "\r\n" : "\n") } ?? true,
                     "a carried line break differs from the result's own")
        #endif
        return text
    }

    /// The edited string, whose UTF-8 is `result`, when every edit starts and ends on a
    /// character's first byte: then those bytes are valid UTF-8 as they stand. It is made of this
    /// text's string's pieces and the replacements (decoding would only copy them again), or,
    /// for a text of bytes alone, decoded once and kept for the next edit. `nil` when an edit
    /// would split a character: `string` then decodes and repairs the bytes, as it always did.
    private func editedString(_ edits: [(range: Range<Int>, replacement: String)], bytes result: [UInt8]) -> String? {
        for edit in edits where !startsScalar(edit.range.lowerBound) || !startsScalar(edit.range.upperBound) {
            return nil
        }
        guard let source else { return String(decoding: result, as: UTF8.self) }
        let utf8 = source.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var result = ""
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits {
            result += source[index(cursor)..<index(edit.range.lowerBound)]
            result += edit.replacement
            cursor = edit.range.upperBound
        }
        result += source[index(cursor)...]
        return result
    }

    /// Whether byte `offset` begins a character's encoding (or is the end): not a continuation byte.
    private func startsScalar(_ offset: Int) -> Bool {
        offset == bytes.count || bytes[offset] & 0xC0 != 0x80
    }

    /// Whether the text with `edits` applied holds a `\r\n` exactly when this one does: true when
    /// each edit is an insertion of a text without `\r`, not right after a `\r`. Every pair of the
    /// result is then an old pair (an inserted byte could only follow a `\r`, which no insertion
    /// does), and every old pair stays together.
    private func keepsLineBreak(_ edits: [(range: Range<Int>, replacement: String)]) -> Bool {
        edits.allSatisfy { edit in
            edit.range.isEmpty && (edit.range.lowerBound == 0 || bytes[edit.range.lowerBound - 1] != ascii("\r"))
                && !edit.replacement.utf8.contains(ascii("\r"))
        }
    }
}

/// A text's line break, found on first use (`SourceText.newline`). A text and its copies are
/// used on one thread at a time.
private final class LineBreak {
    var newline: String?
}
