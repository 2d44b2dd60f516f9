/// A fia command: built from parsed arguments (usage checks happen here), then run.
public protocol Command: Sendable {
    /// Its name, arguments, options and help text.
    static var spec: CommandSpec { get }
    /// Builds the command from arguments already checked against `spec`;
    /// throws `UsageError` for values the parser cannot judge (names, combinations).
    init(arguments: ParsedArguments) throws(UsageError)
    /// Runs it and returns the process's exit status. Errors thrown print as `error: …`, exit 1.
    func run(in context: CommandContext) throws -> Int32
}

/// The one list of fia's commands.
public enum CommandRegistry {
    public static let commands: [any Command.Type] = [
        NewCommand.self,
        AddFeatureCommand.self,
        AddDriverCommand.self,
        AddUseCaseCommand.self,
        RemoveFeatureCommand.self,
        RemoveDriverCommand.self,
        RemoveUseCaseCommand.self,
        RenameFeatureCommand.self,
        InitCommand.self,
        DoctorCommand.self,
        GraphCommand.self,
        CompletionCommand.self,
        CompletionListCommand.self,
    ]

    /// Each command's name, in `commands`' order: what a run looks its command up by, without
    /// building every command's spec (their options and help texts; a test keeps the two lists equal).
    static let names = [
        "new", "add feature", "add driver", "add usecase", "remove feature", "remove driver", "remove usecase",
        "rename feature", "init", "doctor", "graph", "completion", "completion list",
    ]

    /// The command invoked by the leading words of `arguments`, and how many words it took.
    static func command(for arguments: [String]) -> (any Command.Type, Int)? {
        names.indices
            .map { ($0, names[$0].split(separator: " ").map(String.init)) }
            .filter { Array(arguments.prefix($0.1.count)) == $0.1 }
            .max { $0.1.count < $1.1.count }
            .map { (commands[$0.0], $0.1.count) }
    }

    /// The words that lead several commands (`fia add feature`, `fia add driver`), each with
    /// what its commands do together: `fia help add` prints it above them.
    public static let groups: [(name: String, abstract: String)] = [
        ("add", "Add a piece to an existing FIA project."),
        ("remove", "Remove a piece of an FIA project: what add wrote, and its wiring."),
        ("rename", "Rename a piece of an existing FIA project, with every reference to it."),
    ]

    /// Commands whose name starts with `group` (`add` → `add feature`).
    static func commands(inGroup group: String) -> [any Command.Type] {
        names.indices.filter { names[$0].hasPrefix(group + " ") }.map { commands[$0] }
    }
}
