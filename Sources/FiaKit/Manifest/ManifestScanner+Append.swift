extension ManifestScanner {
    /// The edits that append `element` (zero-indented, possibly multi-line, no trailing comma)
    /// as the last element of `array`, in the array's own layout:
    /// - one-line (`]` on the line where the last element ends): `, element` right after it;
    /// - multi-line: a comma after the last element if missing, then a new line holding the
    ///   element with the last element's indentation and a trailing comma;
    /// - empty: `[element]` on one line, or a new indented line when the array spans lines
    ///   (or when `expandingEmpty`, which turns `[]` into a multi-line array).
    func appendEdits(_ element: String, to array: ArrayLiteral, unit: String, expandingEmpty: Bool) -> [ManifestEdit] {
        let open = tokens[array.open]
        let close = tokens[array.close]
        guard let last = array.elements.last, !last.isEmpty else {
            return appendEditsToEmpty(element, array: array, unit: unit, expanding: expandingEmpty)
        }
        let lastToken = tokens[last.upperBound - 1]
        let lastEnd = array.trailingComma.map { tokens[$0].end } ?? lastToken.end
        let first = tokens[last.lowerBound]
        var elementIndent = lineIndent(at: first.start)
        if !isFirstOnLine(last.lowerBound), first.line == open.line { elementIndent += unit }
        guard hasNewline(from: lastEnd, to: close.start) else {
            let inline = indented(element, by: lineIndent(at: first.start), indentingFirstLine: false)
            if array.trailingComma != nil {
                return [ManifestEdit(offset: lastEnd, text: " " + inline + ",")]
            }
            return [ManifestEdit(offset: lastEnd, text: ", " + inline)]
        }
        var edits: [ManifestEdit] = []
        if array.trailingComma == nil { edits.append(ManifestEdit(offset: lastToken.end, text: ",")) }
        edits.append(ManifestEdit(offset: lineEnd(after: lastEnd), text: newline + indented(element, by: elementIndent) + ","))
        return edits
    }

    private func appendEditsToEmpty(_ element: String, array: ArrayLiteral, unit: String, expanding: Bool) -> [ManifestEdit] {
        let open = tokens[array.open]
        let close = tokens[array.close]
        if hasNewline(from: open.end, to: close.start) {
            let base = isFirstOnLine(array.close) ? lineIndent(at: close.start) : lineIndent(at: open.start)
            let text = newline + indented(element, by: base + unit) + ","
            return [ManifestEdit(offset: lineEnd(after: open.end), text: text)]
        }
        if expanding {
            let base = lineIndent(at: open.start)
            let text = newline + indented(element, by: base + unit) + "," + newline + base
            let inner = bytes[open.end..<close.start]
            let blank = inner.allSatisfy { $0 == ascii(" ") || $0 == ascii("\t") }
            return [ManifestEdit(offset: open.end, count: blank ? inner.count : 0, text: text)]
        }
        return [ManifestEdit(offset: open.end, text: indented(element, by: lineIndent(at: open.start), indentingFirstLine: false))]
    }
}
