/// The shells `fia completion` writes scripts for.
public enum CompletionShell: String, Sendable, CaseIterable {
    case bash, zsh, fish

    /// `bash|zsh|fish`, for help and errors.
    public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

    /// The completion script for this shell, generated from the command registry.
    public func script() -> String {
        script(tree: CompletionTree())
    }

    /// The script for the commands of `tree`.
    func script(tree: CompletionTree) -> String {
        switch self {
        case .bash: return BashCompletionScript(tree: tree).render()
        case .zsh: return ZshCompletionScript(tree: tree).render()
        case .fish: return FishCompletionScript(tree: tree).render()
        }
    }
}

/// Quoting shared by the three scripts.
enum ShellQuote {
    /// `text` in single quotes for bash, zsh and fish: `it's` → `'it'\''s'` (bash, zsh) or `'it\'s'` (fish).
    static func single(_ text: String, fish: Bool = false) -> String {
        if fish {
            return "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
        }
        return "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
