@testable import FiaKit

/// `ImportScanner`: the imports, declarations and words doctor reads of every Swift file.
/// Invariants: its words are exactly the identifiers `tokenize` finds (outside `#if` conditions),
/// and its word table answers `contains` as a `Set<String>` of them does; every import, type,
/// protocol and extension names an identifier of the file, on a line of it; a scan without words
/// is the scan with them minus words.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    guard let summary = try? ImportScanner.scan(text) else {
        require((try? SwiftLexer.lex(text)) == nil, "the scan fails where the lex succeeds")
        return
    }
    guard let tokens = try? SwiftLexer.tokenize(text), let lexed = try? SwiftLexer.lex(text) else {
        fatalError("the scan succeeds where the lex fails")
    }
    // The words of `#if`/`#elseif` conditions (`canImport`, `DEBUG`) are not mentions: the scan passes over them.
    var identifiers: [SwiftToken] = []
    var index = 0
    while index < tokens.count {
        let token = tokens[index]
        index += 1
        if token.kind == .identifier { identifiers.append(token) }
        guard token.kind == .pound, token.text == "#if" || token.text == "#elseif" else { continue }
        var depth = 0
        while index < tokens.count, tokens[index].kind != .pound, depth > 0 || tokens[index].line == token.line {
            if tokens[index].isPunctuation("(") { depth += 1 }
            if tokens[index].isPunctuation(")") { depth -= 1 }
            index += 1
        }
    }
    let names = Set(identifiers.map(\.text))
    require(summary.words.strings == names, "the words \(summary.words.strings.sorted()) are not the identifiers \(names.sorted())")
    for name in identifiers.map(\.text) {
        require(summary.words.contains(name), "the word table misses '\(name)'")
        for probe in [String(name.dropLast()), String(name.dropFirst()), name + "x"] {
            require(summary.words.contains(probe) == names.contains(probe), "the word table answers \(!names.contains(probe)) for '\(probe)'")
        }
    }

    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    let allNames = Set(tokens.filter { $0.kind == .identifier }.map(\.text))
    for item in summary.imports {
        require(allNames.contains(item.module) && (1...lines).contains(item.line), "import \(item.module) on line \(item.line)")
    }
    for item in summary.types + summary.protocols + summary.extensions {
        require(allNames.contains(item.name) && (1...lines).contains(item.line), "declaration \(item.name) on line \(item.line)")
        require(item.inheritedTypes.allSatisfy(allNames.contains), "inherited types \(item.inheritedTypes) of \(item.name)")
    }
    for comment in summary.suppressionComments {
        require(comment.text.hasPrefix("//") && (1...lines).contains(comment.line), "suppression comment \(comment.text) on line \(comment.line)")
    }

    var withoutWords = ImportScanner.scan(lexed, collectingIdentifiers: false)
    require(withoutWords.words.count == 0, "a scan without words has words")
    withoutWords.words = summary.words
    require(withoutWords == summary, "the scan without words differs from the scan with them")
}
