/// The structure of a Package.swift as tokens: calls, their labelled arguments and array
/// literals. Comments and string literals are tokens of their own, so a bracket, a
/// `targets: [` or a `name: "…"` inside them never counts.
struct ManifestScanner {
    /// A call such as `Package(…)`, `.target(…)` or `Target.Dependency.product(…)`, as token
    /// indices: its words and arguments are read from the scanner when asked (`name(of:)`,
    /// `argument(_:of:)`), so reading a call makes no string and no array.
    struct Call: Equatable {
        /// The called name's token: `Package`, `target`, `product`.
        var name: Int
        /// The identifiers' tokens before the name: `Target` for `Target.target(`, none for `.target(`.
        var qualifier: [Int]
        /// Whether the call is an implicit member (`.target(`), not a plain function (`target(`).
        var isImplicitMember: Bool
        /// Token indices of the first token, the `(` and the `)`.
        var first: Int
        var open: Int
        var close: Int
    }

    /// One argument of a call: `label: value` or a bare value.
    struct Argument: Equatable {
        /// The label's token, when it has one.
        var label: Int?
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
    let tokens: [LexedToken]
    /// The comments, in order.
    let comments: [LexedToken]
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
        var tokens: [LexedToken] = []
        var comments: [LexedToken] = []
        tokens.reserveCapacity(lexed.tokens.count)
        for token in lexed.tokens {
            if token.kind == .comment { comments.append(token) } else { tokens.append(token) }
        }
        // The bytes alone: keeping `source` would keep a loaded manifest's string alive for the whole
        // command (an edit re-reads the file), and its memory could not serve the edits' texts.
        text = SourceText(bytes: lexed.bytes)
        self.tokens = tokens
        self.comments = comments
        (partner, punctuation, pounds) = try Self.matchBrackets(tokens)
    }

    /// A scan from tokens already lexed (see `rescanned(applying:text:)`).
    init(text: SourceText, tokens: [LexedToken], comments: [LexedToken]) throws(ManifestEditError) {
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
    private static func matchBrackets(_ tokens: [LexedToken]) throws(ManifestEditError) -> (BracketPartners, [UInt8], [Int]) {
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
        _ = firstPiece(of: range) { piece, comma in
            body(piece, comma)
            return false
        }
    }

    /// The first piece of `range` (as `forEachPiece` hands them out) for which `isWanted` holds,
    /// with the comma after it; the pieces after it are not looked at.
    func firstPiece(of range: Range<Int>, where isWanted: (Range<Int>, _ comma: Int?) -> Bool) -> (piece: Range<Int>, comma: Int?)? {
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            if let close = partner[index], close > index {
                index = close + 1
                continue
            }
            if isPunctuation(index, ascii(",")) {
                if isWanted(start..<index, index) { return (start..<index, index) }
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound, isWanted(start..<range.upperBound, nil) { return (start..<range.upperBound, nil) }
        return nil
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
        return Call(name: lastName, qualifier: nameIndices, isImplicitMember: isImplicitMember, first: range.lowerBound, open: open, close: last)
    }

    /// The called name of `call` (`SwiftToken.text`: without backticks).
    func name(of call: Call) -> String {
        string(call.name)
    }

    /// The first argument of `call` labelled `label` (compared as `String` compares them): its
    /// pieces are read up to that one.
    func argument(_ label: String, of call: Call) -> Argument? {
        firstPiece(of: call.open + 1..<call.close) { piece, _ in
            argument(piece, comma: nil)?.label.map { text.token(tokens[$0], is: label) } ?? false
        }.flatMap { argument($0.piece, comma: $0.comma) }
    }

    /// The arguments of `call`, in order.
    func arguments(of call: Call) -> [Argument] {
        var arguments: [Argument] = []
        forEachPiece(of: call.open + 1..<call.close) { piece, comma in
            if let argument = argument(piece, comma: comma) { arguments.append(argument) }
        }
        return arguments
    }

    /// The argument `piece` of a call is, `label: value` or a bare value (`nil` for an empty piece).
    private func argument(_ piece: Range<Int>, comma: Int?) -> Argument? {
        guard !piece.isEmpty else { return nil }
        guard piece.count >= 2, tokens[piece.lowerBound].kind == .identifier, isPunctuation(piece.lowerBound + 1, ascii(":")) else {
            return Argument(label: nil, first: piece.lowerBound, value: piece, comma: comma)
        }
        return Argument(label: piece.lowerBound, first: piece.lowerBound, value: piece.lowerBound + 2..<piece.upperBound, comma: comma)
    }

    /// Whether `call` is qualified by `name` last (`Target.target(`), or is an implicit member
    /// (`.target(`) with no qualifier.
    func isMember(_ call: Call, of name: String) -> Bool {
        call.isImplicitMember ? call.qualifier.isEmpty : call.qualifier.last.map { text.token(tokens[$0], is: name) } ?? false
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
    func conditionalCompilation(in range: ClosedRange<Int>) -> LexedToken? {
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
