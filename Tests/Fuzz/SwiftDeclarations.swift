@testable import FiaKit

/// `SwiftSourceIndex` and what reads and edits through it (`SwiftDeclarations`, `SwiftSourceEditor`),
/// with the other readers of a project's Swift over the lexer's tokens (`NameRenaming`,
/// `DriverProtocolInspector`): the declarations doctor checks, the files `add`, `remove` and
/// `rename` edit. Invariants: the readers of a file lexed once (comments dropped, as the loader
/// lexes it) agree with the readers of its text (same results, same errors); each edit that succeeds is idempotent, leaves a file that
/// lexes, and is seen by the matching reader; each removal only takes bytes out and leaves a file
/// that lexes; a name renamed and renamed back gives the file back.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    guard let lexed = try? SwiftLexer.lex(text), let tokens = try? SwiftLexer.tokenize(text) else { return }

    // The declared names the file offers, a few of each kind.
    func names(after keywords: Set<String>) -> [String] {
        var found: [String] = []
        for (index, token) in tokens.enumerated().dropLast() where token.kind == .identifier && keywords.contains(token.text) {
            let next = tokens[index + 1]
            if next.kind == .identifier, !found.contains(next.text) { found.append(next.text) }
            if found.count == 3 { break }
        }
        return found
    }
    let types = names(after: ["class", "struct", "enum", "actor"])
    let protocols = names(after: ["protocol"])
    let enums = names(after: ["enum"])
    let functions = names(after: ["func"])

    for type in types + ["Missing"] {
        _ = try? SwiftDeclarations.storedProperties(ofType: type, in: text)
    }
    // The text's reading names each inherited type as written, the loader's by simple names: the
    // same protocols, lines and refusals; and the simple names are those doctor's scan reads.
    let indexedProtocols = outcome { () throws(SourceEditError) in try SwiftDeclarations.protocols(in: text).map { "\($0.name)@\($0.line)" } }
    let lexedProtocols = outcome { () throws(SourceEditError) in try SwiftDeclarations.protocolsBySimpleNames(in: lexed).map { "\($0.name)@\($0.line)" } }
    require(indexedProtocols == lexedProtocols, "protocols: indexed \(indexedProtocols), lexed \(lexedProtocols)")
    if let simple = try? SwiftDeclarations.protocolsBySimpleNames(in: lexed) {
        let scanned = ImportScanner.scan(lexed).protocols.map(\.inheritedTypes)
        require(simple.map(\.inheritedTypes) == scanned, "simple names: read \(simple.map(\.inheritedTypes)), scanned \(scanned)")
    }
    let indexedTypes = outcome { () throws(SourceEditError) in describe(try SwiftDeclarations.topLevelTypes(in: text)) }
    let lexedTypes = outcome { () throws(SourceEditError) in describe(SwiftDeclarations.topLevelTypes(in: lexed)) }
    require(indexedTypes == lexedTypes, "top-level types: indexed \(indexedTypes), lexed \(lexedTypes)")

    for name in protocols {
        if let added = edited(text, { source throws(SourceEditError) in try SwiftSourceEditor.addInheritedType("FuzzAdded", toProtocol: name, in: source) }) {
            let inherited = (try? SwiftDeclarations.inheritedTypes(ofProtocol: name, in: added)) ?? nil
            require(inherited?.contains { $0.name == "FuzzAdded" } == true, "protocol \(name) does not inherit the type added: \(String(describing: inherited))")
        }
        removed(text) { source throws(SourceEditError) in try SwiftSourceEditor.removeInheritedType(protocols[0], fromProtocol: name, in: source) }
    }
    for type in types {
        if let added = edited(text, { source throws(SourceEditError) in try SwiftSourceEditor.addMember("let fuzzAdded = 1", declaring: "fuzzAdded", toType: type, in: source) }) {
            let properties = (try? SwiftDeclarations.storedProperties(ofType: type, in: added)) ?? nil
            require(properties?.contains { $0.name == "fuzzAdded" } == true, "type \(type) does not hold the member added: \(String(describing: properties))")
        }
        removed(text) { source throws(SourceEditError) in try SwiftSourceEditor.removeMember(declaring: "fuzzAdded", fromType: type, in: source) }
    }
    for name in enums {
        _ = edited(text) { source throws(SourceEditError) in try SwiftSourceEditor.addCase("fuzzAdded", toEnum: name, in: source) }
        removed(text) { source throws(SourceEditError) in try SwiftSourceEditor.removeCase(enums[0], fromEnum: name, in: source) }
    }
    for name in functions {
        _ = edited(text) { source throws(SourceEditError) in
            try SwiftSourceEditor.addSwitchCase("fuzzAdded", statements: ["break"], inFunction: name, in: source)
        }
        removed(text) { source throws(SourceEditError) in try SwiftSourceEditor.removeSwitchCase("fuzzAdded", inFunction: name, in: source) }
    }
    if let added = edited(text, { source throws(SourceEditError) in try SwiftSourceEditor.addImport("FuzzModule", in: source) }) {
        let imports = (try? SwiftSourceIndex(added))?.imports().map(\.module) ?? []
        require(imports.contains("FuzzModule"), "the import added is not among the file's imports \(imports)")
    }
    for module in Set(((try? SwiftSourceIndex(text))?.imports().map(\.module) ?? []).prefix(2)) {
        removed(text) { source throws(SourceEditError) in try SwiftSourceEditor.removeImport(module, in: source) }
    }

    // `rename feature`'s renaming: a name renamed to one the file does not hold, then back, gives the
    // file back (unless a backtick is left open: a renamed name is written with both).
    let openBacktick = lexed.tokens.contains { $0.isQuoted && ($0.end - $0.start < 2 || lexed.bytes[$0.end - 1] != UInt8(ascii: "`")) }
    if let name = (types + protocols).first, !openBacktick, !text.contains("FuzzRenamed") {
        let there = NameRenaming(identifiers: [name: "FuzzRenamed"], words: [name: "FuzzRenamed"])
        let back = NameRenaming(identifiers: ["FuzzRenamed": name], words: ["FuzzRenamed": name])
        if let renamed = try? there.apply(toSwift: text) {
            let again = try? back.apply(toSwift: renamed)
            require(again == text, "renaming \(name) and back gives\n\(again ?? "(an error)")")
        }
    }
    _ = DriverProtocolInspector.entity(returnedByFetchAllIn: text)
}

/// An edit of `source`: `nil` when refused; when made, it is idempotent and its result lexes.
private func edited(_ source: String, _ edit: (String) throws(SourceEditError) -> String) -> String? {
    guard let result = try? edit(source) else { return nil }
    require((try? SwiftLexer.lex(result)) != nil, "an edit's result does not lex:\n\(result)")
    let again = try? edit(result)
    require(again == result, "an edit is not idempotent:\n\(result)\n--- then ---\n\(again ?? "(refused)")")
    return result
}

/// A removal of `source`: when made, it only took bytes out, and the file still lexes.
private func removed(_ source: String, _ removal: (String) throws(SourceEditError) -> String) {
    guard let result = try? removal(source), result != source else { return }
    var rest = source.utf8[...]
    for byte in result.utf8 {
        guard let found = rest.firstIndex(of: byte) else { fatalError("invariant failed: a removal added bytes:\n\(result)") }
        rest = rest[rest.index(after: found)...]
    }
    require((try? SwiftLexer.lex(result)) != nil, "a removal's result does not lex:\n\(result)")
}

private func outcome<T: Equatable>(_ body: () throws(SourceEditError) -> T) -> String {
    do { return "\(try body())" } catch { return "error: \(error)" }
}

private func describe(_ items: [(name: String, line: Int)]) -> [String] {
    items.map { "\($0.name)@\($0.line)" }
}
