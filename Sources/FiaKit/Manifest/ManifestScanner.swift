/// The structure of a Package.swift as tokens: calls, their labelled arguments and array
/// literals. Comments and string literals are tokens of their own, so a bracket, a
/// `targets: [` or a `name: "…"` inside them never counts.
struct ManifestScanner {
    /// A call such as `Package(…)`, `.target(…)` or `Target.Dependency.product(…)`.
    struct Call: Equatable {
        /// The called name: `Package`, `target`, `product`.
        var name: String
        /// The identifiers before the name: `["Target"]` for `Target.target(`, empty for `.target(`.
        var qualifier: [String]
        /// Whether the call is an implicit member (`.target(`), not a plain function (`target(`).
        var isImplicitMember: Bool
        /// Token indices of the first token, the `(` and the `)`.
        var first: Int
        var open: Int
        var close: Int
        var arguments: [Argument]

        /// The first argument labelled `label`.
        func argument(_ label: String) -> Argument? {
            arguments.first { $0.label == label }
        }
    }

    /// One argument of a call: `label: value` or a bare value.
    struct Argument: Equatable {
        var label: String?
        /// Token index of the argument's first token (its label when it has one).
        var first: Int
        /// Token indices of the value.
        var value: Range<Int>
        /// Token index of the comma after the argument, if any.
        var comma: Int?
    }

    /// An array literal `[…]` split into its top-level elements.
    struct ArrayLiteral: Equatable {
        var open: Int
        var close: Int
        /// Token indices of each element, in order.
        var elements: [Range<Int>]
        /// Token index of the comma after the last element, if any.
        var trailingComma: Int?
    }

    /// The source with its line arithmetic; token offsets index into its bytes.
    let text: SourceText
    /// The source's UTF-8 bytes.
    var bytes: [UInt8] { text.bytes }
    /// Every token except comments (their texts are read from `text` when asked: `string(_:)`).
    let tokens: [IndexedToken]
    /// The comments, in order.
    let comments: [IndexedToken]
    /// For each bracket token index, the index of its partner (both directions).
    let partner: BracketPartners
    /// For each token, its byte when it is one-byte punctuation, else 0: `isPunctuation` per
    /// token costs an index, not a look at the token's text.
    let punctuation: [UInt8]
    /// The indices of the `#`-word tokens (`#if`, …), in order.
    let pounds: [Int]
    /// The file's line ending: `"\r\n"` when the file uses it, so inserted lines match their neighbours.
    var newline: String { text.newline }

    init(_ source: String) throws(ManifestEditError) {
        let lexed: LexedSource
        do {
            lexed = try SwiftLexer.lex(source, keepComments: true)
        } catch let error as SwiftLexerError {
            throw .unreadable(error)
        } catch {
            throw .unreadable(SwiftLexerError(line: 1, what: "source (\(error))"))
        }
        // The lexer's offset tokens, comments apart, in one pass: no string is made for a token.
        var tokens: [IndexedToken] = []
        var comments: [IndexedToken] = []
        tokens.reserveCapacity(lexed.tokens.count)
        lexed.bytes.withUnsafeBufferPointer { bytes in
            for lexedToken in lexed.tokens {
                let token = IndexedToken(lexedToken, in: bytes)
                if token.kind == .comment { comments.append(token) } else { tokens.append(token) }
            }
        }
        // The bytes alone: keeping `source` would keep a loaded manifest's string alive for the whole
        // command (an edit re-reads the file), and its memory could not serve the edits' texts.
        text = SourceText(bytes: lexed.bytes)
        self.tokens = tokens
        self.comments = comments
        (partner, punctuation, pounds) = try Self.matchBrackets(tokens)
    }

    /// A scan from tokens already lexed (see `rescanned(applying:text:)`).
    init(text: SourceText, tokens: [IndexedToken], comments: [IndexedToken]) throws(ManifestEditError) {
        self.text = text
        self.tokens = tokens
        self.comments = comments
        (partner, punctuation, pounds) = try Self.matchBrackets(tokens)
    }

    /// Bracket partners by token index, in an array: a lookup per token costs an index, not a hash.
    struct BracketPartners: Equatable {
        var indices: [Int]

        subscript(index: Int) -> Int? {
            let partner = indices[index]
            return partner < 0 ? nil : partner
        }
    }

    /// The bracket partners, each token's punctuation byte and the `#`-words, in one pass; refuses
    /// the token that breaks the nesting (a closer without its opener, else the first opener left open).
    private static func matchBrackets(_ tokens: [IndexedToken]) throws(ManifestEditError) -> (BracketPartners, [UInt8], [Int]) {
        var partner = [Int](repeating: -1, count: tokens.count)
        var punctuation = [UInt8](repeating: 0, count: tokens.count)
        var pounds: [Int] = []
        var stack: [Int] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .punctuation: break
            case .pound:
                pounds.append(index)
                continue
            default:
                continue
            }
            // Punctuation is one byte.
            let byte = tokens[index].byte
            punctuation[index] = byte
            switch byte {
            case ascii("("), ascii("["), ascii("{"):
                stack.append(index)
            case ascii(")"), ascii("]"), ascii("}"):
                let opener: UInt8 = byte == ascii(")") ? ascii("(") : byte == ascii("]") ? ascii("[") : ascii("{")
                guard let open = stack.popLast(), punctuation[open] == opener else { throw .unbalancedBracket(line: tokens[index].line) }
                partner[open] = index
                partner[index] = open
            default:
                continue
            }
        }
        if let open = stack.first { throw .unbalancedBracket(line: tokens[open].line) }
        return (BracketPartners(indices: partner), punctuation, pounds)
    }

    /// Calls `body` with each piece of `range` between top-level commas, and the comma after it
    /// (`nil` for a last piece without one); an empty last piece is left out. Nothing is collected:
    /// callers build what they need as the pieces are found.
    func forEachPiece(of range: Range<Int>, _ body: (Range<Int>, _ comma: Int?) -> Void) {
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            if let close = partner[index], close > index {
                index = close + 1
                continue
            }
            if isPunctuation(index, ascii(",")) {
                body(start..<index, index)
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { body(start..<range.upperBound, nil) }
    }

    /// The range read as a call (`Package(…)`, `.target(…)`, `Target.target(…)`), or `nil`.
    func call(_ range: Range<Int>) -> Call? {
        guard let last = range.last, isPunctuation(last, ascii(")")),
              let open = partner[last], open > range.lowerBound else { return nil }
        var index = range.lowerBound
        let isImplicitMember = isPunctuation(index, ascii("."))
        if isImplicitMember { index += 1 }
        // The names' token indices: `Target.Dependency.product` is three, `.target` one.
        var nameIndices: [Int] = []
        var lastName: Int?
        while index < open, tokens[index].kind == .identifier {
            if let previous = lastName { nameIndices.append(previous) }
            lastName = index
            index += 1
            guard index < open else { break }
            guard isPunctuation(index, ascii(".")), index + 1 < open else { return nil }
            index += 1
        }
        guard index == open, let lastName else { return nil }
        return Call(name: string(lastName), qualifier: nameIndices.map { string($0) }, isImplicitMember: isImplicitMember,
                    first: range.lowerBound, open: open, close: last, arguments: arguments(open: open, close: last))
    }

    private func arguments(open: Int, close: Int) -> [Argument] {
        // Each piece made an argument as it is found: no array of pieces.
        var arguments: [Argument] = []
        arguments.reserveCapacity(8)
        func add(_ range: Range<Int>, comma: Int?) {
            guard !range.isEmpty else { return }
            if range.count >= 2, tokens[range.lowerBound].kind == .identifier,
               isPunctuation(range.lowerBound + 1, ascii(":")) {
                arguments.append(Argument(label: string(range.lowerBound), first: range.lowerBound,
                                          value: range.lowerBound + 2..<range.upperBound, comma: comma))
            } else {
                arguments.append(Argument(label: nil, first: range.lowerBound, value: range, comma: comma))
            }
        }
        forEachPiece(of: open + 1..<close) { add($0, comma: $1) }
        return arguments
    }

    /// Whether `range` is one bracketed literal: `[`, what it holds, and its partner `]`.
    func isArrayLiteral(_ range: Range<Int>) -> Bool {
        range.count >= 2 && isPunctuation(range.lowerBound, ascii("[")) && partner[range.lowerBound] == range.upperBound - 1
    }

    /// The range read as exactly one array literal `[…]`, or `nil`.
    func arrayLiteral(_ range: Range<Int>) -> ArrayLiteral? {
        guard isArrayLiteral(range) else { return nil }
        // The interior's pieces, kept as they are found.
        let close = range.upperBound - 1
        var elements: [Range<Int>] = []
        elements.reserveCapacity(8)
        var trailingComma: Int?
        forEachPiece(of: range.lowerBound + 1..<close) { element, comma in
            elements.append(element)
            trailingComma = comma
        }
        return ArrayLiteral(open: range.lowerBound, close: close, elements: elements, trailingComma: trailingComma)
    }

    /// The range read as one simple string literal (no escapes, no interpolation): its value.
    func stringValue(_ range: Range<Int>) -> String? {
        guard isStringValue(range) else { return nil }
        return text.value(of: tokens[range.lowerBound])
    }

    /// Whether the range is one simple string literal (`stringValue(_:)` is not `nil`).
    func isStringValue(_ range: Range<Int>) -> Bool {
        range.count == 1 && tokens[range.lowerBound].kind == .string && tokens[range.lowerBound].hasValue
    }

    /// The text of token `index` (`SwiftToken.text`: an identifier's without backticks).
    func string(_ index: Int) -> String {
        text.string(of: tokens[index])
    }

    /// Whether token `index` is the identifier `name` (`SwiftToken.isIdentifier`).
    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        tokens[index].kind == .identifier && text.token(tokens[index], is: name)
    }

    /// The first `#if`/`#elseif`/`#else`/`#endif` in the token range.
    func conditionalCompilation(in range: ClosedRange<Int>) -> IndexedToken? {
        // Only the `#`-words are looked at: the first at or after the range's start, onwards.
        var low = 0
        var high = pounds.count
        while low < high {
            let middle = (low + high) / 2
            if pounds[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        for index in pounds[low...] {
            guard index <= range.upperBound else { break }
            if ["#if", "#elseif", "#else", "#endif"].contains(string(index)) { return tokens[index] }
        }
        return nil
    }
}
