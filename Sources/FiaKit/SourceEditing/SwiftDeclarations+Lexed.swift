/// `storedProperties` read straight from the lexer's offset tokens: the same walk as
/// `SwiftSourceIndex` (declarations, body, property names), with a string made only for the names
/// it returns, not for every token of the file.
extension SwiftDeclarations {
    static func storedProperties(ofType name: String, in lexed: LexedSource) throws(SourceEditError) -> [(name: String, line: Int)]? {
        let tokens = lexed.tokens
        let nameBytes = Array(name.utf8)
        return try lexed.bytes.withUnsafeBufferPointer { bytes throws(SourceEditError) in
            let reader = LexedReader(tokens: tokens, bytes: bytes)
            var found: [Int] = []
            for index in tokens.indices.dropLast() {
                let nameToken = tokens[index + 1]
                // The keyword first: most tokens are not one (a length tells), the name is compared by bytes.
                guard nameToken.kind == .identifier || nameToken.kind == .quotedIdentifier,
                      reader.isKeyword(index, "class") || reader.isKeyword(index, "struct")
                        || reader.isKeyword(index, "enum") || reader.isKeyword(index, "actor"),
                      reader.text(of: index + 1, is: nameBytes, name),
                      !(index > 0 && reader.isKeyword(index - 1, "import"))
                else { continue }
                found.append(index + 1)
            }
            if found.count > 1 {
                throw .ambiguous(kind: "type", name: name, lines: found.map { Int(tokens[$0].line) })
            }
            guard let nameIndex = found.first else { return nil }
            let depths = reader.braceDepths()
            guard let (open, close) = reader.body(ofDeclarationNamedAt: nameIndex, depths: depths) else {
                throw .malformedDeclaration(kind: "type", name: name, line: Int(tokens[nameIndex].line))
            }
            return reader.propertyNames(inBody: open, close: close, depths: depths)
        }
    }
}

extension SwiftDeclarations {
    /// `protocols(in:tokens:)` read straight from the lexer's offset tokens: no `SwiftToken`s made.
    static func protocols(in lexed: LexedSource) throws(SourceEditError) -> [(name: String, inheritedTypes: [String], line: Int)] {
        let tokens = lexed.tokens
        return try lexed.bytes.withUnsafeBufferPointer { bytes throws(SourceEditError) in
            let reader = LexedReader(tokens: tokens, bytes: bytes)
            var result: [(name: String, inheritedTypes: [String], line: Int)] = []
            var depths: [Int32]?
            for index in tokens.indices.dropLast() where reader.isKeyword(index, "protocol") {
                let nameToken = tokens[index + 1]
                guard nameToken.kind == .identifier || nameToken.kind == .quotedIdentifier,
                      !(index > 0 && reader.isKeyword(index - 1, "import"))
                else { continue }
                let braceDepths = depths ?? reader.braceDepths()
                depths = braceDepths
                guard let types = reader.inheritedTypes(afterName: index + 1),
                      reader.body(ofDeclarationNamedAt: index + 1, depths: braceDepths) != nil
                else {
                    throw .malformedDeclaration(kind: "protocol", name: reader.string(index + 1), line: Int(nameToken.line))
                }
                result.append((reader.string(index + 1), types, Int(nameToken.line)))
            }
            return result
        }
    }
}

extension SwiftDeclarations {
    /// `topLevelTypes(in:tokens:)` read straight from the lexer's offset tokens.
    static func topLevelTypes(in lexed: LexedSource) -> [(name: String, line: Int)] {
        let tokens = lexed.tokens
        return lexed.bytes.withUnsafeBufferPointer { bytes in
            let reader = LexedReader(tokens: tokens, bytes: bytes)
            var result: [(name: String, line: Int)] = []
            var depth: Int32 = 0
            for index in tokens.indices.dropLast() {
                // `braceDepths[index]`, kept as the walk goes.
                if reader.isPunctuation(index, ascii("}")) { depth -= 1 }
                defer { if reader.isPunctuation(index, ascii("{")) { depth += 1 } }
                let nameToken = tokens[index + 1]
                guard depth == 0, nameToken.kind == .identifier || nameToken.kind == .quotedIdentifier,
                      reader.isKeyword(index, "class") || reader.isKeyword(index, "struct") || reader.isKeyword(index, "enum")
                        || reader.isKeyword(index, "actor") || reader.isKeyword(index, "protocol") || reader.isKeyword(index, "typealias"),
                      !(index > 0 && reader.isKeyword(index - 1, "import"))
                else { continue }
                result.append((reader.string(index + 1), Int(nameToken.line)))
            }
            return result
        }
    }
}

/// The questions `SwiftSourceIndex` asks of its tokens, asked of `LexedToken`s (comments dropped).
private struct LexedReader {
    let tokens: [LexedToken]
    let bytes: UnsafeBufferPointer<UInt8>

    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        let token = tokens[index]
        return token.kind == .punctuation && bytes[Int(token.start)] == byte
    }

    /// `SwiftSourceIndex.isKeyword`: the bare word `keyword` (ASCII), not a member after `.`.
    func isKeyword(_ index: Int, _ keyword: StaticString) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier, Int(token.end - token.start) == keyword.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let pointer = keyword.utf8Start
        for offset in 0..<keyword.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] { return false }
        return !(index > 0 && isPunctuation(index - 1, ascii(".")))
    }

    /// Whether the identifier at `index` reads `name` (`SwiftToken.text == name`).
    func text(of index: Int, is nameBytes: [UInt8], _ name: String) -> Bool {
        let range = LexedSource.textRange(of: tokens[index], in: bytes)
        return nameBytes.withUnsafeBufferPointer { LexedSource.text(range, in: bytes, is: $0, name) }
    }

    func string(_ index: Int) -> String {
        LexedSource.string(LexedSource.textRange(of: tokens[index], in: bytes), in: bytes)
    }

    /// `SwiftSourceIndex.braceDepths`.
    func braceDepths() -> [Int32] {
        var depths: [Int32] = []
        depths.reserveCapacity(tokens.count)
        var depth: Int32 = 0
        for index in tokens.indices {
            if isPunctuation(index, ascii("}")) { depth -= 1 }
            depths.append(depth)
            if isPunctuation(index, ascii("{")) { depth += 1 }
        }
        return depths
    }

    /// `SwiftSourceIndex.body(ofDeclarationNamedAt:)`.
    func body(ofDeclarationNamedAt nameIndex: Int, depths: [Int32]) -> (open: Int, close: Int)? {
        var index = nameIndex + 1
        let end = min(tokens.count, index + SwiftSourceIndex.maximumHeadTokens)
        while index < end, !isPunctuation(index, ascii("{")) {
            if isPunctuation(index, ascii("}")) || isPunctuation(index, ascii(";")) { return nil }
            index += 1
        }
        guard index < end else { return nil }
        let open = index
        guard let close = tokens.indices[(open + 1)...].first(where: {
            isPunctuation($0, ascii("}")) && depths[$0] == depths[open]
        }) else { return nil }
        return (open, close)
    }

    /// `SwiftSourceIndex.propertyNames(inBody:close:)`.
    func propertyNames(inBody open: Int, close: Int, depths: [Int32]) -> [(name: String, line: Int)] {
        let memberDepth = depths[open] + 1
        var nesting = 0
        var names: [(name: String, line: Int)] = []
        for index in (open + 1)..<close where depths[index] == memberDepth {
            if isPunctuation(index, ascii("(")) || isPunctuation(index, ascii("[")) { nesting += 1 }
            if isPunctuation(index, ascii(")")) || isPunctuation(index, ascii("]")) { nesting -= 1 }
            guard nesting == 0, isKeyword(index, "let") || isKeyword(index, "var") else { continue }
            if isName(index + 1) {
                names.append((string(index + 1), Int(tokens[index + 1].line)))
            } else if isPunctuation(index + 1, ascii("(")) {
                var depth = 0
                for element in (index + 1)..<close {
                    if isPunctuation(element, ascii("(")) { depth += 1 }
                    if isPunctuation(element, ascii(")")) { depth -= 1 }
                    if depth == 0 { break }
                    if isName(element), isPunctuation(element + 1, ascii(",")) || isPunctuation(element + 1, ascii(")")) {
                        names.append((string(element), Int(tokens[element].line)))
                    }
                }
            }
        }
        return names
    }

    /// `SwiftSourceIndex.inheritanceClause(afterName:)`'s types, spaced by `canonicalText`.
    func inheritedTypes(afterName nameIndex: Int) -> [String]? {
        var index = nameIndex + 1
        if index < tokens.count, isPunctuation(index, ascii("<")) {
            guard let close = closing(from: index) else { return nil }
            index = close + 1
        }
        var types: [String] = []
        guard index < tokens.count, isPunctuation(index, ascii(":")) else { return types }
        var nesting = 0
        var typeStart: Int?
        index += 1
        let end = min(tokens.count, index + SwiftSourceIndex.maximumHeadTokens)
        while index < end {
            let token = tokens[index]
            let byte = token.kind == .punctuation ? bytes[Int(token.start)] : 0
            if nesting == 0 && (byte == ascii("{") || isKeyword(index, "where")) { break }
            if byte == ascii("}") || byte == ascii(";") { return nil }
            if byte == ascii("<") || byte == ascii("(") || byte == ascii("[") { nesting += 1 }
            if byte == ascii(">") || byte == ascii(")") || byte == ascii("]") { nesting -= 1 }
            if nesting == 0 && byte == ascii(",") {
                guard let start = typeStart else { return nil }
                types.append(canonicalText(start...(index - 1)))
                typeStart = nil
            } else if typeStart == nil {
                typeStart = index
            }
            index += 1
        }
        guard index < end else { return nil }
        if let start = typeStart {
            types.append(canonicalText(start...(index - 1)))
        }
        return types.isEmpty ? nil : types
    }

    /// `SwiftSourceIndex.closing(from:)`: the `>` closing the `<` at `open`.
    private func closing(from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if isPunctuation(index, ascii("{")) || isPunctuation(index, ascii("}")) { return nil }
            if isPunctuation(index, ascii("<")) { depth += 1 }
            if isPunctuation(index, ascii(">")) { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// `SwiftSourceIndex.canonicalText`: the tokens' texts, spaced canonically.
    private func canonicalText(_ range: ClosedRange<Int>) -> String {
        var result = ""
        var previous: Int?
        for index in range {
            let token = tokens[index]
            if let previous {
                let isWord = { (kind: LexedToken.Kind) in kind == .identifier || kind == .quotedIdentifier || kind == .number }
                let words = isWord(tokens[previous].kind) && isWord(token.kind)
                if words || isPunctuation(index, ascii("&")) || isPunctuation(previous, ascii("&")) || isPunctuation(previous, ascii(",")) {
                    result += " "
                }
            }
            let range = token.kind == .quotedIdentifier ? LexedSource.textRange(of: token, in: bytes) : Int(token.start) ..< Int(token.end)
            result += LexedSource.string(range, in: bytes)
            previous = index
        }
        return result
    }

    /// An identifier (backticked or not) whose text is not `_`.
    private func isName(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier || token.kind == .quotedIdentifier else { return false }
        let range = LexedSource.textRange(of: token, in: bytes)
        return !(range.count == 1 && bytes[range.lowerBound] == ascii("_"))
    }
}
