/// The case filters templates offer: `pascal`, `camel`, `snake`, `kebab`, `lower`, `upper`.
///
/// Words are split at `-`, `_`, spaces and `.`, and at case changes: before an uppercase
/// letter that follows a lowercase letter or digit (`licenseList` → `license` `List`),
/// and before the last capital of an acronym that starts a new word (`URLSession` →
/// `URL` `Session`). An acronym at the end stays whole (`userID` → `user` `ID`).
public enum CaseConversion {
    /// The filters by name, as templates use them.
    static let filters: [String: @Sendable (String) -> String] = [
        "pascal": pascal, "camel": camel, "snake": snake,
        "kebab": kebab, "lower": { $0.lowercased() }, "upper": { $0.uppercased() },
    ]

    /// UpperCamelCase: `license-list`, `license_list`, `licenseList` → `LicenseList`; `URLSession` stays.
    public static func pascal(_ text: String) -> String {
        words(text).map(capitalizingFirst).joined()
    }

    /// lowerCamelCase: `LicenseList` → `licenseList`, `URLSession` → `urlSession`, `ID` → `id`.
    public static func camel(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "" }
        return first.lowercased() + parts.dropFirst().map(capitalizingFirst).joined()
    }

    /// snake_case: `LicenseList` → `license_list`, `URLSession` → `url_session`.
    public static func snake(_ text: String) -> String {
        words(text).map { $0.lowercased() }.joined(separator: "_")
    }

    /// kebab-case: `LicenseList` → `license-list`, `URLSession` → `url-session`.
    public static func kebab(_ text: String) -> String {
        words(text).map { $0.lowercased() }.joined(separator: "-")
    }

    /// The words of an identifier-like text, in order, none empty.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if Self.separators.contains(character) {
                if !current.isEmpty { words.append(String(current)) }
                current = []
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let afterLower = previous.isLowercase || previous.isNumber
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if afterLower || endsAcronym {
                    words.append(String(current))
                    current = []
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static let separators: Set<Character> = ["-", "_", " ", "."]

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
