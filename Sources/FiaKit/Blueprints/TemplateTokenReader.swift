/// Reads expressions and conditions from one tag's tokens.
///
/// Grammar: `expression := (name | "string") ("|" filter)*`,
/// `condition := and ("or" and)*`, `and := not ("and" not)*`, `not := "not" not | expression`.
struct TemplateTokenReader {
    private let tokens: [TemplateToken]
    private var position = 0
    /// The `not`, `and` and `or` read so far: a condition is a tree as deep as they are many, and
    /// parsing, rendering and freeing it recurse once per level.
    private var operators = 0

    /// The most `not`, `and` and `or` one condition may hold: far beyond any real blueprint, far
    /// within the stack.
    static let maximumOperators = 100

    init(_ tokens: [TemplateToken]) {
        self.tokens = tokens
    }

    init(tagContent: String) throws(TemplateSyntaxError) {
        self.init(try TemplateToken.tokenize(tagContent))
    }

    private static let keywords: Set<String> = ["not", "and", "or", "in"]

    var isAtEnd: Bool { position == tokens.count }

    /// The next token, consumed.
    mutating func next() -> TemplateToken? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }

    /// Consumes the word `word` if it is next.
    mutating func take(_ word: String) -> Bool {
        guard position < tokens.count, tokens[position] == .word(word) else { return false }
        position += 1
        return true
    }

    /// Throws unless every token has been read; `context` names what came before (`'else'`).
    func expectEnd(after context: String) throws(TemplateSyntaxError) {
        guard position < tokens.count else { return }
        throw TemplateSyntaxError("unexpected '\(tokens[position].text)' after \(context)")
    }

    /// A name for a loop variable: a plain word, no dots, not a keyword.
    mutating func plainName() -> String? {
        guard case .word(let word)? = tokens[safe: position], !word.contains("."), !Self.keywords.contains(word) else {
            return nil
        }
        position += 1
        return word
    }

    mutating func expression() throws(TemplateSyntaxError) -> TemplateExpression {
        let operand: TemplateExpression.Operand
        switch next() {
        case .word(let word) where !Self.keywords.contains(word):
            let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !parts.contains(where: \.isEmpty) else { throw TemplateSyntaxError("invalid variable name '\(word)'") }
            operand = .variable(parts)
        case .string(let string):
            operand = .literal(string)
        case let token?:
            throw TemplateSyntaxError("expected a variable or string literal, found '\(token.text)'")
        case nil:
            throw TemplateSyntaxError("expected a variable or string literal")
        }
        var filters: [String] = []
        while tokens[safe: position] == .pipe {
            position += 1
            guard case .word(let filter)? = next() else { throw TemplateSyntaxError("expected a filter name after '|'") }
            guard CaseConversion.filters[filter] != nil else {
                let known = CaseConversion.filters.keys.sorted().joined(separator: ", ")
                throw TemplateSyntaxError("unknown filter '\(filter)' (filters: \(known))")
            }
            filters.append(filter)
        }
        return TemplateExpression(operand: operand, filters: filters)
    }

    mutating func condition() throws(TemplateSyntaxError) -> TemplateCondition {
        var result = try conjunction()
        while try takeOperator("or") { result = .or(result, try conjunction()) }
        return result
    }

    private mutating func conjunction() throws(TemplateSyntaxError) -> TemplateCondition {
        var result = try negation()
        while try takeOperator("and") { result = .and(result, try negation()) }
        return result
    }

    private mutating func negation() throws(TemplateSyntaxError) -> TemplateCondition {
        try takeOperator("not") ? .not(try negation()) : .value(try expression())
    }

    /// `take(word)` for an operator, counted against `maximumOperators`.
    private mutating func takeOperator(_ word: String) throws(TemplateSyntaxError) -> Bool {
        guard take(word) else { return false }
        operators += 1
        guard operators <= Self.maximumOperators else {
            throw TemplateSyntaxError("more than \(Self.maximumOperators) 'not', 'and' and 'or' in one condition")
        }
        return true
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
