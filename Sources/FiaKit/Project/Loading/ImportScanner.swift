/// Reads a Swift file's imports and type declarations from `SwiftLexer` tokens, so an
/// `import` inside a comment or a string literal is never seen.
///
/// Understands `import X`, `@testable import X`, `public import X`, the parts on separate lines,
/// `import struct X.Y`, and `#if canImport(X)` … `#elseif` … `#else` … `#endif` around them.
///
/// It reads the lexer's offsets and compares bytes: a string is made only for a name it keeps.
public enum ImportScanner {

    /// Scans `source`; throws `SwiftLexerError` when the source cannot be tokenized.
    public static func scan(_ source: String) throws -> SourceSummary {
        scan(try SwiftLexer.lex(source))
    }

    /// Scans a file lexed once (comments dropped). Without `collectingIdentifiers`, the summary's
    /// `identifiers` stay empty: a set of every word is the dearest part of a scan, and only
    /// test and app files are asked what they mention.
    static func scan(_ source: LexedSource, collectingIdentifiers: Bool = true) -> SourceSummary {
        source.bytes.withUnsafeBufferPointer { bytes in
            source.tokens.withUnsafeBufferPointer { tokens in
                var scanner = Scanner(bytes: bytes, tokens: tokens)
                var summary = scanner.scan(words: collectingIdentifiers ? source.bytes : nil)
                summary.suppressionComments = source.markerComments.map {
                    SourceSummary.Comment(text: LexedSource.string($0.start ..< $0.end, in: bytes), line: $0.line)
                }
                return summary
            }
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: UnsafeBufferPointer<LexedToken>

        /// The text of the token at `index` (an identifier's without backticks).
        func text(_ index: Int) -> String {
            LexedSource.string(range(index), in: bytes)
        }

        @inline(__always)
        func range(_ index: Int) -> Range<Int> {
            tokens[index].textRange(in: bytes)
        }

        /// Whether the token at `index` is an identifier, plain or in backticks.
        @inline(__always)
        func isIdentifier(_ index: Int) -> Bool {
            tokens[index].kind == .identifier
        }

        /// Whether the token at `index` is the punctuation character `byte`.
        @inline(__always)
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
            tokens[index].isPunctuation(byte)
        }

        /// Whether the text of the token at `index` is `word`.
        func textIs(_ index: Int, _ word: StaticString) -> Bool {
            let range = range(index)
            guard range.count == word.utf8CodeUnitCount else { return false }
            let pattern = word.utf8Start
            for offset in 0..<range.count where bytes[range.lowerBound + offset] != pattern[offset] { return false }
            return true
        }

        /// Whether the token at `index` is the identifier (or keyword) `name`, backticks or not.
        func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
            isIdentifier(index) && textIs(index, name)
        }

        /// Scans the tokens; collects their words when given the file's `words` bytes.
        mutating func scan(words source: [UInt8]?) -> SourceSummary {
            var summary = SourceSummary()
            var words = source.map { WordTable.Builder(bytes: $0, capacity: tokens.count) }
            /// Modules asserted by each open `#if` (the branch being read), and how many of those
            /// assert each module: an import asks the count, not every open `#if` (thousands nested
            /// around thousands of imports took seconds).
            var guards: [Set<String>] = []
            var guardCounts: [String: Int] = [:]
            func guarding(_ modules: Set<String>, by change: Int) {
                for module in modules { guardCounts[module, default: 0] += change }
            }
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .pound:
                    if textIs(index, "#if") {
                        let (modules, next) = canImportModules(after: index)
                        guards.append(modules)
                        guarding(modules, by: 1)
                        index = next
                        continue
                    } else if textIs(index, "#elseif") {
                        let (modules, next) = canImportModules(after: index)
                        if let last = guards.popLast() {
                            guarding(last, by: -1)
                            guards.append(modules)
                            guarding(modules, by: 1)
                        }
                        index = next
                        continue
                    } else if textIs(index, "#else") {
                        if let last = guards.popLast() {
                            guarding(last, by: -1)
                            guards.append([])
                        }
                    } else if textIs(index, "#endif") {
                        if let last = guards.popLast() { guarding(last, by: -1) }
                    }
                case .identifier:
                    words?.insert(range(index), in: bytes)
                    // A name in backticks is never a keyword.
                    guard !token.isQuoted, let keyword = keyword(ofIdentifierAt: index) else { break }
                    // `import protocol X.P` declares nothing.
                    if keyword != .import, index > 0, isIdentifier(index - 1, "import") { break }
                    switch keyword {
                    case .import:
                        if let module = importedModule(after: index) {
                            let guarded = !guards.isEmpty && guardCounts[module, default: 0] > 0
                            summary.imports.append(.init(module: module, line: token.line, isGuardedByCanImport: guarded))
                        }
                    case .class, .struct, .enum, .actor:
                        if index + 1 < tokens.count, isIdentifier(index + 1), !isNotTypeName(index + 1) {
                            summary.types.append(.init(name: text(index + 1), line: token.line, inheritedTypes: inheritedTypes(after: index + 1)))
                        }
                    case .protocol, .extension:
                        guard index + 1 < tokens.count, isIdentifier(index + 1) else { break }
                        var last = index + 1
                        while last + 2 < tokens.count, isPunctuation(last + 1, ascii(".")), isIdentifier(last + 2) { last += 2 }
                        let declaration = SourceSummary.TypeDeclaration(
                            name: text(last), line: token.line, inheritedTypes: inheritedTypes(after: last))
                        if keyword == .protocol {
                            summary.protocols.append(declaration)
                        } else if !declaration.inheritedTypes.isEmpty {
                            summary.extensions.append(declaration)
                        }
                    }
                default:
                    break
                }
                index += 1
            }
            if let words { summary.words = words.table() }
            return summary
        }

        /// The simple names of the inheritance clause after a declaration's name at `nameIndex`
        /// (`InheritanceClause.read`, each type by `InheritanceClause.simpleNames`): `: A, B.C, D<E, F> where … {`
        /// gives `[A, C, D]`; none for a head that is malformed. Read no further than the next
        /// declaration this scanner reads.
        func inheritedTypes(after nameIndex: Int) -> [String] {
            guard let clause = InheritanceClause.read(
                afterName: nameIndex, before: tokens.count, in: tokens, bytes: bytes, isDeclaration: { startsDeclaration($0) })
            else { return [] }
            var names: [String] = []
            names.reserveCapacity(clause.types.count)
            for type in clause.types {
                InheritanceClause.simpleNames(of: type, in: tokens) { names.append(text($0)) }
            }
            return names
        }

        /// The keyword `scan` reads a declaration at (`import`, `class`, `struct`, `enum`, `actor`,
        /// `protocol`, `extension`) that the identifier token at `index` is, unless it follows a `.`.
        @inline(__always)
        func keyword(ofIdentifierAt index: Int) -> Keyword? {
            let token = tokens[index]
            // Most identifiers are none of the keywords: two byte checks pass them over, and they
            // name the one keyword whose bytes are then compared.
            guard let keyword = Keyword(length: token.end - token.start, first: bytes[token.start]),
                  textIs(index, keyword.text) else { return nil }
            return index > 0 && isPunctuation(index - 1, ascii(".")) ? nil : keyword
        }

        /// Whether a declaration `scan` reads starts at `index`: one of its keywords, and a name after it.
        func startsDeclaration(_ index: Int) -> Bool {
            tokens[index].kind == .identifier && !tokens[index].isQuoted && index + 1 < tokens.count && isIdentifier(index + 1)
                && keyword(ofIdentifierAt: index) != nil
        }

        /// The module named after `import` at `index`, by `SwiftImport.moduleIndex`'s rule.
        func importedModule(after index: Int) -> String? {
            SwiftImport.moduleIndex(
                afterImportAt: index, count: tokens.count, isIdentifier: { isIdentifier($0) }, isKind: { isImportKind($0) },
                isPunctuation: { isPunctuation($0, $1) }
            ).map { text($0) }
        }

        /// Whether the token at `index` is a word that follows `class` (or `struct`, …) without naming
        /// a type: `func`, `var`, `let`, `subscript`, `init`, `deinit`, `override`, `final`, `static`,
        /// `class`. By bytes: no other spelling of these ASCII words is equal to them as a `String`.
        func isNotTypeName(_ index: Int) -> Bool {
            switch range(index).count {
            case 3: textIs(index, "var") || textIs(index, "let")
            case 4: textIs(index, "func") || textIs(index, "init")
            case 5: textIs(index, "final") || textIs(index, "class")
            case 6: textIs(index, "deinit") || textIs(index, "static")
            case 8: textIs(index, "override")
            case 9: textIs(index, "subscript")
            default: false
            }
        }

        /// Whether the token at `index` reads as one of `SwiftImport.kinds` (`struct` in `import struct X.Y`), by bytes.
        func isImportKind(_ index: Int) -> Bool {
            switch range(index).count {
            case 3: textIs(index, "let") || textIs(index, "var")
            case 4: textIs(index, "enum") || textIs(index, "func")
            case 5: textIs(index, "actor") || textIs(index, "class")
            case 6: textIs(index, "struct")
            case 8: textIs(index, "protocol")
            case 9: textIs(index, "typealias")
            default: false
            }
        }

        /// The modules a `#if`/`#elseif` condition asserts with `canImport(X)`, when the condition
        /// is a plain conjunction (no `||`, no `!`); and the index of the first token after it.
        func canImportModules(after index: Int) -> (Set<String>, Int) {
            let line = tokens[index].line
            var modules = Set<String>()
            var isConjunction = true
            var depth = 0
            var next = index + 1
            while next < tokens.count, tokens[next].kind != .pound, depth > 0 || tokens[next].line == line {
                if isPunctuation(next, ascii("(")) { depth += 1 }
                if isPunctuation(next, ascii(")")) { depth -= 1 }
                if isPunctuation(next, ascii("|")) || isPunctuation(next, ascii("!")) { isConjunction = false }
                if isIdentifier(next, "canImport"), next + 2 < tokens.count, isPunctuation(next + 1, ascii("(")), isIdentifier(next + 2) {
                    modules.insert(text(next + 2))
                }
                next += 1
            }
            return (isConjunction ? modules : [], next)
        }
    }

    /// The keywords the scan reads, each told from every other by its length and first byte.
    private enum Keyword {
        case `import`, `class`, `struct`, `enum`, actor, `protocol`, `extension`

        /// The keyword a word of `length` bytes starting with `first` can be, if any: no string
        /// comparison or hashing per identifier (a jump on the length, a byte comparison or two).
        @inline(__always)
        init?(length: Int, first: UInt8) {
            switch length {
            case 4 where first == UInt8(ascii: "e"): self = .enum
            case 5 where first == UInt8(ascii: "c"): self = .class
            case 5 where first == UInt8(ascii: "a"): self = .actor
            case 6 where first == UInt8(ascii: "i"): self = .import
            case 6 where first == UInt8(ascii: "s"): self = .struct
            case 8 where first == UInt8(ascii: "p"): self = .protocol
            case 9 where first == UInt8(ascii: "e"): self = .extension
            default: return nil
            }
        }

        var text: StaticString {
            switch self {
            case .import: "import"
            case .class: "class"
            case .struct: "struct"
            case .enum: "enum"
            case .actor: "actor"
            case .protocol: "protocol"
            case .extension: "extension"
            }
        }
    }
}
