/// A Swift source's tokens and their brace nesting: what the Swift editors and readers search.
///
/// Built on `SwiftLexer`, so declarations inside comments and string literals are never seen.
struct SwiftSourceIndex {
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]

    let text: SourceText
    /// Every token, comments included (edits keep a trailing comment on its line).
    let allTokens: [SwiftToken]
    /// The tokens without comments.
    let tokens: [SwiftToken]
    /// `braceDepths[i]`: how many `{` enclose `tokens[i]`; a brace counts as outside itself.
    let braceDepths: [Int]
    /// `punctuation[i]`: the byte of `tokens[i]` when it is one-byte punctuation, else 0.
    let punctuation: [UInt8]

    init(_ source: String) throws(SourceEditError) {
        let allTokens: [SwiftToken]
        do {
            allTokens = try SwiftLexer.tokenize(source, keepComments: true)
        } catch {
            throw .unreadable(String(describing: error))
        }
        // The comments dropped in one reserved pass (a container's tokens are many).
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(allTokens.count)
        for token in allTokens {
            if case .comment = token.kind { continue }
            tokens.append(token)
        }
        self.init(source, allTokens: allTokens, tokens: tokens)
    }

    /// An index of tokens already lexed without comments, for readers (never for edits, which
    /// keep comments): doctor's loader lexes each file once.
    init(_ source: String, tokensWithoutComments tokens: [SwiftToken]) {
        self.init(source, allTokens: tokens, tokens: tokens)
    }

    private init(_ source: String, allTokens: [SwiftToken], tokens: [SwiftToken]) {
        text = SourceText(source)
        self.allTokens = allTokens
        self.tokens = tokens
        var depths: [Int] = []
        depths.reserveCapacity(tokens.count)
        var punctuation = [UInt8](repeating: 0, count: tokens.count)
        var depth = 0
        for (index, token) in tokens.enumerated() {
            // A brace is one byte of punctuation: its text's bytes decide, no string compared.
            guard case .punctuation = token.kind, token.text.utf8.count == 1, let byte = token.text.utf8.first else {
                depths.append(depth)
                continue
            }
            punctuation[index] = byte
            if byte == UInt8(ascii: "}") { depth -= 1 }
            depths.append(depth)
            if byte == UInt8(ascii: "{") { depth += 1 }
        }
        braceDepths = depths
        self.punctuation = punctuation
    }

    /// Whether `tokens[index]` is the keyword `keyword`: not backticked, not a member after `.`.
    func isKeyword(_ index: Int, _ keyword: String) -> Bool {
        tokens[index].isIdentifier(keyword)
            && tokens[index].end - tokens[index].start == keyword.utf8.count
            && !(index > 0 && punctuation[index - 1] == UInt8(ascii: "."))
    }

    /// Whether `tokens[index]` is the one-byte punctuation `byte`.
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        punctuation[index] == byte
    }

    /// Name-token indices of the declarations `<keyword> <name>` for any of `keywords`.
    func declarations(_ keywords: Set<String>, named name: String? = nil) -> [Int] {
        var found: [Int] = []
        // Each token is looked at in place: only an identifier with the name is checked further.
        for index in tokens.indices.dropLast() {
            guard case .identifier = tokens[index + 1].kind else { continue }
            if let name, tokens[index + 1].text != name { continue }
            guard keywords.contains(where: { isKeyword(index, $0) }),
                  !(index > 0 && isKeyword(index - 1, "import")) else { continue }
            found.append(index + 1)
        }
        return found
    }

    /// The name-token index of the one declaration of `name`; `nil` when there is none.
    func uniqueDeclaration(_ keywords: Set<String>, kind: String, named name: String) throws(SourceEditError) -> Int? {
        let found = declarations(keywords, named: name)
        if found.count > 1 {
            throw .ambiguous(kind: kind, name: name, lines: found.map { tokens[$0].line })
        }
        return found.first
    }

    /// The `{` and `}` of the body of the declaration named at `nameIndex`.
    func body(ofDeclarationNamedAt nameIndex: Int) -> (open: Int, close: Int)? {
        var index = nameIndex + 1
        while index < tokens.count, punctuation[index] != UInt8(ascii: "{") {
            if punctuation[index] == UInt8(ascii: "}") || punctuation[index] == UInt8(ascii: ";") { return nil }
            index += 1
        }
        guard index < tokens.count else { return nil }
        let open = index
        guard let close = tokens.indices[(open + 1)...].first(where: {
            punctuation[$0] == UInt8(ascii: "}") && braceDepths[$0] == braceDepths[open]
        }) else { return nil }
        return (open, close)
    }

    /// The line end after `offset` when only whitespace and comments follow it on its line (a block
    /// comment may run on to later lines); `nil` when code follows on the same line.
    func endOfLineAfterComments(from offset: Int) -> Int? {
        var cursor = offset
        for token in allTokens where token.start >= offset {
            guard text.newlineCount(in: cursor..<token.start) == 0 else { break }
            guard token.kind == .comment else { return nil }
            cursor = token.end
        }
        return text.lineEnd(of: cursor)
    }

    /// The source text of `tokens[range]`, spaced canonically (`A & B`, `@preconcurrency P`, `Foo<A, B>`).
    func canonicalText(_ range: ClosedRange<Int>) -> String {
        var result = ""
        var previous: SwiftToken?
        for token in tokens[range] {
            if let previous {
                let words = [previous, token].allSatisfy { $0.kind == .identifier || $0.kind == .number }
                if words || token.isPunctuation("&") || previous.isPunctuation("&") || previous.isPunctuation(",") {
                    result += " "
                }
            }
            result += token.text
            previous = token
        }
        return result
    }
}
