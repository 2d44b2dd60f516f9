/// A Swift source's tokens and their brace nesting: what the Swift editors and readers search.
///
/// Built on `SwiftLexer`, so declarations inside comments and string literals are never seen.
struct SwiftSourceIndex {
    let text: SourceText
    /// Every token, comments included (edits keep a trailing comment on its line).
    let allTokens: [LexedToken]
    /// The tokens without comments.
    let tokens: [LexedToken]
    /// `braceDepths[i]`: how many `{` enclose `tokens[i]`; a brace counts as outside itself.
    let braceDepths: [Int]
    /// `punctuation[i]`: the byte of `tokens[i]` when it is one-byte punctuation, else 0.
    let punctuation: [UInt8]

    init(_ source: String) throws(SourceEditError) {
        // An edit's text is indexed by the check before it, the edit, its read-back and the next
        // edit of the same file: lexed once.
        if let recent = Self.recent.index(of: source) {
            self = recent
            return
        }
        let lexed: LexedSource
        do {
            lexed = try SwiftLexer.lex(source, keepComments: true)
        } catch {
            throw .unreadable(String(describing: error))
        }
        self.init(lexed)
        Self.recent.keep(self, of: source)
    }

    /// The last texts indexed from a `String`, with their indexes.
    private static let recent = RecentIndexes()

    /// The index of a source already lexed (with its comments, for edits; without, for readers).
    init(_ lexed: LexedSource) {
        // The lexer's tokens as they are: no string is made for a token until asked for; without
        // comments, both lists are one array.
        let allTokens = lexed.tokens
        let comments = allTokens.count { $0.kind == .comment }
        let tokens = comments == 0 ? allTokens : allTokens.withUnsafeBufferPointer { all in
            [LexedToken](unsafeUninitializedCapacity: all.count - comments) { storage, initialized in
                var kept = 0
                for token in all where token.kind != .comment {
                    (storage.baseAddress! + kept).initialize(to: token)
                    kept += 1
                }
                initialized = kept
            }
        }
        self.init(SourceText(bytes: lexed.bytes), allTokens: allTokens, tokens: tokens)
    }

    private init(_ text: SourceText, allTokens: [LexedToken], tokens: [LexedToken]) {
        self.text = text
        self.allTokens = allTokens
        self.tokens = tokens
        // Each token's depth and punctuation byte (a brace is one byte: its byte decides, no
        // string compared), written straight into the arrays' storage.
        let count = tokens.count
        var punctuation: [UInt8] = []
        braceDepths = tokens.withUnsafeBufferPointer { tokens in
            [Int](unsafeUninitializedCapacity: count) { depths, initializedDepths in
                punctuation = [UInt8](unsafeUninitializedCapacity: count) { bytes, initializedBytes in
                    var depth = 0
                    for position in 0..<count {
                        let token = tokens[position]
                        let byte = token.byte
                        (bytes.baseAddress! + position).initialize(to: byte)
                        if byte == UInt8(ascii: "}") { depth -= 1 }
                        (depths.baseAddress! + position).initialize(to: depth)
                        if byte == UInt8(ascii: "{") { depth += 1 }
                    }
                    initializedBytes = count
                }
                initializedDepths = count
            }
        }
        self.punctuation = punctuation
    }

    /// The text `SwiftToken.text` gives `token`: an identifier's without backticks, any other's whole.
    func string(_ token: LexedToken) -> String {
        text.string(of: token)
    }

    /// The text of `tokens[index]` (see `string(_:)`).
    func string(at index: Int) -> String {
        text.string(of: tokens[index])
    }

    /// Whether `token`'s text (`string(_:)`) is `name`, as `String` compares them.
    func token(_ token: LexedToken, is name: String) -> Bool {
        text.token(token, is: name)
    }

    /// Whether `tokens[index]` is the identifier `name` (`SwiftToken.isIdentifier`).
    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        tokens[index].kind == .identifier && token(tokens[index], is: name)
    }

    /// Whether `tokens[index]` is the keyword `keyword`: not backticked, not a member after `.`.
    func isKeyword(_ index: Int, _ keyword: String) -> Bool {
        tokens[index].kind == .identifier && tokens[index].end - tokens[index].start == keyword.utf8.count
            && token(tokens[index], is: keyword)
            && !(index > 0 && punctuation[index - 1] == UInt8(ascii: "."))
    }

    /// Whether `tokens[index]` is the one-byte punctuation `byte`.
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        punctuation[index] == byte
    }

    /// Name-token indices of the declarations `<keyword> <name>` for any of `keywords` (with
    /// `depth`, only those whose name is inside that many braces).
    func declarations(_ keywords: Keywords, named name: String? = nil, atDepth depth: Int? = nil) -> [Int] {
        var found: [Int] = []
        // Each token is looked at in place: the keyword first (most tokens are not one, a length
        // tells), then the name by bytes.
        for index in tokens.indices.dropLast() {
            guard tokens[index + 1].kind == .identifier, tokens[index].kind == .identifier else { continue }
            if let depth, braceDepths[index + 1] != depth { continue }
            guard isDeclaration(at: index, keywords) else { continue }
            if let name, !token(tokens[index + 1], is: name) { continue }
            found.append(index + 1)
        }
        return found
    }

    /// The name-token index of the one declaration of `name`; `nil` when there is none.
    func uniqueDeclaration(_ keywords: Keywords, kind: String, named name: String) throws(SourceEditError) -> Int? {
        let found = declarations(keywords, named: name)
        if found.count > 1 {
            throw .ambiguous(kind: kind, name: name, lines: found.map { tokens[$0].line })
        }
        return found.first
    }

    /// Whether `tokens[index]` and the identifier after it declare something of `keywords`
    /// (`protocol P`, not `import protocol P`).
    private func isDeclaration(at index: Int, _ keywords: Keywords) -> Bool {
        tokens[index + 1].kind == .identifier && tokens[index].kind == .identifier && isKeyword(index, among: keywords)
            && !(index > 0 && isKeyword(index - 1, "import"))
    }

    /// The keyword index of the first declaration of `keywords` after the name at `nameIndex`, or
    /// the end: where that name's head (generic parameters, inheritance and `where` clauses) must
    /// have ended. A head never holds a declaration; one read on past it would be read to the
    /// file's end for each declaration of a file of thousands that never opens a body.
    func nextDeclaration(after nameIndex: Int, _ keywords: Keywords) -> Int {
        var index = nameIndex + 1
        while index + 1 < tokens.count, !isDeclaration(at: index, keywords) { index += 1 }
        return index + 1 < tokens.count ? index : tokens.count
    }

    /// The `{` and `}` of the body of the declaration named at `nameIndex`, whose `{` comes
    /// before token `limit`.
    func body(ofDeclarationNamedAt nameIndex: Int, before limit: Int = .max) -> (open: Int, close: Int)? {
        var index = nameIndex + 1
        let end = min(tokens.count, limit)
        while index < end, punctuation[index] != UInt8(ascii: "{") {
            if punctuation[index] == UInt8(ascii: "}") || punctuation[index] == UInt8(ascii: ";") { return nil }
            index += 1
        }
        guard index < end else { return nil }
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
}

/// The indexes of the last few texts indexed (`SwiftSourceIndex.init(_:)`), for any thread.
private final class RecentIndexes: @unchecked Sendable {
    private let lock = Lock()
    private var entries: [(source: String, index: SwiftSourceIndex)] = []
    /// How many are kept: the files one command edits in turn, each a text or two at a time, and
    /// the dozen small files `add` renders and reads between a container's check and its edit.
    private let capacity = 16

    /// The index of exactly `source`, if it is one of the last indexed (then the last used).
    func index(of source: String) -> SwiftSourceIndex? {
        lock.withLock {
            guard let position = entries.lastIndex(where: { $0.source == source }) else { return nil }
            let entry = entries.remove(at: position)
            entries.append(entry)
            return entry.index
        }
    }

    func keep(_ index: SwiftSourceIndex, of source: String) {
        lock.withLock {
            if entries.count == capacity { entries.removeFirst() }
            entries.append((source, index))
        }
    }
}
