/// The inverses of `SwiftSourceEditor`'s additions, for `fia remove`: each takes out what its
/// add put in, in the layout the add wrote it, and returns `source` unchanged when there is
/// nothing to take out.
extension SwiftSourceEditor {
    /// Removes `typeName` from the inheritance clause of protocol `protocolName`.
    public static func removeInheritedType(_ typeName: String, fromProtocol protocolName: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.protocol, kind: "protocol", named: protocolName) else {
            throw .declarationNotFound(kind: "protocol", name: protocolName)
        }
        guard let clause = index.inheritanceClause(afterName: nameIndex, before: index.nextDeclaration(after: nameIndex, .protocol)),
              let position = clause.types.firstIndex(where: { index.inheritedType($0, is: typeName) }) else { return source }
        let ranges = clause.types.map { index.tokens[$0.first].start..<index.tokens[$0.last].end }
        if ranges.count == 1 {
            // The inverse of adding the first type: `P: X` becomes `P`.
            let end = index.text.comma(after: ranges[0].upperBound).map { $0 + 1 } ?? ranges[0].upperBound
            return index.text.replacing([(index.tokens[clause.headEnd].end..<end, "")])
        }
        return index.text.removingListElement(position, of: ranges)
    }

    /// Removes the stored property `propertyName` (the whole declaration, and the blank line before
    /// it) from the body of type `typeName`.
    public static func removeMember(declaring propertyName: String, fromType typeName: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.types, kind: "type", named: typeName) else {
            throw .declarationNotFound(kind: "type", name: typeName)
        }
        guard let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .malformedDeclaration(kind: "type", name: typeName, line: index.tokens[nameIndex].line)
        }
        let depth = index.braceDepths[body.open] + 1
        guard let keyword = ((body.open + 1)..<body.close).first(where: { position in
            index.braceDepths[position] == depth && (index.isKeyword(position, "let") || index.isKeyword(position, "var"))
                && index.token(index.tokens[position + 1], is: propertyName)
        }) else { return source }
        return index.text.removingLines(from: index.tokens[keyword].start, through: index.tokens[index.statementEnd(from: keyword)].end)
    }

    /// Removes `import module` (its whole line) when the file imports it outside `#if`; refused when
    /// other code shares that line (`import A; import B`, a literal opened after it).
    public static func removeImport(_ module: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        let imports = index.imports().filter { !$0.isConditional }
        guard let found = imports.first(where: { $0.module == module }) else { return source }
        let text = index.text
        guard text.isFirstOnLine(found.start), let lineEnd = index.endOfLineAfterComments(from: found.end) else {
            throw .malformedDeclaration(kind: "import", name: module, line: text.newlineCount(in: 0..<found.start) + 1)
        }
        var end = text.lineBreakEnd(after: lineEnd)
        // The file's only import went in with a blank line after it: both go.
        if imports.count == 1, end < text.bytes.count, text.isWhitespace(end..<text.lineEnd(of: end), newlines: false) {
            end = text.lineBreakEnd(after: end)
        }
        return text.replacing([(text.lineStart(of: found.start)..<end, "")])
    }

    /// Removes `case <caseName>` from enum `enumName` when it declares that case alone.
    public static func removeCase(_ caseName: String, fromEnum enumName: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.enum, kind: "enum", named: enumName),
              let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .declarationNotFound(kind: "enum", name: enumName)
        }
        let depth = index.braceDepths[body.open] + 1
        let wanted = unescaped(caseName)
        guard let keyword = ((body.open + 1)..<body.close).first(where: {
            index.braceDepths[$0] == depth && index.isKeyword($0, "case") && index.caseDeclaration(at: $0).names == [wanted]
        }) else { return source }
        return index.text.removingLines(from: index.tokens[keyword].start, through: index.tokens[index.caseDeclaration(at: keyword).last].end)
    }

    /// Removes the branch `case .<caseName>:` (and its statements) from the one `switch` of function `functionName`.
    public static func removeSwitchCase(_ caseName: String, inFunction functionName: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.func, kind: "function", named: functionName),
              let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .declarationNotFound(kind: "function", name: functionName)
        }
        let depth = index.braceDepths[body.open] + 1
        let switches = ((body.open + 1)..<body.close).filter { index.braceDepths[$0] == depth && index.isKeyword($0, "switch") }
        guard switches.count == 1, let switchBody = index.body(ofDeclarationNamedAt: switches[0]) else { return source }
        let labelDepth = index.braceDepths[switchBody.open] + 1
        let labels = ((switchBody.open + 1)..<switchBody.close).filter { position in
            index.braceDepths[position] == labelDepth && (index.isKeyword(position, "case") || index.isKeyword(position, "default"))
                && !["if", "guard", "while", "for"].contains { index.isKeyword(position - 1, $0) } && !index.tokens[position - 1].isPunctuation(ascii(","))
        }
        let wanted = unescaped(caseName)
        guard let label = labels.indices.first(where: { index.isKeyword(labels[$0], "case") && index.matchesEnumCase(wanted, labelAt: labels[$0]) })
        else { return source }
        let next = label + 1 < labels.count ? labels[label + 1] : switchBody.close
        let branchEnd = index.allTokens.last { $0.end <= index.text.lineStart(of: index.tokens[next].start) } ?? index.tokens[labels[label]]
        return index.text.removingLines(from: index.tokens[labels[label]].start, through: max(branchEnd.end, index.tokens[labels[label]].end))
    }
}

extension SwiftSourceIndex {
    /// The last token of the declaration starting at `keyword`: its line, and the lines its
    /// brackets run on to.
    func statementEnd(from keyword: Int) -> Int {
        var nesting = 0
        var last = keyword
        for position in (keyword + 1)..<tokens.count {
            let token = tokens[position]
            if nesting == 0, token.line != tokens[last].line { break }
            if [ascii("("), ascii("["), ascii("{")].contains(where: token.isPunctuation) { nesting += 1 }
            if [ascii(")"), ascii("]"), ascii("}")].contains(where: token.isPunctuation) {
                if nesting == 0 { break }
                nesting -= 1
            }
            last = position
        }
        return last
    }
}
