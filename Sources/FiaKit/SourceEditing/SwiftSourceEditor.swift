/// Edits the generated project's container sources (`DIContainerDependency`, `MockDIContainer`,
/// `DIContainer`) the way a person would, touching no byte outside each insertion.
///
/// Every edit is idempotent and, when it throws, changes nothing.
public enum SwiftSourceEditor {
    /// Adds `typeName` to the inheritance clause of `protocol <protocolName>` (the clause between ':' and
    /// '{' or 'where'; a protocol with no clause gets one). A single-line clause gets ", X" appended; a clause
    /// with one type per line gets a new line with the same indentation and a comma after the previous type.
    /// Idempotent.
    public static func addInheritedType(_ typeName: String, toProtocol protocolName: String, in source: String) throws(SourceEditError) -> String {
        try readBack(inheritedTypeAdded(typeName, toProtocol: protocolName, in: source), of: source, what: "to protocol '\(protocolName)'") {
            source throws(SourceEditError) in try inheritedTypeAdded(typeName, toProtocol: protocolName, in: source)
        }
    }

    private static func inheritedTypeAdded(_ typeName: String, toProtocol protocolName: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.protocol, kind: "protocol", named: protocolName) else {
            throw .declarationNotFound(kind: "protocol", name: protocolName)
        }
        let limit = index.nextDeclaration(after: nameIndex, .protocol)
        guard let clause = index.inheritanceClause(afterName: nameIndex, before: limit),
              index.body(ofDeclarationNamedAt: nameIndex, before: limit) != nil
        else {
            throw .malformedDeclaration(kind: "protocol", name: protocolName, line: index.tokens[nameIndex].line)
        }
        if clause.types.contains(where: { index.inheritedType($0, is: typeName) }) { return source }
        let text = index.text
        guard let last = clause.types.last else {
            return text.inserting(": " + typeName, at: index.tokens[clause.headEnd].end)
        }
        let lastStart = index.tokens[last.first].start
        let hasTrailingComma = clause.trailingComma != nil
        let previousEnd = index.tokens[clause.trailingComma ?? last.last].end
        let comma = hasTrailingComma ? "" : ","
        guard text.isFirstOnLine(lastStart) else {
            let addition = hasTrailingComma ? " " + typeName + "," : ", " + typeName
            return text.inserting(addition, at: previousEnd)
        }
        let line = text.newline + text.indentation(ofLineAt: lastStart) + typeName + (hasTrailingComma ? "," : "")
        guard let lineEnd = index.endOfLineAfterComments(from: previousEnd) else {
            // Code (`{`, `where`) follows the last type on its line: the new type goes between them.
            return text.inserting(comma + line, at: previousEnd)
        }
        return text.replacing([(previousEnd..<previousEnd, comma), (lineEnd..<lineEnd, line)])
    }

    /// Adds the one-line `declaration` as the last member of the class, struct, enum or actor named
    /// `typeName`, just before its closing brace, indented like the type's members (or the type's
    /// indentation plus four spaces) and separated from the previous member by one blank line.
    /// Idempotent: unchanged when the type's body already declares a `let`/`var` named `propertyName`
    /// at its top level.
    public static func addMember(_ declaration: String, declaring propertyName: String, toType typeName: String, in source: String) throws(SourceEditError) -> String {
        try readBack(memberAdded(declaration, declaring: propertyName, toType: typeName, in: source), of: source, what: "to type '\(typeName)'") {
            source throws(SourceEditError) in try memberAdded(declaration, declaring: propertyName, toType: typeName, in: source)
        }
    }

    private static func memberAdded(
        _ declaration: String, declaring propertyName: String, toType typeName: String, in source: String
    ) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.types, kind: "type", named: typeName) else {
            throw .declarationNotFound(kind: "type", name: typeName)
        }
        guard let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .malformedDeclaration(kind: "type", name: typeName, line: index.tokens[nameIndex].line)
        }
        if index.declaresProperty(named: propertyName, inBody: body.open, close: body.close) {
            return source
        }
        let text = index.text
        let typeIndent = text.indentation(ofLineAt: index.tokens[nameIndex - 1].start)
        let firstMemberOnItsLine = ((body.open + 1)..<body.close).first { member in
            index.braceDepths[member] == index.braceDepths[body.open] + 1 && text.isFirstOnLine(index.tokens[member].start)
        }
        let memberIndent = firstMemberOnItsLine.map { text.indentation(ofLineAt: index.tokens[$0].start) } ?? typeIndent + "    "
        let line = memberIndent + declaration
        let open = index.tokens[body.open].end
        let close = index.tokens[body.close].start
        guard let lastContent = index.allTokens.last(where: { $0.start >= open && $0.end <= close }) else {
            if text.newlineCount(in: open..<close) == 0 {
                return text.replacing([(open..<close, text.newline + line + text.newline + typeIndent)])
            }
            return text.inserting(text.newline + line, at: open)
        }
        if text.newlineCount(in: lastContent.end..<close) == 0 {
            // `{ let a = 1 }`: the closing brace moves to its own line.
            return text.replacing([(lastContent.end..<close, text.newline + text.newline + line + text.newline + typeIndent)])
        }
        return text.inserting(text.newline + text.newline + line, at: text.lineEnd(of: lastContent.end))
    }
}

extension SwiftSourceEditor {
    /// `result`, what an addition made of `source`, once the same addition finds itself in it (so
    /// making it again changes nothing); refused when it does not, rather than made twice.
    static func readBack(
        _ result: String, of source: String, what: String, _ addition: (String) throws(SourceEditError) -> String
    ) throws(SourceEditError) -> String {
        guard result != source, (try? addition(result)) != result else { return result }
        throw .additionNotReadBack(what: what)
    }
}
