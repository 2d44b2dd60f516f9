/// Where a file holds code only a debug build or a preview compiles: an `#if DEBUG` branch (an
/// `#elseif DEBUG`, the `#else` of `#if !DEBUG`) or a `#Preview { … }` body. A type declared
/// there (a preview stub conforming to a use case) is no part of the app's logic.
enum DebugOnlyCode {
    /// Whether line `line` (1-based) of `source` lies in such code; `false` when it cannot be lexed.
    static func contains(line: Int, in source: String) -> Bool {
        guard let tokens = try? SwiftLexer.tokenize(source) else { return false }
        /// Each open `#if`: whether its current branch is debug-only, and whether its condition was `!DEBUG`.
        var branches: [(isDebug: Bool, negated: Bool)] = []
        var index = 0
        while index < tokens.count, tokens[index].line <= line {
            let token = tokens[index]
            guard case .pound = token.kind else { index += 1; continue }
            switch token.text {
            case "#if":
                let (debug, negated) = condition(after: index, in: tokens)
                branches.append((debug, negated))
            case "#elseif":
                if !branches.isEmpty { branches[branches.count - 1].isDebug = condition(after: index, in: tokens).debug }
            case "#else":
                if !branches.isEmpty { branches[branches.count - 1].isDebug = branches[branches.count - 1].negated }
            case "#endif":
                _ = branches.popLast()
            case "#Preview":
                if let body = previewBody(after: index, in: tokens), tokens[body.open].line <= line, line <= tokens[body.close].line {
                    return true
                }
            default:
                break
            }
            index += 1
        }
        return branches.contains { $0.isDebug }
    }

    /// Whether the condition on the line of the `#if` at `index` is `DEBUG` (alone or with `&&`),
    /// or `!DEBUG`.
    private static func condition(after index: Int, in tokens: [SwiftToken]) -> (debug: Bool, negated: Bool) {
        let line = tokens[index].line
        var debug = false, negated = false, hasOr = false
        var cursor = index + 1
        while cursor < tokens.count, tokens[cursor].line == line {
            if tokens[cursor].isIdentifier("DEBUG") {
                if cursor > 0, tokens[cursor - 1].isPunctuation("!") { negated = true } else { debug = true }
            }
            if tokens[cursor].isPunctuation("|") { hasOr = true }
            cursor += 1
        }
        // `DEBUG || X` compiles in release builds too.
        return (debug && !hasOr, negated && !hasOr)
    }

    /// The braces of the body of the `#Preview` at `index`.
    private static func previewBody(after index: Int, in tokens: [SwiftToken]) -> (open: Int, close: Int)? {
        var cursor = index + 1
        var parentheses = 0
        while cursor < tokens.count {
            if tokens[cursor].isPunctuation("(") { parentheses += 1 }
            if tokens[cursor].isPunctuation(")") { parentheses -= 1 }
            if parentheses == 0, tokens[cursor].isPunctuation("{") { break }
            cursor += 1
        }
        var depth = 0
        for close in cursor..<tokens.count {
            if tokens[close].isPunctuation("{") { depth += 1 }
            if tokens[close].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return (cursor, close) }
            }
        }
        return nil
    }
}
