/// The names `add feature` refuses for a feature, driver or entity because a type generated from
/// them would shadow, or collide with, a type the generated code uses: the toolchain's public
/// names (`ToolchainTypeNames`, generated from Swift, Foundation, Observation and Testing), and
/// every type name the blueprints mention (`DIContainer`, `LoadState`, SwiftUI's `View`, `Text`…),
/// derived from the blueprints themselves so that a new blueprint is covered without a list to update.
enum ReservedNames {
    /// Why `name` cannot name a feature, driver or entity, or `nil` when it can.
    static func conflict(for name: String) -> String? {
        for pattern in derived.patterns {
            let generated = pattern.prefix + name + pattern.suffix
            if ToolchainTypeNames.all.contains(generated) {
                return generated == name
                    ? "it would shadow the toolchain's '\(name)'"
                    : "the generated '\(generated)' would shadow the toolchain's '\(generated)'"
            }
            if derived.identifiers.contains(generated) {
                return generated == name
                    ? "the generated code already uses a type named '\(name)'"
                    : "the generated '\(generated)' would collide with a type the generated code already uses"
            }
        }
        return nil
    }

    /// The capitalised identifiers the blueprints use, and the ways they build type names from a
    /// variable (`{{ name }}Presenter` gives prefix "" and suffix "Presenter").
    private static let derived: (identifiers: Set<String>, patterns: [(prefix: String, suffix: String)]) = {
        var identifiers = Set<String>()
        var patterns: Set<String> = ["\u{0}"]
        for (path, text) in EmbeddedBlueprints.files where path.hasSuffix(".swift") {
            // A variable becomes one marker word, so `{{ name }}View` lexes as one identifier.
            let code = replacingTags(in: text)
            guard let tokens = try? SwiftLexer.tokenize(code) else { continue }
            for token in tokens where token.kind == .identifier {
                guard let first = token.text.unicodeScalars.first, ("A"..."Z").contains(first) || token.text.hasPrefix(marker) else { continue }
                if token.text.contains(marker) {
                    // Only one-variable names are patterns; `{{ a }}{{ b }}` combinations are rare.
                    let parts = token.text.components(separatedBy: marker)
                    if parts.count == 2 { patterns.insert(parts[0] + "\u{0}" + parts[1]) }
                } else {
                    identifiers.insert(token.text)
                }
            }
        }
        let split = patterns.sorted().map { pattern in
            let parts = pattern.split(separator: "\u{0}", omittingEmptySubsequences: false)
            return (prefix: String(parts[0]), suffix: String(parts[1]))
        }
        return (identifiers, split)
    }()

    private static let marker = "FiaTemplateVariable"

    /// `text` with each `{{ … }}` replaced by `marker` and each `{% … %}` / `{# … #}` removed.
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
            let closing = kind == "{" ? "}}" : "\(kind)}"
            guard let close = after.dropFirst().firstRange(of: closing) else {
                rest = ""
                break
            }
            if kind == "{" { result += marker }
            rest = after[close.upperBound...]
        }
        return result + rest
    }
}
