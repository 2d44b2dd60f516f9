/// Renames names in text without touching anything else: in Swift, identifier tokens that are a
/// name (never part of a longer identifier) and whole words inside string literals and comments;
/// in other text (test plans, XcodeGen specs, schemes), whole words.
///
/// A word is a maximal run of identifier characters, so `SettingsDriver` is renamed in
/// `"Sources/FrameworkLayer/SettingsDriver"` but not inside `MySettingsDriverCache`.
struct NameRenaming: Equatable {
    /// Identifier tokens renamed in code: old name → new source text (a backticked case stays backticked).
    var identifiers: [String: String] = [:]
    /// Whole words renamed inside string literals, comments and non-Swift text.
    var words: [String: String] = [:]
    /// String literals whose whole value is a key get its value (`"Settings"`, a screen title).
    var literals: [String: String] = [:]
    /// Whole words that start with a key followed by a new word (`WeatherFramework`, `weatherDriver`)
    /// get the value as their start instead, in strings and comments.
    var prefixes: [String: String] = [:]
    /// `Type.member` accesses renamed in code: (type, old member) → new member (`AppScreen.settings`).
    var members: [String: [String: String]] = [:]

    /// Every name some rule renames (prefixes aside).
    private var names: Set<String> {
        Set(identifiers.keys).union(words.keys).union(literals.keys).union(members.values.flatMap(\.keys))
    }

    /// `source` (Swift) with every name renamed; throws when it cannot be lexed.
    func apply(toSwift source: String) throws -> String {
        // Most files mention none of the names: they are scanned for words, never lexed.
        guard !prefixes.isEmpty || WordSet(names).occurs(in: source) else { return source }
        let tokens = try SwiftLexer.tokenize(source, keepComments: true)
        var bytes = Array(source.utf8)
        for (index, token) in tokens.enumerated().reversed() {
            let replacement: String?
            switch token.kind {
            case .identifier:
                replacement = renamedIdentifier(token, after: Array(tokens[max(0, index - 2)..<index]))
            case .string(let value?) where literals[value] != nil:
                replacement = Self.renameWords(in: token.text, [value: literals[value]!])
            case .string, .comment:
                let renamed = Self.renameWords(in: token.text, words, prefixes: prefixes)
                replacement = renamed == token.text ? nil : renamed
            case .pound, .number, .punctuation:
                replacement = nil
            }
            guard let replacement else { continue }
            bytes.replaceSubrange(token.start..<token.end, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` (not Swift) with every whole word of `words` renamed.
    func apply(toText text: String) -> String {
        Self.renameWords(in: text, words, prefixes: prefixes)
    }

    private func renamedIdentifier(_ token: SwiftToken, after previous: [SwiftToken]) -> String? {
        var new = identifiers[token.text]
        if previous.count == 2, previous[1].isPunctuation("."), previous[0].kind == .identifier,
           let member = members[previous[0].text]?[token.text] {
            new = member
        }
        guard let new else { return nil }
        let isBackticked = token.end - token.start != token.text.utf8.count
        return isBackticked && !new.hasPrefix("`") ? "`\(new)`" : new
    }

    /// `text` with each maximal run of identifier characters found in `words` replaced, or
    /// starting with a key of `prefixes` followed by a new word.
    static func renameWords(in text: String, _ words: [String: String], prefixes: [String: String] = [:]) -> String {
        guard !words.isEmpty || !prefixes.isEmpty else { return text }
        var result = ""
        var word = ""
        func flush() {
            if let renamed = words[word] {
                result += renamed
            } else if let (old, new) = prefixes.first(where: { FeatureRenameScope.isDerived(word, from: $0.key) }) {
                result += new + word.dropFirst(old.count)
            } else {
                result += word
            }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
