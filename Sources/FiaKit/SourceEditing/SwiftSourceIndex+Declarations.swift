/// The inheritance clause of a declaration: `protocol P<A>: X, Y where … {`.
struct InheritanceClause {
    struct InheritedType {
        var name: String
        /// Indices of the type's first and last token.
        var first: Int
        var last: Int
    }

    /// Index of the last token of the name and its `<…>` parameters, if any.
    var headEnd: Int
    var types: [InheritedType]
    /// Index of a comma after the last type (`A, B, {`), if any.
    var trailingComma: Int?
}

/// One top-level `import` declaration.
struct ImportDeclaration {
    /// The imported module: `X` in `import X`, `@testable import X`, `import struct X.Y`.
    var module: String
    /// UTF-8 offsets from the first attribute or modifier to the end of the imported path.
    var start: Int
    var end: Int
    /// Whether it sits inside an `#if` block.
    var isConditional: Bool
}

extension SwiftSourceIndex {
    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

    /// The inheritance clause after the name at `nameIndex`; `nil` when the declaration is malformed.
    func inheritanceClause(afterName nameIndex: Int) -> InheritanceClause? {
        var index = nameIndex + 1
        var headEnd = nameIndex
        if index < tokens.count, tokens[index].isPunctuation("<") {
            guard let close = closing(from: index) else { return nil }
            headEnd = close
            index = close + 1
        }
        var clause = InheritanceClause(headEnd: headEnd, types: [])
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return clause }
        var nesting = 0
        var typeStart: Int?
        index += 1
        while index < tokens.count {
            let token = tokens[index]
            if nesting == 0 && (token.isPunctuation("{") || isKeyword(index, "where")) { break }
            if token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            if ["<", "(", "["].contains(where: token.isPunctuation) { nesting += 1 }
            if [">", ")", "]"].contains(where: token.isPunctuation) { nesting -= 1 }
            if nesting == 0 && token.isPunctuation(",") {
                guard let start = typeStart else { return nil }
                clause.types.append(.init(name: canonicalText(start...(index - 1)), first: start, last: index - 1))
                clause.trailingComma = index
                typeStart = nil
            } else if typeStart == nil {
                typeStart = index
            }
            index += 1
        }
        guard index < tokens.count else { return nil }
        if let start = typeStart {
            clause.types.append(.init(name: canonicalText(start...(index - 1)), first: start, last: index - 1))
            clause.trailingComma = nil
        }
        return clause.types.isEmpty ? nil : clause
    }

    /// Index of the `>` closing the `<` at `open`.
    private func closing(from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].isPunctuation("{") || tokens[index].isPunctuation("}") { return nil }
            if tokens[index].isPunctuation("<") { depth += 1 }
            if tokens[index].isPunctuation(">") { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// The `let`/`var` names declared at the top level of the body `open…close` (tuple patterns included).
    func propertyNames(inBody open: Int, close: Int) -> [(name: String, line: Int)] {
        let memberDepth = braceDepths[open] + 1
        var nesting = 0
        var names: [(name: String, line: Int)] = []
        for index in (open + 1)..<close where braceDepths[index] == memberDepth {
            let byte = punctuation[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { nesting += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { nesting -= 1 }
            guard nesting == 0, case .identifier = tokens[index].kind, isKeyword(index, "let") || isKeyword(index, "var") else { continue }
            let next = tokens[index + 1]
            if next.kind == .identifier && next.text != "_" {
                names.append((next.text, next.line))
            } else if next.isPunctuation("(") {
                var depth = 0
                for element in (index + 1)..<close {
                    if tokens[element].isPunctuation("(") { depth += 1 }
                    if tokens[element].isPunctuation(")") { depth -= 1 }
                    if depth == 0 { break }
                    let following = tokens[element + 1]
                    if tokens[element].kind == .identifier, tokens[element].text != "_",
                       following.isPunctuation(",") || following.isPunctuation(")") {
                        names.append((tokens[element].text, tokens[element].line))
                    }
                }
            }
        }
        return names
    }

    /// The file's `import` declarations outside any braces, in source order.
    func imports() -> [ImportDeclaration] {
        var conditionDepth = 0
        var result: [ImportDeclaration] = []
        for index in tokens.indices {
            if tokens[index].kind == .pound {
                if tokens[index].text == "#if" { conditionDepth += 1 }
                if tokens[index].text == "#endif" { conditionDepth -= 1 }
            }
            guard braceDepths[index] == 0, isKeyword(index, "import") else { continue }
            guard let module = SwiftImport.moduleIndex(in: tokens, afterImportAt: index) else { continue }
            var last = module
            while last + 2 < tokens.count, tokens[last + 1].isPunctuation("."), tokens[last + 2].kind == .identifier {
                last += 2
            }
            let start = tokens[declarationStart(ofImportAt: index)].start
            result.append(ImportDeclaration(module: tokens[module].text, start: start, end: tokens[last].end, isConditional: conditionDepth > 0))
        }
        return result
    }

    /// Index of the first attribute or modifier before the `import` at `index`.
    private func declarationStart(ofImportAt index: Int) -> Int {
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .identifier && Self.modifiers.contains(previous.text) {
                start -= 1
            } else if previous.kind == .identifier, start >= 2, tokens[start - 2].isPunctuation("@") {
                start -= 2
            } else if previous.isPunctuation(")"),
                      let open = tokens.indices[..<(start - 1)].last(where: { tokens[$0].isPunctuation("(") }),
                      open >= 2, tokens[open - 1].kind == .identifier, tokens[open - 2].isPunctuation("@") {
                start = open - 2
            } else {
                break
            }
        }
        return start
    }
}
