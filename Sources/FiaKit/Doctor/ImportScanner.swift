/// Reads a Swift file's imports and type declarations from `SwiftLexer` tokens, so an
/// `import` inside a comment or a string literal is never seen.
///
/// Understands `import X`, `@testable import X`, `public import X`,
/// `import struct X.Y`, and `#if canImport(X)` … `#elseif` … `#else` … `#endif` around them.
public enum ImportScanner {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]
    private static let notTypeNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "class"]

    /// Scans `source`; throws `SwiftLexerError` when the source cannot be tokenized.
    public static func scan(_ source: String) throws -> SourceSummary {
        scan(tokens: try SwiftLexer.tokenize(source))
    }

    /// Scans a file's tokens (comments dropped). Without `collectingIdentifiers`, the summary's
    /// `identifiers` stay empty: a set of every word is the dearest part of a scan, and only
    /// test and app files are asked what they mention.
    static func scan(tokens: [SwiftToken], collectingIdentifiers: Bool = true) -> SourceSummary {
        var summary = SourceSummary()
        /// Modules asserted by each open `#if` (the branch being read).
        var guards: [Set<String>] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .pound:
                switch token.text {
                case "#if":
                    let (modules, next) = canImportModules(tokens, after: index)
                    guards.append(modules)
                    index = next
                    continue
                case "#elseif":
                    let (modules, next) = canImportModules(tokens, after: index)
                    if !guards.isEmpty { guards[guards.count - 1] = modules }
                    index = next
                    continue
                case "#else":
                    if !guards.isEmpty { guards[guards.count - 1] = [] }
                case "#endif":
                    if !guards.isEmpty { guards.removeLast() }
                default:
                    break
                }
            case .identifier:
                if collectingIdentifiers { summary.identifiers.insert(token.text) }
                // Most identifiers are none of the keywords below: two byte checks pass them over.
                guard Self.mayBeKeyword(token.text) else { break }
                let isKeyword = token.end - token.start == token.text.utf8.count
                let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
                if isKeyword && !afterDot && token.text == "import", let module = importedModule(tokens, after: index) {
                    let guarded = guards.contains { $0.contains(module) }
                    summary.imports.append(.init(module: module, line: token.line, isGuardedByCanImport: guarded))
                } else if isKeyword && !afterDot && typeKeywords.contains(token.text), index + 1 < tokens.count {
                    let name = tokens[index + 1]
                    if name.kind == .identifier && !notTypeNames.contains(name.text) {
                        summary.types.append(.init(name: name.text, line: token.line, inheritedTypes: inheritedTypes(tokens, after: index + 1)))
                    }
                } else if isKeyword && !afterDot && (token.text == "protocol" || token.text == "extension"), index + 1 < tokens.count,
                          tokens[index + 1].kind == .identifier {
                    var last = index + 1
                    while last + 2 < tokens.count, tokens[last + 1].isPunctuation("."), tokens[last + 2].kind == .identifier { last += 2 }
                    let declaration = SourceSummary.TypeDeclaration(
                        name: tokens[last].text, line: token.line, inheritedTypes: inheritedTypes(tokens, after: last))
                    if token.text == "protocol" {
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
        return summary
    }

    /// Whether `text` can be `import`, `class`, `struct`, `enum`, `actor`, `protocol` or
    /// `extension`, by its length and first byte: no string comparison or hashing per identifier.
    private static func mayBeKeyword(_ text: String) -> Bool {
        let utf8 = text.utf8
        switch (utf8.count, utf8.first) {
        case (6, UInt8(ascii: "i")?), (5, UInt8(ascii: "c")?), (6, UInt8(ascii: "s")?), (4, UInt8(ascii: "e")?),
             (5, UInt8(ascii: "a")?), (8, UInt8(ascii: "p")?), (9, UInt8(ascii: "e")?):
            return true
        default:
            return false
        }
    }

    /// The inheritance clause after a declaration's name at `nameIndex`: `: A, B.C, D<E> where … {`
    /// gives `[A, C, D]`; generic parameters before it and attributes (`@unchecked`) are skipped.
    private static func inheritedTypes(_ tokens: [SwiftToken], after nameIndex: Int) -> [String] {
        var index = nameIndex + 1
        if index < tokens.count, tokens[index].isPunctuation("<") {
            var depth = 0
            while index < tokens.count {
                if tokens[index].isPunctuation("<") { depth += 1 }
                if tokens[index].isPunctuation(">") { depth -= 1; if depth == 0 { index += 1; break } }
                index += 1
            }
        }
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return [] }
        var names: [String] = []
        var depth = 0
        index += 1
        while index < tokens.count, names.count < 64 {
            let token = tokens[index]
            if token.isPunctuation("{") || token.isPunctuation(";") || (depth == 0 && token.isIdentifier("where")) { break }
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") { depth -= 1 }
            let isLastOfChain = !(index + 1 < tokens.count && tokens[index + 1].isPunctuation("."))
            let isAttribute = index > 0 && tokens[index - 1].isPunctuation("@")
            if depth == 0, token.kind == .identifier, isLastOfChain, !isAttribute, token.text != "any" {
                names.append(token.text)
            }
            index += 1
        }
        return names
    }

    /// The module named after `import` (and an optional kind keyword) at `index`.
    private static func importedModule(_ tokens: [SwiftToken], after index: Int) -> String? {
        guard let module = SwiftImport.moduleIndex(in: tokens, afterImportAt: index),
              tokens[module].line == tokens[index].line else { return nil }
        return tokens[module].text
    }

    /// The modules a `#if`/`#elseif` condition asserts with `canImport(X)`, when the condition
    /// is a plain conjunction (no `||`, no `!`); and the index of the first token after it.
    private static func canImportModules(_ tokens: [SwiftToken], after index: Int) -> (Set<String>, Int) {
        let line = tokens[index].line
        var modules = Set<String>()
        var isConjunction = true
        var depth = 0
        var next = index + 1
        while next < tokens.count, tokens[next].kind != .pound, depth > 0 || tokens[next].line == line {
            let token = tokens[next]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            if token.isPunctuation("|") || token.isPunctuation("!") { isConjunction = false }
            if token.isIdentifier("canImport"), next + 2 < tokens.count, tokens[next + 1].isPunctuation("("),
               tokens[next + 2].kind == .identifier {
                modules.insert(tokens[next + 2].text)
            }
            next += 1
        }
        return (isConjunction ? modules : [], next)
    }
}
