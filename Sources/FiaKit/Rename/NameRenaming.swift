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
    /// String literals whose whole value is a key become the value (a module's `path:`, `"Sources/Features/Settings"`).
    var strings: [String: String] = [:]
    /// Whole words that start with a key followed by a new word (`WeatherFramework`, `weatherDriver`)
    /// get the value as their start instead, in strings and comments.
    var prefixes: [String: String] = [:]
    /// `Type.member` accesses renamed in code: (type, old member) → new member (`AppScreen.settings`).
    var members: [String: [String: String]] = [:]

    /// Every name some rule renames (prefixes aside), as words to look for: made once for the many
    /// files a rename reads (`apply(toSwift:mentioning:)`).
    var mentions: WordSet {
        WordSet(Set(identifiers.keys).union(words.keys).union(literals.keys).union(members.values.flatMap(\.keys)))
    }

    /// `source` (Swift) with every name renamed; throws when it cannot be lexed. `mentions`: this
    /// renaming's, when the caller made it already.
    func apply(toSwift source: String, mentioning mentions: WordSet? = nil) throws -> String {
        // Most files mention none of the names: they are scanned for words, never lexed.
        guard !prefixes.isEmpty || (mentions ?? self.mentions).occurs(in: source) else { return source }
        let tokens = try SwiftLexer.tokenize(source, keepComments: true)
        var bytes = Array(source.utf8)
        for (index, token) in tokens.enumerated().reversed() {
            let replacement: String?
            switch token.kind {
            case .identifier:
                replacement = renamedIdentifier(token, after: Array(tokens[max(0, index - 2)..<index]))
            case .string(let value?) where strings[value] != nil:
                replacement = token.text.replacing(value, with: strings[value]!)
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
        // The characters of an ASCII text are its bytes (a CR LF pair is one character, in no word).
        if ByteSearch.isASCII(text) {
            return renameWords(in: text, units: text.utf8, isWord: { isWordByte($0) }, words, prefixes: prefixes)
        }
        return renameWords(in: text, units: text, isWord: isWordCharacter, words, prefixes: prefixes)
    }

    /// `renameWords(in:_:prefixes:)` over `units`, the text's characters or, when they are all
    /// ASCII, its bytes.
    private static func renameWords<Units: BidirectionalCollection>(
        in text: String, units: Units, isWord: (Units.Element) -> Bool, _ words: [String: String], prefixes: [String: String]
    ) -> String where Units.Index == String.Index {
        // Between ASCII words and keys, equal strings are equal bytes: a word of another length than
        // every key and too short to start with a prefix is none of theirs.
        let byLength = Units.self == String.UTF8View.self && words.keys.allSatisfy(ByteSearch.isASCII) && prefixes.keys.allSatisfy(ByteSearch.isASCII)
        let lengths = Set(words.keys.map(\.utf8.count))
        let shortestPrefix = prefixes.keys.map(\.utf8.count).min() ?? .max
        var result = ""
        // The text between renamed words is copied whole.
        var copied = units.startIndex
        var index = units.startIndex
        while index < units.endIndex {
            guard isWord(units[index]) else {
                index = units.index(after: index)
                continue
            }
            let start = index
            repeat { index = units.index(after: index) } while index < units.endIndex && isWord(units[index])
            let length = text.utf8.distance(from: start, to: index)
            guard !byLength || lengths.contains(length) || length > shortestPrefix else { continue }
            let word = String(text[start..<index])
            let renamed: String
            if let new = words[word] {
                renamed = new
            } else if let (old, new) = prefixes.first(where: { FeatureRenameScope.isDerived(word, from: $0.key) }) {
                renamed = new + word.dropFirst(old.count)
            } else {
                continue
            }
            result += text[copied..<start]
            result += renamed
            copied = index
        }
        guard copied > units.startIndex else { return text }
        result += text[copied...]
        return result
    }

    /// Whether `character` belongs to a word: a letter, a number or `_`.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `isWordCharacter` of an ASCII character, by its byte.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
