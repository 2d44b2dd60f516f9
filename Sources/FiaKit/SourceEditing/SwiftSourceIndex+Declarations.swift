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
    /// The most tokens an import's attribute arguments are searched back over (`@_spi(Name) import`).
    static let maximumAttributeTokens = 1024

    /// The inheritance clause after the name at `nameIndex`, which ends before token `limit`
    /// (`nextDeclaration(after:_:)`), as `InheritanceClause.read` reads it; `nil` when the
    /// declaration is malformed.
    func inheritanceClause(afterName nameIndex: Int, before limit: Int) -> InheritanceClause? {
        tokens.withUnsafeBufferPointer { tokens in
            text.bytes.withUnsafeBufferPointer { bytes in
                InheritanceClause.read(afterName: nameIndex, before: limit, in: tokens, bytes: bytes) { _ in false }
            }
        }
    }

    /// The text of an inherited type of a clause of these tokens, as written (`InheritanceClause.name`).
    func name(of type: InheritanceClause.InheritedType) -> String {
        tokens.withUnsafeBufferPointer { tokens in
            text.bytes.withUnsafeBufferPointer { bytes in InheritanceClause.name(of: type, in: tokens, bytes: bytes) }
        }
    }

    /// Whether the inherited type `type` is `typeName`: written so (`B.C` is `B.C`), or a path to it
    /// (`Module.X` is `X`, its simple name, as doctor reads it; `A & X` is not).
    func inheritedType(_ type: InheritanceClause.InheritedType, is typeName: String) -> Bool {
        let written = name(of: type)
        return written == typeName || written.hasSuffix("." + typeName) && simpleNames(of: [type]) == [typeName]
    }

    /// The simple names of inherited types of a clause of these tokens (`InheritanceClause.simpleNames`), in order.
    func simpleNames(of types: [InheritanceClause.InheritedType]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(types.count)
        tokens.withUnsafeBufferPointer { tokens in
            for type in types {
                InheritanceClause.simpleNames(of: type, in: tokens) { names.append(text.string(of: tokens[$0])) }
            }
        }
        return names
    }

    /// The `let`/`var` names declared at the top level of the body `open…close` (tuple patterns included).
    func propertyNames(inBody open: Int, close: Int) -> [(name: String, line: Int)] {
        propertyNameTokens(inBody: open, close: close).map { (string(at: $0), tokens[$0].line) }
    }

    /// Whether the body `open…close` declares a `let`/`var` named `name` at its top level
    /// (`propertyNames(inBody:close:)` holds it), its names compared by bytes, none decoded.
    func declaresProperty(named name: String, inBody open: Int, close: Int) -> Bool {
        propertyNameTokens(inBody: open, close: close).contains { token(tokens[$0], is: name) }
    }

    /// The indices of the name tokens `propertyNames(inBody:close:)` reads.
    private func propertyNameTokens(inBody open: Int, close: Int) -> [Int] {
        let memberDepth = braceDepths[open] + 1
        var nesting = 0
        var names: [Int] = []
        for index in (open + 1)..<close where braceDepths[index] == memberDepth {
            let byte = punctuation[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { nesting += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { nesting -= 1 }
            guard nesting == 0, tokens[index].kind == .identifier, isKeyword(index, among: .bindings) else { continue }
            let next = tokens[index + 1]
            if next.kind == .identifier && !token(next, is: "_") {
                names.append(index + 1)
            } else if next.isPunctuation(ascii("(")) {
                var depth = 0
                for element in (index + 1)..<close {
                    if tokens[element].isPunctuation(ascii("(")) { depth += 1 }
                    if tokens[element].isPunctuation(ascii(")")) { depth -= 1 }
                    if depth == 0 { break }
                    let following = tokens[element + 1]
                    if tokens[element].kind == .identifier, !token(tokens[element], is: "_"),
                       following.isPunctuation(ascii(",")) || following.isPunctuation(ascii(")")) {
                        names.append(element)
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
                if token(tokens[index], is: "#if") { conditionDepth += 1 }
                if token(tokens[index], is: "#endif") { conditionDepth -= 1 }
            }
            guard braceDepths[index] == 0, isKeyword(index, "import") else { continue }
            guard let module = moduleIndex(afterImportAt: index) else { continue }
            var last = module
            while last + 2 < tokens.count, tokens[last + 1].isPunctuation(ascii(".")), tokens[last + 2].kind == .identifier {
                last += 2
            }
            let start = tokens[declarationStart(ofImportAt: index)].start
            result.append(ImportDeclaration(module: string(at: module), start: start, end: tokens[last].end, isConditional: conditionDepth > 0))
        }
        return result
    }

    /// The module token of the `import` keyword at `index`, by `SwiftImport.moduleIndex`'s rule.
    private func moduleIndex(afterImportAt index: Int) -> Int? {
        SwiftImport.moduleIndex(
            afterImportAt: index, count: tokens.count, isIdentifier: { tokens[$0].kind == .identifier },
            isKind: { text(at: $0, isOneOf: .importKinds) }, isPunctuation: { punctuation[$0] == $1 })
    }

    /// Index of the first attribute or modifier before the `import` at `index`.
    private func declarationStart(ofImportAt index: Int) -> Int {
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .identifier && text(at: start - 1, isOneOf: .accessModifiers) {
                start -= 1
            } else if previous.kind == .identifier, start >= 2, tokens[start - 2].isPunctuation(ascii("@")) {
                start -= 2
            } else if previous.isPunctuation(ascii(")")),
                      // Bounded: a `)` far from any `(` would be searched back from each import.
                      let open = tokens.indices[max(0, start - 1 - Self.maximumAttributeTokens)..<(start - 1)].last(where: { tokens[$0].isPunctuation(ascii("(")) }),
                      open >= 2, tokens[open - 1].kind == .identifier, tokens[open - 2].isPunctuation(ascii("@")) {
                start = open - 2
            } else {
                break
            }
        }
        return start
    }
}
