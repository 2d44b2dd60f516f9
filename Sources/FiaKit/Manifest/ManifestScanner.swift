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
    /// The targets read from this scan, and the scan it was made from (`ManifestReader` reuses
    /// what an earlier scan read of the same tokens).
    let reads = ManifestReads()

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

    /// A scan from tokens already lexed whose brackets, punctuation and `#`-words are known too
    /// (`rescanned(applying:text:)` shifts the old scan's).
    init(text: SourceText, tokens: [IndexedToken], comments: [IndexedToken], partner: BracketPartners, punctuation: [UInt8], pounds: [Int]) {
        self.text = text
        self.tokens = tokens
        self.comments = comments
        self.partner = partner
        self.punctuation = punctuation
        self.pounds = pounds
    }

    /// Bracket partners by token index, in an array: a lookup per token costs an index, not a hash.
    struct BracketPartners: Equatable {
        var indices: [Int]

        subscript(index: Int) -> Int? {
            let partner = indices[index]
            return partner < 0 ? nil : partner
        }
    }

    /// The bracket partners, each token's punctuation byte and the `#`-words, in one pass.
    private static func matchBrackets(_ tokens: [IndexedToken]) throws(ManifestEditError) -> (BracketPartners, [UInt8], [Int]) {
        var partner = [Int](repeating: -1, count: tokens.count)
        var punctuation = [UInt8](repeating: 0, count: tokens.count)
        var pounds: [Int] = []
        if let broken = matchBrackets(tokens, in: tokens.indices, partner: &partner, punctuation: &punctuation, pounds: &pounds) {
            throw .unbalancedBracket(line: tokens[broken].line)
        }
        return (BracketPartners(indices: partner), punctuation, pounds)
    }

    /// Matches the brackets of `tokens[range]` among themselves, noting each one-byte punctuation
    /// token's byte and each `#`-word on the way. Returns the token that breaks the nesting (a
    /// closer without its opener, else the first opener left open), or `nil` when all balance.
    static func matchBrackets(
        _ tokens: [IndexedToken], in range: Range<Int>, partner: inout [Int], punctuation: inout [UInt8], pounds: inout [Int]
    ) -> Int? {
        var stack: [Int] = []
        for index in range {
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
                guard let open = stack.popLast(), punctuation[open] == opener else { return index }
                partner[open] = index
                partner[index] = open
            default:
                continue
            }
        }
        return stack.first
    }

    /// Splits `range` at its top-level commas: each piece with the index of the comma ending it.
    func split(_ range: Range<Int>) -> [(range: Range<Int>, comma: Int?)] {
        var pieces: [(range: Range<Int>, comma: Int?)] = []
        // Room for a call's usual arguments: a manifest splits thousands of them, each grown from empty otherwise.
        pieces.reserveCapacity(8)
        forEachPiece(of: range) { pieces.append(($0, $1)) }
        return pieces
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

    /// The text of token `index` (`SwiftToken.text`: an identifier's without backticks). A
    /// manifest's usual words (labels, call names) are the literals of `ManifestWords`, not decoded.
    func string(_ index: Int) -> String {
        let token = tokens[index]
        if token.kind == .identifier, !token.isQuoted, let word = ManifestWords.word(token.start..<token.end, in: text.bytes) {
            return word
        }
        return text.string(of: token)
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

/// The words a manifest is mostly written in (argument labels, target and dependency calls), as
/// string literals: `ManifestScanner.string(_:)` hands these out for their bytes instead of
/// decoding a string per label and call name.
enum ManifestWords {
    private static let words: [String] = [
        "name", "path", "dependencies", "targets", "products", "package", "Package", "Target", "Dependency",
        "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
        "product", "byName", "library", "executable", "capability", "resources", "exclude", "sources",
        "swiftSettings", "linkerSettings", "platforms", "type", "condition", "url", "from", "branch", "exact",
    ]

    /// `words` by their UTF-8 length, with their bytes.
    private static let byLength: [[(bytes: [UInt8], word: String)]] = {
        var table = [[(bytes: [UInt8], word: String)]](repeating: [], count: 32)
        for word in words { table[word.utf8.count].append((Array(word.utf8), word)) }
        return table
    }()

    /// The word whose UTF-8 is `bytes[range]`, if it is one of `words`.
    static func word(_ range: Range<Int>, in bytes: [UInt8]) -> String? {
        guard range.count < 32 else { return nil }
        return bytes.withUnsafeBufferPointer { bytes in
            for candidate in byLength[range.count] {
                var same = true
                for offset in 0..<range.count where bytes[range.lowerBound + offset] != candidate.bytes[offset] {
                    same = false
                    break
                }
                if same { return candidate.word }
            }
            return nil
        }
    }
}

/// What `ManifestReader` read of one scan's target elements, and where that scan's tokens came
/// from: an edited manifest's scan (`rescanned(applying:text:)`) holds its tokens between the
/// insertions unchanged, so a target element none of them falls in reads as it read before,
/// its lines moved by the lines inserted above it. It also keeps the scan's `targetsArray()`.
final class ManifestReads {
    /// One target read, with its element's token range and the line of the element's first token.
    struct Read {
        var range: Range<Int>
        var target: PackageManifest.Target
        var line: Int
    }

    /// The targets read, by their elements' ranges in ascending order (found by a binary search).
    private var reads: [Read] = []
    /// The scan's `targetsArray()`, once found (its tokens never change).
    var targetsArray: (package: ManifestScanner.Call, targets: ManifestScanner.ArrayLiteral)?
    /// The scan this one was made from by inserting tokens (or the earliest of the scans between
    /// that nothing was read from: `origin(inserting:)`): its reads, and before which of its
    /// tokens how many were inserted (in order).
    var origin: (reads: ManifestReads, points: [(oldIndex: Int, count: Int)])?

    /// Notes the target read from the element `range`.
    func keep(_ target: PackageManifest.Target, range: Range<Int>, line: Int) {
        let position = firstRead(from: range.lowerBound)
        if position < reads.count, reads[position].range.lowerBound == range.lowerBound { return }
        reads.insert(Read(range: range, target: target, line: line), at: position)
    }

    /// The target read from exactly the tokens `range` (of this scan or, through the insertions,
    /// of an earlier one), with the line its first token had when read.
    func target(for range: Range<Int>) -> (target: PackageManifest.Target, line: Int)? {
        if reads.isEmpty && origin == nil { return nil }
        let position = firstRead(from: range.lowerBound)
        if position < reads.count, reads[position].range == range { return (reads[position].target, reads[position].line) }
        guard let origin, !range.isEmpty,
              let first = Self.oldIndex(of: range.lowerBound, points: origin.points),
              let last = Self.oldIndex(of: range.upperBound - 1, points: origin.points),
              last - first == range.count - 1,
              // No insertion inside, not even one without tokens: the element's bytes are the same.
              !origin.points.contains(where: { $0.oldIndex > first && $0.oldIndex <= last }) else { return nil }
        return origin.reads.target(for: first..<last + 1)
    }

    /// The origin of a scan made from this one's tokens with `points` inserted: this scan, or, when
    /// nothing was read from it, the scan it was made from, with both insertions as one. A lookup
    /// through a scan without reads would only pass through it; an edit's chain of scans is then
    /// one step, not one per edit.
    func origin(inserting points: [(oldIndex: Int, count: Int)]) -> (reads: ManifestReads, points: [(oldIndex: Int, count: Int)]) {
        guard reads.isEmpty, let origin else { return (self, points) }
        return (origin.reads, Self.composed(origin.points, then: points))
    }

    /// The insertions that make a scan of an original's tokens: `first` (the original's indices)
    /// then `second` (indices of the scan `first` made). Each of `second`'s points comes before
    /// the original's first token at or after it, and joins a point of `first` at the same token
    /// (their tokens lie together, between the same two original tokens); points without tokens
    /// are kept, as they mark an insertion all the same.
    static func composed(
        _ first: [(oldIndex: Int, count: Int)], then second: [(oldIndex: Int, count: Int)]
    ) -> [(oldIndex: Int, count: Int)] {
        var result = first
        for point in second {
            let original = place(of: point.oldIndex, points: first).oldIndex
            var position = 0
            while position < result.count && result[position].oldIndex < original { position += 1 }
            if position < result.count && result[position].oldIndex == original {
                result[position].count += point.count
            } else {
                result.insert((original, point.count), at: position)
            }
        }
        return result
    }

    /// The index of the first read whose range starts at or after `start`.
    private func firstRead(from start: Int) -> Int {
        var low = 0
        var high = reads.count
        while low < high {
            let middle = (low + high) / 2
            if reads[middle].range.lowerBound < start { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The earlier scan's index of token `index`; `nil` for an inserted token.
    static func oldIndex(of index: Int, points: [(oldIndex: Int, count: Int)]) -> Int? {
        let place = place(of: index, points: points)
        return place.isInserted ? nil : place.oldIndex
    }

    /// Where token `index` of the scan `points` made stands in the earlier scan: the index of that
    /// scan's first token at or after it (an inserted token comes before the token its point
    /// names), and whether it was inserted.
    static func place(of index: Int, points: [(oldIndex: Int, count: Int)]) -> (oldIndex: Int, isInserted: Bool) {
        var inserted = 0
        for point in points {
            let start = point.oldIndex + inserted
            if index < start { break }
            if index < start + point.count { return (point.oldIndex, true) }
            inserted += point.count
        }
        return (index - inserted, false)
    }
}
