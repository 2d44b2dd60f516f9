/// The scan of an edited manifest without lexing it again: only the inserted texts are lexed,
/// and the tokens around them are shifted. Used only where that provably gives the tokens a
/// full lex would (see `rescanned(applying:text:)`); anywhere else the result is lexed whole.
extension ManifestScanner {
    /// Bytes that end whatever token precedes them and start a token of their own (or none):
    /// an insertion that begins with one cannot join the token before it, and one that ends
    /// with one (or is followed by one) cannot join the token after it.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii(" "), ascii("\t"), ascii("\r"), ascii("\n"),
             ascii("("), ascii(")"), ascii("["), ascii("]"), ascii("{"), ascii("}"), ascii(","), ascii(";"), ascii(":"):
            true
        default:
            false
        }
    }

    /// The scan of `result`, the text with `edits` applied (`appliedText(edits)`), made by lexing
    /// only the inserted texts; `nil` when that might differ from lexing `result` whole, which
    /// the caller then does. It may differ unless every edit is an insertion
    /// - between tokens and comments (not inside one, nor inside the byte-order mark),
    /// - of a text that lexes alone, without comments,
    /// - that starts with a separator byte (a line break after a line comment) and ends with
    ///   one or is followed by one.
    /// Then every token outside the insertions keeps its bytes, and lexing resumes after each
    /// insertion where it did before.
    func rescanned(applying edits: [ManifestEdit], text result: SourceText) -> ManifestScanner? {
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        var inserted: [(offset: Int, tokens: [IndexedToken], newlines: Int, length: Int)] = []
        for edit in ordered where !edit.text.isEmpty {
            guard edit.count == 0, let insertion = insertionTokens(edit.text, at: edit.offset) else { return nil }
            inserted.append((edit.offset, insertion.tokens, insertion.newlines, edit.text.utf8.count))
        }
        var newTokens: [IndexedToken] = []
        var newComments: [IndexedToken] = []
        newTokens.reserveCapacity(tokens.count + inserted.reduce(0) { $0 + $1.tokens.count })
        newComments.reserveCapacity(comments.count)
        var nextToken = 0
        var nextComment = 0
        var shift = 0
        var lineShift = 0
        // Where each insertion's tokens went: before which old token, and how many.
        var points: [(oldIndex: Int, count: Int)] = []
        func copy(_ source: [IndexedToken], from index: inout Int, before offset: Int, into target: inout [IndexedToken]) {
            // The run starting before `offset` (tokens are in source order), copied whole, then moved in place.
            var low = index
            var high = source.count
            while low < high {
                let middle = (low + high) / 2
                if source[middle].start < offset { low = middle + 1 } else { high = middle }
            }
            guard low > index else { return }
            let first = target.count
            target.append(contentsOf: source[index..<low])
            index = low
            guard shift != 0 || lineShift != 0 else { return }
            for position in first..<target.count {
                target[position].start += shift
                target[position].end += shift
                target[position].line += lineShift
            }
        }
        for insertion in inserted {
            copy(tokens, from: &nextToken, before: insertion.offset, into: &newTokens)
            copy(comments, from: &nextComment, before: insertion.offset, into: &newComments)
            let line = line(at: insertion.offset) + lineShift
            points.append((nextToken, insertion.tokens.count))
            for var token in insertion.tokens {
                token.start += insertion.offset + shift
                token.end += insertion.offset + shift
                token.line += line - 1
                newTokens.append(token)
            }
            shift += insertion.length
            lineShift += insertion.newlines
        }
        copy(tokens, from: &nextToken, before: Int.max, into: &newTokens)
        copy(comments, from: &nextComment, before: Int.max, into: &newComments)
        let scanner: ManifestScanner?
        if let shifted = shiftedBrackets(into: newTokens, points: points) {
            let rescan = ManifestScanner(
                text: result, tokens: newTokens, comments: newComments,
                partner: shifted.partner, punctuation: shifted.punctuation, pounds: shifted.pounds)
            rescan.reads.targetsArray = carriedTargetsArray(to: rescan, points: points)
            scanner = rescan
        } else {
            scanner = try? ManifestScanner(text: result, tokens: newTokens, comments: newComments)
        }
        scanner?.reads.origin = reads.origin(inserting: points)
        #if DEBUG
        // Every debug run of an edit proves the shortcut: it must be the full lex, token for token,
        // with the same brackets, punctuation and `#`-words.
        let full = try? ManifestScanner(result.string)
        precondition(scanner == nil || (full?.tokens == scanner?.tokens && full?.comments == scanner?.comments
                                        && full?.partner == scanner?.partner && full?.punctuation == scanner?.punctuation
                                        && full?.pounds == scanner?.pounds),
                     "an edited manifest's tokens differ from a full lex")
        if let carried = scanner?.reads.targetsArray {
            precondition((try? scanner?.findTargetsArray()).map { $0 == carried } ?? false,
                         "a carried targets array differs from the one found again")
        }
        #endif
        return scanner
    }

    /// This scan's `targetsArray()` found again in `rescan` (this scan with the insertions `points`,
    /// whose brackets balance each on its own) without a pass over every token for the `Package(`
    /// call. The call moved is still the only one at brace depth 0 when no inserted token is the
    /// word `Package` and no insertion follows an old `Package` word: no token's depth changes, and
    /// no `Package` word gains or loses the `(` after it. `nil` when this scan's was not found, or
    /// when that cannot be shown (`targetsArray()` then looks for it).
    private func carriedTargetsArray(
        to rescan: ManifestScanner, points: [(oldIndex: Int, count: Int)]
    ) -> (package: Call, targets: ArrayLiteral)? {
        guard let (package, _) = reads.targetsArray else { return nil }
        var inserted = 0
        var first = package.first
        for point in points {
            if point.oldIndex > 0, isWord(point.oldIndex - 1, "Package") { return nil }
            let start = point.oldIndex + inserted
            for index in start..<start + point.count where rescan.isWord(index, "Package") { return nil }
            // Old token `i` moves by the tokens inserted at or before it.
            if point.oldIndex <= package.first { first += point.count }
            inserted += point.count
        }
        guard first + 1 < rescan.tokens.count, let close = rescan.partner[first + 1],
              let call = rescan.call(first..<close + 1), let argument = call.argument("targets"),
              let array = try? rescan.arrayLiteral(argument, named: "targets") else { return nil }
        return (call, array)
    }

    /// The brackets, punctuation bytes and `#`-words of `newTokens`, this scan's tokens with the
    /// insertions `points` (before which old token, how many) among them: the old ones moved by
    /// the tokens inserted before them, the inserted ones matched among themselves. `nil` when an
    /// insertion's brackets do not balance on their own (the caller then matches them all).
    private func shiftedBrackets(
        into newTokens: [IndexedToken], points: [(oldIndex: Int, count: Int)]
    ) -> (partner: BracketPartners, punctuation: [UInt8], pounds: [Int])? {
        let oldCount = tokens.count
        guard newTokens.count == oldCount + points.reduce(0, { $0 + $1.count }) else { return nil }
        // Old token `i` moves by the tokens inserted before it: those of every point at or before it.
        let pointIndices = points.map(\.oldIndex)
        var totals: [Int] = []
        var total = 0
        for point in points {
            total += point.count
            totals.append(total)
        }
        func moved(_ old: Int) -> Int {
            var shift = 0
            for (position, index) in pointIndices.enumerated() where index <= old { shift = totals[position] }
            return old + shift
        }
        var partner = [Int](repeating: -1, count: newTokens.count)
        var punctuation = [UInt8](repeating: 0, count: newTokens.count)
        // The old tokens, segment by segment (each between two insertions moves by one amount).
        partner.withUnsafeMutableBufferPointer { newPartner in
            punctuation.withUnsafeMutableBufferPointer { newPunctuation in
                self.partner.indices.withUnsafeBufferPointer { oldPartner in
                    self.punctuation.withUnsafeBufferPointer { oldPunctuation in
                        var start = 0
                        var shift = 0
                        for segment in 0...points.count {
                            let end = segment < points.count ? points[segment].oldIndex : oldCount
                            for old in start..<end {
                                newPunctuation[old + shift] = oldPunctuation[old]
                                let other = oldPartner[old]
                                if other >= 0 { newPartner[old + shift] = moved(other) }
                            }
                            if segment < points.count { shift += points[segment].count }
                            start = end
                        }
                    }
                }
            }
        }
        var pounds = self.pounds.map(moved)
        // The inserted tokens, matched among themselves.
        for (position, point) in points.enumerated() {
            let first = point.oldIndex + (position > 0 ? totals[position - 1] : 0)
            let inserted = first..<first + point.count
            guard Self.matchBrackets(newTokens, in: inserted, partner: &partner, punctuation: &punctuation, pounds: &pounds) == nil else {
                return nil
            }
        }
        pounds.sort()
        return (BracketPartners(indices: partner), punctuation, pounds)
    }

    /// The tokens of `text` lexed alone (offsets and lines from its own start) and its line
    /// breaks, when inserting it at `offset` lexes it the same way and leaves the tokens around
    /// it as they are; else `nil`.
    private func insertionTokens(_ text: String, at offset: Int) -> (tokens: [IndexedToken], newlines: Int)? {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, offset >= self.text.contentStart, offset <= bytes.count,
              Self.isSeparator(first), Self.isSeparator(last) || offset == bytes.count || Self.isSeparator(bytes[offset]),
              !Self.straddles(tokens, offset), !Self.straddles(comments, offset) else { return nil }
        // A line comment runs to the line break: what follows it must start with one.
        if let comment = Self.ending(comments, at: offset), bytes[comment.start...].starts(with: "//".utf8), first != ascii("\n") {
            return nil
        }
        guard let lexed = try? SwiftLexer.lex(text, keepComments: true),
              !lexed.tokens.contains(where: { $0.kind == .comment }) else { return nil }
        let tokens = lexed.bytes.withUnsafeBufferPointer { bytes in lexed.tokens.map { IndexedToken($0, in: bytes) } }
        return (tokens, utf8.reduce(0) { $0 + ($1 == ascii("\n") ? 1 : 0) })
    }

    /// The index of the first of `list` (in source order) that ends after `offset`.
    private static func firstEnding(after offset: Int, in list: [IndexedToken]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a token of `list` starts before `offset` and ends after it.
    private static func straddles(_ list: [IndexedToken], _ offset: Int) -> Bool {
        let index = firstEnding(after: offset, in: list)
        return index < list.count && list[index].start < offset
    }

    /// The token of `list` that ends exactly at `offset`, if any.
    private static func ending(_ list: [IndexedToken], at offset: Int) -> IndexedToken? {
        let index = firstEnding(after: offset, in: list)
        return index > 0 && list[index - 1].end == offset ? list[index - 1] : nil
    }

    /// The 1-based line of byte `offset`: from the last token or comment starting before it.
    private func line(at offset: Int) -> Int {
        var anchor: IndexedToken?
        for list in [tokens, comments] {
            // The first token starting at or after `offset`; the one before it starts before.
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle].start < offset { low = middle + 1 } else { high = middle }
            }
            if low > 0, anchor.map({ list[low - 1].start > $0.start }) ?? true { anchor = list[low - 1] }
        }
        return (anchor?.line ?? 1) + text.newlineCount(in: (anchor?.start ?? 0)..<offset)
    }
}
