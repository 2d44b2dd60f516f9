/// Which of a rename's names each Swift file of the project uses in code (as the lexer's
/// identifiers, comments and strings apart), found in one pass over the files' texts: the loader
/// takes most files' scans from the cache, without identifiers, and a rename reads every file
/// anyway. A file is lexed only when it may hold one of the names: an ASCII text holds an ASCII
/// name only as its bytes, so one where `WordSet` finds none of them as a word uses none of them.
struct NameUses {
    let names: Set<String>
    /// The files that may hold one of `names` (each lexed), with those among their identifiers.
    private let mentioning: [String: Set<String>]

    init(_ names: Set<String>, in sources: [ProjectSnapshot.SourceFile]) {
        self.names = names
        let words = WordSet(names)
        let namesAreASCII = names.allSatisfy(ByteSearch.isASCII)
        var mentioning: [String: Set<String>] = [:]
        for file in sources {
            let text = file.text
            if namesAreASCII && ByteSearch.isASCII(text) && !words.occurs(in: text) { continue }
            // A file that cannot be lexed was reported by the loader (and the rename refused).
            let identifiers = (try? SwiftLexer.lex(text)).map { ImportScanner.scan($0, collectingIdentifiers: true).identifiers } ?? []
            mentioning[file.path] = identifiers.intersection(names)
        }
        self.mentioning = mentioning
    }

    /// Those of `names` (all among this index's) the file at `path` uses in code.
    func uses(_ names: Set<String>, in path: String) -> Set<String> {
        mentioning[path]?.intersection(names) ?? []
    }

    /// Whether the file at `path` may hold one of the names anywhere (code, comments or strings):
    /// a renaming of some of them need not look at the others.
    func mayMention(_ path: String) -> Bool {
        mentioning[path] != nil
    }
}
