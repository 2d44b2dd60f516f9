/// The inverses of the editors' insertions: removing an element of a comma-separated list, or
/// the lines of one declaration, so that the editor's add brings back exactly the same bytes.
extension SourceText {
    /// The text without element `index` of a comma-separated list whose elements span
    /// `elements` (byte ranges, in order). An element on lines of its own goes with its lines
    /// (and, when it was the last one without a trailing comma, with the comma added after the
    /// one before it); an inline one goes with the separator between it and its neighbour.
    func removingListElement(_ index: Int, of elements: [Range<Int>]) -> String {
        replacing(listElementRemoval(index, of: elements))
    }

    /// The edits `removingListElement(_:of:)` makes, for a caller that makes others in the same text.
    func listElementRemoval(_ index: Int, of elements: [Range<Int>]) -> [(range: Range<Int>, replacement: String)] {
        let element = elements[index]
        let comma = comma(after: element.upperBound)
        let end = comma.map { $0 + 1 } ?? element.upperBound
        let isLast = index == elements.count - 1
        let previousComma = index > 0 ? self.comma(after: elements[index - 1].upperBound) : nil
        if isFirstOnLine(element.lowerBound), isWhitespace(end..<lineEnd(of: end), newlines: false) {
            var edits: [(range: Range<Int>, replacement: String)] = []
            if isLast, comma == nil, let previousComma {
                edits.append((previousComma..<previousComma + 1, ""))
            }
            edits.append((lineStart(of: element.lowerBound)..<lineBreakEnd(after: end), ""))
            return edits
        }
        if !isLast {
            return [(element.lowerBound..<elements[index + 1].lowerBound, "")]
        }
        if index > 0 {
            // `A, X` loses `, X`; `A, X,` (a trailing comma kept) loses ` X,`.
            let start = comma != nil ? (previousComma.map { $0 + 1 } ?? elements[index - 1].upperBound) : elements[index - 1].upperBound
            return [(start..<end, "")]
        }
        return [(element.lowerBound..<end, "")]
    }

    /// The text without the lines from the one holding `first` to the one holding `last`, and
    /// without the blank lines before them: the inverse of inserting `newline + (newline +) line`
    /// at the end of the line before.
    func removingLines(from first: Int, through last: Int) -> String {
        // From the end of the last line with code before them: that line keeps its own break, and
        // the blank lines and the removed lines go with theirs.
        var before = lineStart(of: first)
        while before > 0, isWhitespace((before - 1)..<before) { before -= 1 }
        guard before > 0 else { return replacing([(0..<lineBreakEnd(after: last), "")]) }
        return replacing([(lineEnd(of: before - 1)..<lineEnd(of: last), "")])
    }

    /// The offset of the `,` after `offset`, past whitespace only; `nil` when something else comes first.
    func comma(after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count, [ascii(" "), ascii("\t"), ascii("\r"), ascii("\n")].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == ascii(",") ? index : nil
    }

    /// The offset just after the line break that ends the line holding `offset` (the end of the text on the last line).
    func lineBreakEnd(after offset: Int) -> Int {
        let end = lineEnd(of: offset)
        guard end < bytes.count else { return end }
        return bytes[end] == ascii("\r") ? min(end + 2, bytes.count) : end + 1
    }
}
