/// Read-only views of the declarations `SwiftSourceEditor` edits, for `fia doctor`.
///
/// Like the editor, these read tokens, so declarations inside comments and string literals do not count.
public enum SwiftDeclarations {
    /// The types named in `protocol <name>`'s inheritance clause with their 1-based lines (`AnyObject`
    /// included, compositions as `A & B`); `nil` when the file does not declare the protocol.
    public static func inheritedTypes(ofProtocol name: String, in source: String) throws(SourceEditError) -> [(name: String, line: Int)]? {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.protocol, kind: "protocol", named: name) else { return nil }
        return try clause(of: nameIndex, in: index, before: index.nextDeclaration(after: nameIndex, .protocol)).types.map {
            (index.name(of: $0), index.tokens[$0.first].line)
        }
    }

    /// The `let`/`var` property names declared at the top level of the body of the class, struct, enum or
    /// actor named `name` (not inside nested functions, closures or types), with their 1-based lines;
    /// `nil` when the file does not declare the type.
    public static func storedProperties(ofType name: String, in source: String) throws(SourceEditError) -> [(name: String, line: Int)]? {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.types, kind: "type", named: name) else {
            return nil
        }
        guard let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .malformedDeclaration(kind: "type", name: name, line: index.tokens[nameIndex].line)
        }
        return index.propertyNames(inBody: body.open, close: body.close)
    }

    /// Whether the type named `name` declares a `let`/`var` property `property` at the top level of
    /// its body (`storedProperties(ofType:in:)` holds it), without a string made for each property.
    static func declaresStoredProperty(_ property: String, ofType name: String, in source: String) throws(SourceEditError) -> Bool {
        let index = try SwiftSourceIndex(source)
        guard let nameIndex = try index.uniqueDeclaration(.types, kind: "type", named: name) else {
            return false
        }
        guard let body = index.body(ofDeclarationNamedAt: nameIndex) else {
            throw .malformedDeclaration(kind: "type", name: name, line: index.tokens[nameIndex].line)
        }
        return index.declaresProperty(named: property, inBody: body.open, close: body.close)
    }

    /// Every `protocol` declared in the file, in source order: its name, the types it inherits as
    /// written (compositions as `A & B`) and the 1-based line of its name. Throws
    /// `malformedDeclaration` for a protocol it cannot read (no body).
    public static func protocols(in source: String) throws(SourceEditError) -> [(name: String, inheritedTypes: [String], line: Int)] {
        let index = try SwiftSourceIndex(source)
        return try protocols(in: index) { types in types.map { index.name(of: $0) } }
    }

    /// `protocols(in:)` of a source already lexed (the loader's, and the scan cache's), each
    /// inherited type by its simple names (`InheritanceClause.simpleNames`), as doctor's scan reads them.
    static func protocolsBySimpleNames(in lexed: LexedSource) throws(SourceEditError) -> [(name: String, inheritedTypes: [String], line: Int)] {
        try protocolsBySimpleNames(in: SwiftSourceIndex(lexed))
    }

    static func protocolsBySimpleNames(in index: SwiftSourceIndex) throws(SourceEditError) -> [(name: String, inheritedTypes: [String], line: Int)] {
        try protocols(in: index) { types in index.simpleNames(of: types) }
    }

    /// Every protocol of `index`, its inherited types named by `names`.
    private static func protocols(
        in index: SwiftSourceIndex, naming names: ([InheritanceClause.InheritedType]) -> [String]
    ) throws(SourceEditError) -> [(name: String, inheritedTypes: [String], line: Int)] {
        var result: [(name: String, inheritedTypes: [String], line: Int)] = []
        let declarations = index.declarations(.protocol)
        for (position, nameIndex) in declarations.enumerated() {
            // Each head ends before the next protocol's keyword, as `nextDeclaration` would find it.
            let next = position + 1 < declarations.count ? declarations[position + 1] - 1 : index.tokens.count
            let types = names(try clause(of: nameIndex, in: index, before: next).types)
            result.append((index.string(at: nameIndex), types, index.tokens[nameIndex].line))
        }
        return result
    }

    /// The types declared at the top level of the file (`class`, `struct`, `enum`, `actor`, `protocol`,
    /// `typealias`; not nested ones, not extensions), in source order, with the 1-based line of each name.
    public static func topLevelTypes(in source: String) throws(SourceEditError) -> [(name: String, line: Int)] {
        topLevelTypes(in: try SwiftSourceIndex(source))
    }

    /// `topLevelTypes(in:)` of a source already lexed (the scan cache's).
    static func topLevelTypes(in lexed: LexedSource) -> [(name: String, line: Int)] {
        topLevelTypes(in: SwiftSourceIndex(lexed))
    }

    static func topLevelTypes(in index: SwiftSourceIndex) -> [(name: String, line: Int)] {
        index.declarations(.topLevelTypes, atDepth: 0).map { (index.string(at: $0), index.tokens[$0].line) }
    }

    /// The inheritance clause of the protocol named at `nameIndex`, whose head ends before token `limit`.
    private static func clause(of nameIndex: Int, in index: SwiftSourceIndex, before limit: Int) throws(SourceEditError) -> InheritanceClause {
        guard let clause = index.inheritanceClause(afterName: nameIndex, before: limit),
              index.body(ofDeclarationNamedAt: nameIndex, before: limit) != nil else {
            let name = index.tokens[nameIndex]
            throw .malformedDeclaration(kind: "protocol", name: index.string(name), line: name.line)
        }
        return clause
    }
}
