/// fia's command line as completion sees it, read from `CommandRegistry`: the words that
/// may follow each command path, and the specs of the paths that run a command.
///
/// Paths are the command words so far, space-separated: `""` (just `fia`), `add`,
/// `add feature`, `help`, `help add`. Hidden commands are left out.
struct CompletionTree {
    struct Word: Equatable {
        var word: String
        var help: String
    }

    /// The words that extend each path, in registry order.
    private(set) var children: [String: [Word]] = [:]
    /// The command each runnable path invokes.
    private(set) var commands: [String: CommandSpec] = [:]
    /// Every path with children, in the order first reached.
    private(set) var groups: [String] = []
    /// Runnable paths in registry order.
    private(set) var commandPaths: [String] = []

    /// The options of the bare `fia`.
    static let topLevelOptions: [CommandSpec.Option] = [
        .flag("--version", "Show the version."),
        .flag("--help", "Show help information."),
    ]

    init(specs: [CommandSpec] = CommandRegistry.commands.map { $0.spec }) {
        for spec in specs where !spec.isHidden {
            commands[spec.name] = spec
            commandPaths.append(spec.name)
            let words = spec.name.split(separator: " ").map(String.init)
            for depth in words.indices {
                let parent = words[..<depth].joined(separator: " ")
                let isLast = depth == words.count - 1
                let help = isLast ? spec.abstract : "Subcommands: \(Self.subcommandList(of: words[...depth].joined(separator: " "), in: specs))."
                add(Word(word: words[depth], help: help), to: parent)
                add(Word(word: words[depth], help: help), to: parent.isEmpty ? "help" : "help " + parent)
            }
        }
        add(Word(word: "help", help: "Show help for a command."), to: "")
    }

    private mutating func add(_ word: Word, to path: String) {
        if children[path] == nil { groups.append(path) }
        if !children[path, default: []].contains(where: { $0.word == word.word }) {
            children[path, default: []].append(word)
        }
    }

    private static func subcommandList(of group: String, in specs: [CommandSpec]) -> String {
        specs.filter { !$0.isHidden && $0.name.hasPrefix(group + " ") }
            .map { String($0.name.dropFirst(group.count + 1)) }
            .joined(separator: ", ")
    }

    /// The options a runnable path accepts, `--help` included; the bare `fia`'s for `""`.
    func options(of path: String) -> [CommandSpec.Option] {
        guard let spec = commands[path] else { return path.isEmpty ? Self.topLevelOptions : [] }
        return spec.options + [.flag("--help", "Show help information.")]
    }
}
