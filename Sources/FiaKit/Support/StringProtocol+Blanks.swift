extension StringProtocol {
    /// The text without leading and trailing horizontal whitespace (spaces, tabs, no-break
    /// spaces; not newlines): Foundation's `trimmingCharacters(in: .whitespaces)` without Foundation.
    func trimmingBlanks() -> SubSequence {
        let isBlank = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
