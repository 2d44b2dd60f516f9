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
        var inserted: [(offset: Int, tokens: [LexedToken], newlines: Int, length: Int)] = []
        for edit in ordered where !edit.text.isEmpty {
            guard edit.count == 0, let insertion = insertionTokens(edit.text, at: edit.offset) else { return nil }
            inserted.append((edit.offset, insertion.tokens, insertion.newlines, edit.text.utf8.count))
        }
        var newTokens: [LexedToken] = []
        var newComments: [LexedToken] = []
        newTokens.reserveCapacity(tokens.count + inserted.reduce(0) { $0 + $1.tokens.count })
        newComments.reserveCapacity(comments.count)
        var nextToken = 0
        var nextComment = 0
        var shift = 0
        var lineShift = 0
        func copy(_ source: [LexedToken], from index: inout Int, before offset: Int, into target: inout [LexedToken]) {
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
        let scanner = try? ManifestScanner(text: result, tokens: newTokens, comments: newComments)
        #if DEBUG
        // Every debug run of an edit proves the shortcut: it must be the full lex, token for token,
        // with the same brackets, punctuation and `#`-words.
        let full = try? ManifestScanner(result.string)
        precondition(scanner == nil || (full?.tokens == scanner?.tokens && full?.comments == scanner?.comments
                                        && full?.partner == scanner?.partner && full?.punctuation == scanner?.punctuation
                                        && full?.pounds == scanner?.pounds),
                     "an edited manifest's tokens differ from a full lex")
        #endif
        return scanner
    }

    /// The tokens of `text` lexed alone (offsets and lines from its own start) and its line
    /// breaks, when inserting it at `offset` lexes it the same way and leaves the tokens around
    /// it as they are; else `nil`.
    private func insertionTokens(_ text: String, at offset: Int) -> (tokens: [LexedToken], newlines: Int)? {
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
        return (lexed.tokens, utf8.reduce(0) { $0 + ($1 == ascii("\n") ? 1 : 0) })
    }

    /// The index of the first of `list` (in source order) that ends after `offset`.
    private static func firstEnding(after offset: Int, in list: [LexedToken]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a token of `list` starts before `offset` and ends after it.
    private static func straddles(_ list: [LexedToken], _ offset: Int) -> Bool {
        let index = firstEnding(after: offset, in: list)
        return index < list.count && list[index].start < offset
    }

    /// The token of `list` that ends exactly at `offset`, if any.
    private static func ending(_ list: [LexedToken], at offset: Int) -> LexedToken? {
        let index = firstEnding(after: offset, in: list)
        return index > 0 && list[index - 1].end == offset ? list[index - 1] : nil
    }

    /// The 1-based line of byte `offset`: from the last token or comment starting before it.
    private func line(at offset: Int) -> Int {
        var anchor: LexedToken?
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
