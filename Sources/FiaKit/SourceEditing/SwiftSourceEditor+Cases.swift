extension SwiftSourceEditor {
    /// Adds `case <caseName>` as the last case of `enum <enumName>`: on its own line after the last
    /// `case` declaration of the enum's body, indented like it (or like the enum's members, or the
    /// enum's indentation plus four spaces when it has none yet). `caseName` is written as given
    /// (backticked when it is a keyword). Idempotent: unchanged when a case of that name exists.
    public static func addCase(_ caseName: String, toEnum enumName: String, in source: String) throws(SourceEditError) -> String {
        try readBack(caseAdded(caseName, toEnum: enumName, in: source), of: source, what: "to enum '\(enumName)'") {
            source throws(SourceEditError) in try caseAdded(caseName, toEnum: enumName, in: source)
        }
    }

    private static func caseAdded(_ caseName: String, toEnum enumName: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.enum, kind: "enum", named: enumName) else {
            throw .declarationNotFound(kind: "enum", name: enumName)
        }
        guard let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .malformedDeclaration(kind: "enum", name: enumName, line: index.tokens[nameIndex].line)
        }
        let depth = index.braceDepths[body.open] + 1
        let caseKeywords = ((body.open + 1)..<body.close).filter { index.braceDepths[$0] == depth && index.isKeyword($0, "case") }
        let wanted = unescaped(caseName)
        if caseKeywords.contains(where: { index.caseDeclaration(at: $0, declares: wanted) }) {
            return source
        }
        let text = index.text
        guard let lastCase = caseKeywords.last else {
            let typeIndent = text.indentation(ofLineAt: index.tokens[nameIndex - 1].start)
            let open = index.tokens[body.open].end
            let close = index.tokens[body.close].start
            let firstMember = ((body.open + 1)..<body.close).first { index.braceDepths[$0] == depth && text.isFirstOnLine(index.tokens[$0].start) }
            let indent = firstMember.map { text.indentation(ofLineAt: index.tokens[$0].start) } ?? typeIndent + "    "
            let line = indent + "case " + caseName
            if text.newlineCount(in: open..<close) == 0 {
                return text.replacing([(open..<close, text.newline + line + text.newline + typeIndent)])
            }
            return text.inserting(text.newline + line, at: text.lineEnd(of: open))
        }
        let line = text.indentation(ofLineAt: index.tokens[lastCase].start) + "case " + caseName
        let lastToken = index.caseDeclaration(at: lastCase).last
        return text.inserting(text.newline + line, at: text.lineEnd(of: index.tokens[lastToken].end))
    }

    /// Adds a `case .<caseName>:` branch, followed by the lines of `statements`, as the last branch
    /// of the one `switch` statement at the top level of the body of `func <functionName>`. The
    /// branch is indented like the switch's other `case` labels (or like the `switch`), its
    /// statements four spaces deeper. Idempotent: unchanged when a branch already matches `.<caseName>`.
    public static func addSwitchCase(
        _ caseName: String, statements: [String], inFunction functionName: String, in source: String
    ) throws(SourceEditError) -> String {
        let result = try switchCaseAdded(caseName, statements: statements, inFunction: functionName, in: source)
        return try readBack(result, of: source, what: "to function '\(functionName)'") {
            source throws(SourceEditError) in try switchCaseAdded(caseName, statements: statements, inFunction: functionName, in: source)
        }
    }

    private static func switchCaseAdded(
        _ caseName: String, statements: [String], inFunction functionName: String, in source: String
    ) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.func, kind: "function", named: functionName) else {
            throw .declarationNotFound(kind: "function", name: functionName)
        }
        guard let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .malformedDeclaration(kind: "function", name: functionName, line: index.tokens[nameIndex].line)
        }
        let depth = index.braceDepths[body.open] + 1
        let switches = ((body.open + 1)..<body.close).filter { index.braceDepths[$0] == depth && index.isKeyword($0, "switch") }
        guard switches.count == 1, let switchBody = index.body(ofDeclarationNamedAt: switches[0]) else {
            throw .malformedDeclaration(kind: "function", name: functionName, line: index.tokens[nameIndex].line)
        }
        let labelDepth = index.braceDepths[switchBody.open] + 1
        // `if case`, `guard case`, `for case` inside a branch are patterns, not labels.
        let labels = ((switchBody.open + 1)..<switchBody.close).filter { position in
            index.braceDepths[position] == labelDepth && index.isKeyword(position, "case")
                && !["if", "guard", "while", "for"].contains { index.isKeyword(position - 1, $0) } && !index.tokens[position - 1].isPunctuation(ascii(","))
        }
        let wanted = unescaped(caseName)
        if labels.contains(where: { index.matchesEnumCase(wanted, labelAt: $0) }) {
            return source
        }
        let text = index.text
        let labelIndent = labels.last.map { text.indentation(ofLineAt: index.tokens[$0].start) }
            ?? text.indentation(ofLineAt: index.tokens[switches[0]].start)
        let branch = ([labelIndent + "case ." + caseName + ":"] + statements.map { labelIndent + "    " + $0 })
            .map { text.newline + $0 }.joined()
        let close = index.tokens[switchBody.close].start
        let previous = index.allTokens.last { $0.end <= close && $0.start > index.tokens[switchBody.open].start } ?? index.tokens[switchBody.open]
        if text.isFirstOnLine(close) {
            return text.inserting(branch, at: text.lineEnd(of: previous.end))
        }
        // `switch self {}`: the closing brace moves to its own line.
        return text.replacing([(previous.end..<close, branch + text.newline + text.indentation(ofLineAt: index.tokens[switches[0]].start))])
    }

    /// A name without its backticks: `` `default` `` is the case `default`.
    static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}

extension SwiftSourceIndex {
    /// The names the `case` declaration at `keyword` declares (`case a, b(Int), c = 3`) and the
    /// index of its last token. The declaration ends at a line break that follows no comma, at a
    /// `;` or at the enclosing `}`.
    func caseDeclaration(at keyword: Int) -> (names: [String], last: Int) {
        var names: [String] = []
        let last = walkCaseDeclaration(at: keyword) { name in
            names.append(SwiftSourceEditor.unescaped(string(at: name)))
            return false
        }.last
        return (names, last)
    }

    /// Whether the `case` declaration at `keyword` declares `name` (`caseDeclaration(at:)`'s names hold it).
    func caseDeclaration(at keyword: Int, declares name: String) -> Bool {
        walkCaseDeclaration(at: keyword) { unescapedText(at: $0, is: name) }.found
    }

    /// Walks the `case` declaration at `keyword`, handing `isWanted` each name token's index until it
    /// says yes: the index of the last token walked, and whether it said yes.
    private func walkCaseDeclaration(at keyword: Int, _ isWanted: (Int) -> Bool) -> (last: Int, found: Bool) {
        var expectingName = true
        var nesting = 0
        var last = keyword
        for index in (keyword + 1)..<tokens.count {
            let token = tokens[index]
            if nesting == 0 {
                if token.line != tokens[last].line && !tokens[last].isPunctuation(ascii(",")) { break }
                if token.isPunctuation(ascii("}")) || token.isPunctuation(ascii(";")) { break }
                if token.isPunctuation(ascii(",")) {
                    expectingName = true
                } else if expectingName && token.kind == .identifier {
                    if isWanted(index) { return (index, true) }
                    expectingName = false
                }
            }
            if token.isPunctuation(ascii("(")) || token.isPunctuation(ascii("[")) { nesting += 1 }
            if token.isPunctuation(ascii(")")) || token.isPunctuation(ascii("]")) { nesting -= 1 }
            last = index
        }
        return (last, false)
    }

    /// Whether `SwiftSourceEditor.unescaped(string(at: index))` is `name`: by bytes when the token's
    /// text is ASCII and starts with no backtick (`unescaped` then leaves it as it is).
    func unescapedText(at index: Int, is name: String) -> Bool {
        let plain = text.bytes.withUnsafeBufferPointer { bytes in
            let range = tokens[index].textRange(in: bytes)
            return (range.isEmpty || bytes[range.lowerBound] != UInt8(ascii: "`")) && ByteSearch.isASCII(UnsafeBufferPointer(rebasing: bytes[range]))
        }
        return plain ? token(tokens[index], is: name) : SwiftSourceEditor.unescaped(string(at: index)) == name
    }

    /// Whether the `case` label at `keyword` lists the pattern `.name` (or `Type.name`).
    func matchesEnumCase(_ name: String, labelAt keyword: Int) -> Bool {
        var index = keyword + 1
        while index + 1 < tokens.count, !tokens[index].isPunctuation(ascii(":")) {
            if tokens[index].isPunctuation(ascii(".")), unescapedText(at: index + 1, is: name) {
                return true
            }
            index += 1
        }
        return false
    }
}
