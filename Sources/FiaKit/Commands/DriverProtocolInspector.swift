/// Reads what an existing driver protocol returns, so a feature reusing the driver
/// types its presenter with the right entity.
enum DriverProtocolInspector {
    /// `E` from `func fetchAll() async throws -> [E]`, or `nil` when the file has no such requirement.
    static func entity(returnedByFetchAllIn source: String) -> String? {
        guard let tokens = try? SwiftLexer.tokenize(source) else { return nil }
        guard let fetchAll = tokens.firstIndex(where: { $0.isIdentifier("fetchAll") }) else { return nil }
        let rest = tokens[fetchAll...].prefix(16)
        guard let arrow = rest.indices.first(where: {
                  $0 + 1 < tokens.count && tokens[$0].isPunctuation("-") && tokens[$0 + 1].isPunctuation(">")
              }),
              arrow + 4 < tokens.count,
              tokens[arrow + 2].isPunctuation("["),
              tokens[arrow + 3].kind == .identifier,
              tokens[arrow + 4].isPunctuation("]")
        else { return nil }
        return tokens[arrow + 3].text
    }
}

extension DriverProtocolInspector {
    /// Whether the protocol requires `func send(…)`, the shape of `add driver --no-entity`.
    static func requiresSend(in source: String) -> Bool {
        guard let tokens = try? SwiftLexer.tokenize(source) else { return false }
        return zip(tokens, tokens.dropFirst()).contains { $0.isIdentifier("func") && $1.isIdentifier("send") }
    }
}
