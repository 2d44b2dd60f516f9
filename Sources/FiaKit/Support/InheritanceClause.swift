/// The inheritance clause of a declaration: `protocol P<A>: X, Y where … {`, `class C<T>: B.C, D<E, F> {`.
///
/// The one reader of clauses: doctor's scan of every file (`ImportScanner`), the protocol readers
/// (`SwiftDeclarations`) and the source editor all call `read(afterName:before:in:bytes:isDeclaration:)`
/// over the lexer's tokens, and keep what they need of its complete entries: their written text
/// (`name(of:in:bytes:)`) or their simple names (`simpleNames(of:in:_:)`).
struct InheritanceClause: Equatable {
    /// One type the clause names: the tokens between two commas at its top level (`B.C`, `D<E, F>`,
    /// `any P`, `@unchecked Sendable`, `A & B`).
    struct InheritedType: Equatable {
        /// Indices of the type's first and last token.
        var first: Int
        var last: Int
    }

    /// Index of the last token of the name and its `<…>` parameters, if any.
    var headEnd: Int
    /// Every type of the clause, in order: as many as it names.
    var types: [InheritedType]
    /// Index of a comma after the last type (`A, B, {`), if any.
    var trailingComma: Int?

    /// The clause after the declaration name at `nameIndex`, read from `tokens` (a lex of `bytes`,
    /// comments dropped) no further than token `end` or a token `isDeclaration` says starts the
    /// next declaration (a head never holds one: a head read on past it would be read to the
    /// file's end for each declaration of a file that never opens a body).
    ///
    /// The clause runs from `:` to the `{` of the body or the `where` of a `where` clause, at its top
    /// level (`<…>`, `(…)`, `[…]` nest; `->` closes nothing). No `:` gives a clause without types.
    /// `nil` when the head is malformed: `<…>` or the clause unclosed before the limit, a `}` or `;`
    /// in it, an empty type (`A, , B`), or a `:` followed by no type.
    @inline(__always)
    static func read(
        afterName nameIndex: Int, before end: Int, in tokens: UnsafeBufferPointer<LexedToken>, bytes: UnsafeBufferPointer<UInt8>,
        isDeclaration: (Int) -> Bool
    ) -> InheritanceClause? {
        let end = min(end, tokens.count)
        var index = nameIndex + 1
        var headEnd = nameIndex
        if index < end, tokens[index].isPunctuation(ascii("<")) {
            // The generic parameters, to their `>`.
            var depth = 0
            while true {
                guard index < end, !isDeclaration(index) else { return nil }
                let token = tokens[index]
                if token.isPunctuation(ascii("{")) || token.isPunctuation(ascii("}")) { return nil }
                if token.isPunctuation(ascii("<")) { depth += 1 }
                if token.isPunctuation(ascii(">")), !isArrow(index, in: tokens) { depth -= 1 }
                if depth == 0 { break }
                index += 1
            }
            headEnd = index
            index += 1
        }
        var clause = InheritanceClause(headEnd: headEnd, types: [])
        guard index < end, tokens[index].isPunctuation(ascii(":")) else { return clause }
        var nesting = 0
        var typeStart: Int?
        index += 1
        while true {
            guard index < end, !isDeclaration(index) else { return nil }
            let token = tokens[index]
            if token.kind == .punctuation {
                if nesting == 0, token.byte == ascii("{") { break }
                switch token.byte {
                case ascii("}"), ascii(";"):
                    return nil
                case ascii("<"), ascii("("), ascii("["):
                    nesting += 1
                case ascii(">") where !isArrow(index, in: tokens), ascii(")"), ascii("]"):
                    nesting -= 1
                case ascii(",") where nesting == 0:
                    guard let start = typeStart else { return nil }
                    clause.types.append(InheritedType(first: start, last: index - 1))
                    clause.trailingComma = index
                    typeStart = nil
                    index += 1
                    continue
                default:
                    break
                }
            } else if nesting == 0, isWhere(index, in: tokens, bytes: bytes) {
                break
            }
            if typeStart == nil { typeStart = index }
            index += 1
        }
        if let start = typeStart {
            clause.types.append(InheritedType(first: start, last: index - 1))
            clause.trailingComma = nil
        }
        return clause.types.isEmpty ? nil : clause
    }

    /// The text of `type` as written, spaced canonically: `B.C`, `D<E, F>`, `any P`,
    /// `@unchecked Sendable`, `A & B` (what the editors compare and doctor's messages name).
    static func name(of type: InheritedType, in tokens: UnsafeBufferPointer<LexedToken>, bytes: UnsafeBufferPointer<UInt8>) -> String {
        if type.first == type.last { return LexedSource.string(tokens[type.first].textRange(in: bytes), in: bytes) }
        var result = ""
        var previous: LexedToken?
        for token in tokens[type.first...type.last] {
            if let previous {
                let words = (previous.kind == .identifier || previous.kind == .number) && (token.kind == .identifier || token.kind == .number)
                if words || token.isPunctuation(ascii("&")) || previous.isPunctuation(ascii("&")) || previous.isPunctuation(ascii(",")) {
                    result += " "
                }
            }
            result += LexedSource.string(token.textRange(in: bytes), in: bytes)
            previous = token
        }
        return result
    }

    /// The simple names of `type`, the one way to read a clause by names alone (`remove`, use-case
    /// shapes and doctor's wiring checks compare these): for each type it composes (`A & B` names
    /// two), the last component of its path without generic arguments, `any`/`some` or
    /// attributes. `B.C` → `C`; `D<E, F>` → `D`; `any P` → `P`; `@unchecked Sendable` → `Sendable`;
    /// `A & B` → `A`, `B`. `body` gets the index of each name's token, in order, and nothing is
    /// allocated (doctor's scan reads the clause of every type of every file); none for a type that
    /// names none at its top level (`(A & B)`) or that it suppresses (`~Copyable`: not inherited).
    @inline(__always)
    static func simpleNames(of type: InheritedType, in tokens: UnsafeBufferPointer<LexedToken>, _ body: (Int) -> Void) {
        var nesting = 0
        var name: Int?
        var suppressed = false
        for index in type.first...type.last {
            let token = tokens[index]
            if token.kind == .identifier {
                if nesting == 0 { name = index }
                continue
            }
            guard token.kind == .punctuation else { continue }
            switch token.byte {
            case ascii("<"), ascii("("), ascii("["): nesting += 1
            case ascii(">") where !isArrow(index, in: tokens), ascii(")"), ascii("]"): nesting -= 1
            case ascii("~") where nesting == 0: suppressed = true
            case ascii("&") where nesting == 0:
                if let found = name, !suppressed { body(found) }
                name = nil
                suppressed = false
            default: break
            }
        }
        if let found = name, !suppressed { body(found) }
    }

    /// Whether the `>` at `index` is the head of an arrow `->` (a function type's), not a closer.
    @inline(__always)
    private static func isArrow(_ index: Int, in tokens: UnsafeBufferPointer<LexedToken>) -> Bool {
        index > 0 && tokens[index - 1].isPunctuation(ascii("-")) && tokens[index - 1].end == tokens[index].start
    }

    /// Whether the token at `index` is the keyword `where`: not in backticks, not a member after `.`.
    @inline(__always)
    private static func isWhere(_ index: Int, in tokens: UnsafeBufferPointer<LexedToken>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier, !token.isQuoted, token.end - token.start == 5 else { return false }
        let word: StaticString = "where"
        for offset in 0..<5 where bytes[token.start + offset] != word.utf8Start[offset] { return false }
        return !(index > 0 && tokens[index - 1].isPunctuation(ascii(".")))
    }
}
