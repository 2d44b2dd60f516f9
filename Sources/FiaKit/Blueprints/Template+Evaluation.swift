extension Template {
    /// The text `{{ expression }}` renders to: a string (filtered), or a bool as `true`/`false`.
    func string(_ expression: TemplateExpression, in scope: TemplateScope, line: Int) throws(BlueprintError) -> String {
        let described = describe(expression.operand)
        var text: String
        switch try value(of: expression.operand, in: scope, line: line) {
        case .value(.string(let string)):
            text = string
        case .value(.bool(let bool)):
            guard let filter = expression.filters.first else { return String(bool) }
            throw error(line, "filter '\(filter)' needs a string, but '\(described)' is a bool")
        case .value(.list):
            throw error(line, "cannot render '\(described)': it is a list; use '{% for … in \(described) %}'")
        case .dictionary:
            throw error(line, "cannot render '\(described)': it is a dictionary; use '\(described).<key>'")
        }
        for filter in expression.filters {
            guard let apply = CaseConversion.filters[filter] else { throw error(line, "unknown filter '\(filter)'") }
            text = apply(text)
        }
        return text
    }

    /// Whether a condition holds. An expression with filters is true when its text is non-empty.
    func isTrue(_ condition: TemplateCondition, in scope: TemplateScope, line: Int) throws(BlueprintError) -> Bool {
        switch condition {
        case .not(let inner):
            return try !isTrue(inner, in: scope, line: line)
        case .and(let left, let right):
            // `&&` and `||` take rethrowing autoclosures, which lose the typed throw.
            guard try isTrue(left, in: scope, line: line) else { return false }
            return try isTrue(right, in: scope, line: line)
        case .or(let left, let right):
            guard try !isTrue(left, in: scope, line: line) else { return true }
            return try isTrue(right, in: scope, line: line)
        case .value(let expression) where !expression.filters.isEmpty:
            return try !string(expression, in: scope, line: line).isEmpty
        case .value(let expression):
            switch try value(of: expression.operand, in: scope, line: line) {
            case .value(let value): return value.isTruthy
            case .dictionary(let dictionary): return !dictionary.isEmpty
            }
        }
    }

    /// The dictionaries a `for` iterates over.
    func elements(of list: [String], in scope: TemplateScope, line: Int) throws(BlueprintError) -> [[String: TemplateValue]] {
        guard case .value(.list(let elements)) = try value(of: .variable(list), in: scope, line: line) else {
            throw error(line, "'\(list.joined(separator: "."))' is not a list")
        }
        return elements
    }

    private func value(
        of operand: TemplateExpression.Operand, in scope: TemplateScope, line: Int
    ) throws(BlueprintError) -> TemplateScope.Binding {
        switch operand {
        case .literal(let string):
            return .value(.string(string))
        case .variable(let path):
            guard let binding = scope.lookup(path) else {
                throw error(line, "unknown variable '\(path.joined(separator: "."))'")
            }
            return binding
        }
    }

    private func describe(_ operand: TemplateExpression.Operand) -> String {
        switch operand {
        case .variable(let path): path.joined(separator: ".")
        case .literal(let string): "\"\(string)\""
        }
    }

    private func error(_ line: Int, _ message: String) -> BlueprintError {
        BlueprintError(file: name, line: line, message: message)
    }
}
