/// The type names `add feature` must not declare, because the generated code uses a type of that
/// name from elsewhere and would then see fia's instead: the toolchain's public names
/// (`ToolchainTypeNames`, generated from Swift, Foundation, Observation and Testing), and every
/// capitalised name the blueprints mention (`Identifiable`, SwiftUI's `View` and `Text`, the
/// modules they import), derived from the blueprints themselves so a new blueprint is covered
/// without a list to update.
enum ReservedNames {
    /// What declaring a type named `name` would hide, or `nil` when nothing. Without `views`
    /// (`--no-view`, or `"views": false`), names only the view blueprints use are free.
    static func hidden(by name: String, views: Bool = true) -> String? {
        if ToolchainTypeNames.all.contains(name) { return "the toolchain's '\(name)'" }
        if blueprintsUse(name, views: views) {
            return "the '\(name)' the blueprints use"
        }
        return nil
    }

    /// Whether `name` is one the blueprints use: computed by `swift run embed-blueprints` and
    /// compiled into `EmbeddedBlueprints.blueprintNames`, so no run lexes the blueprints.
    private static func blueprintsUse(_ name: String, views: Bool) -> Bool {
        EmbeddedBlueprints.blueprintNames.uses.contains(name) || (views && EmbeddedBlueprints.blueprintNames.viewsOnly.contains(name))
    }

    /// The types fia's blueprints declare under a fixed name (`LoadState`, `DomainError`,
    /// `MockDIContainer`): a plan rendering one of them into a project that lacks it hides nothing,
    /// and a second declaration of one is a collision the planner reports on its own.
    static var declaredByBlueprints: Set<String> { EmbeddedBlueprints.blueprintNames.declared }

    /// The capitalised identifiers in the code of the Swift blueprints among `files` (comments
    /// and strings excluded), not counting those built from a template variable
    /// (`{{ name }}Presenter`): those the non-SwiftUI blueprints use; those only the SwiftUI
    /// blueprints (views, app screens) use; and those they declare. `embed-blueprints` runs it.
    static func blueprintNames(in files: [String: String]) -> (uses: Set<String>, viewsOnly: Set<String>, declared: Set<String>) {
        var names = Set<String>()
        var viewNames = Set<String>()
        var declared = Set<String>()
        for (path, text) in files where path.hasSuffix(".swift") || path.hasSuffix(".swift{% endif %}") {
            guard let tokens = try? SwiftLexer.tokenize(replacingTags(in: text)) else { continue }
            // SwiftUI code (the feature's view, the apps' screens) exists only with views.
            let isView = path.contains("{% if views %}") || text.contains("import SwiftUI")
            var previous = ""
            for token in tokens {
                defer { previous = token.text }
                if token.kind == .identifier, ["struct", "class", "enum", "protocol", "actor"].contains(previous) { declared.insert(token.text) }
            }
            for token in tokens where token.kind == .identifier && !token.text.contains(marker) {
                if let first = token.text.unicodeScalars.first, ("A"..."Z").contains(first) {
                    if isView { viewNames.insert(token.text) } else { names.insert(token.text) }
                }
            }
        }
        return (names, viewNames.subtracting(names), declared)
    }

    private static let marker = "FiaTemplateVariable"

    /// `text` with each `{{ … }}` replaced by `marker` (so `{{ name }}View` lexes as one
    /// identifier holding it) and each `{% … %}` / `{# … #}` removed.
    private static func replacingTags(in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let kind = after.first, kind == "{" || kind == "%" || kind == "#" else {
                result += "{"
                rest = after
                continue
            }
            guard let close = after.dropFirst().firstRange(of: kind == "{" ? "}}" : "\(kind)}") else {
                rest = ""
                break
            }
            if kind == "{" { result += marker }
            rest = after[close.upperBound...]
        }
        return result + rest
    }
}
