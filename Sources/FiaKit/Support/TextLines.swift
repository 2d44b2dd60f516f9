/// The one place fia splits a text into lines: at `\n` or `\r\n`.
///
/// By bytes: a line feed is never part of another character, so its byte ends a line; the `\r`
/// before it belongs to the break, a lone `\r` to the line. `n` breaks make `n + 1` lines, the
/// last one empty when the text ends with a break (as `split(omittingEmptySubsequences: false)`).
enum TextLines {
    /// One line of a text, as UTF-8 byte offsets.
    struct Span: Equatable {
        /// The line's first byte.
        var start: Int
        /// The end of its content: before its `\n` or `\r\n`, or the end of the text.
        var contentEnd: Int
        /// After its line break: the next line's first byte, or the end of the text.
        var end: Int

        var content: Range<Int> { start..<contentEnd }
        /// Whether a line break ends the line (the last line has none).
        var hasBreak: Bool { end > contentEnd }
    }

    /// Each line of `bytes[start..<end]` in order (`end`: the end of `bytes` when not given), with
    /// its 0-based index.
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil, _ body: (Span, Int) -> Void) {
        let end = end ?? bytes.count
        var start = start
        var index = 0
        while true {
            let feed = ByteSearch.firstIndex(of: ascii("\n"), in: bytes, from: start, to: end)
            guard feed < end else {
                body(Span(start: start, contentEnd: end, end: end), index)
                return
            }
            let contentEnd = feed > start && bytes[feed - 1] == ascii("\r") ? feed - 1 : feed
            body(Span(start: start, contentEnd: contentEnd, end: feed + 1), index)
            start = feed + 1
            index += 1
        }
    }

    /// The lines of `bytes`.
    static func spans(of bytes: UnsafeBufferPointer<UInt8>) -> [Span] {
        var spans: [Span] = []
        forEach(in: bytes) { span, _ in spans.append(span) }
        return spans
    }

    /// The lines of `text` without their line breaks.
    static func of(_ text: String) -> [Substring] {
        var text = text
        let lines = text.withUTF8 { Self.spans(of: $0) }
        let utf8 = text.utf8
        return lines.map { span in
            let start = utf8.index(utf8.startIndex, offsetBy: span.start)
            return Substring(utf8[start..<utf8.index(start, offsetBy: span.contentEnd - span.start)])
        }
    }
}
