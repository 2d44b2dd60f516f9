/// `{{ operand | filter | … }}`: a variable (`name`, `item.name`) or a string literal, then filters.
struct TemplateExpression: Equatable, Sendable {
    enum Operand: Equatable, Sendable {
        /// A dotted name, split at the dots.
        case variable([String])
        case literal(String)
    }

    var operand: Operand
    var filters: [String]
}

/// `{% if %}` conditions: an expression's truthiness, combined with `not`, `and`, `or`.
indirect enum TemplateCondition: Equatable, Sendable {
    case value(TemplateExpression)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
}

/// A word, string literal or `|` inside a tag.
enum TemplateToken: Equatable {
    case word(String)
    case string(String)
    case pipe

    var text: String {
        switch self {
        case .word(let word): word
        case .string(let string): "\"" + string + "\""
        case .pipe: "|"
        }
    }

    /// Splits a tag's inside into tokens. Words are letters, digits, `_` and `.`; strings are
    /// quoted with `"` or `'` and taken verbatim (no escapes).
    static func tokenize(_ text: String) throws(TemplateSyntaxError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var characters = Substring(text)
        while let character = characters.first {
            if character.isWhitespace {
                characters.removeFirst()
            } else if character == "|" {
                tokens.append(.pipe)
                characters.removeFirst()
            } else if character == "\"" || character == "'" {
                characters.removeFirst()
                guard let close = characters.firstIndex(of: character) else {
                    throw TemplateSyntaxError("unterminated string literal")
                }
                tokens.append(.string(String(characters[..<close])))
                characters = characters[characters.index(after: close)...]
            } else if isWordCharacter(character) {
                let word = characters.prefix(while: isWordCharacter)
                tokens.append(.word(String(word)))
                characters = characters.dropFirst(word.count)
            } else {
                throw TemplateSyntaxError("unexpected character '\(character)'")
            }
        }
        return tokens
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || character == "." || character.isLetter || character.isNumber
    }
}

/// A syntax error inside one tag; the parser adds the blueprint and line.
struct TemplateSyntaxError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
