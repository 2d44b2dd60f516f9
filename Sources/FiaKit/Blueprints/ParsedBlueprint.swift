/// One embedded blueprint, parsed at build time by `swift run embed-blueprints`.
struct ParsedBlueprint: Sendable {
    /// The blueprint's path after its group (`Sources/{{ name }}/A.swift` of `new/Sources/{{ name }}/A.swift`).
    let path: [TemplateNode]
    /// The blueprint's contents.
    let contents: [TemplateNode]

    /// The part of a blueprint's path after its group (the first component), or the whole path
    /// when it has no group: what `path` holds parsed.
    static func pathAfterGroup(_ path: String) -> String {
        guard let slash = path.firstIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
