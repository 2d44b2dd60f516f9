/// `fia completion <shell>`: print a shell completion script generated from the command registry.
public struct CompletionCommand: Command {
    public static let spec = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script: bash, zsh or fish.",
        discussion: """
          Completes commands, subcommands, options and their values (formats, directories), and
          the feature and driver names of the project you are in (--driver, --uses). The script
          asks 'fia completion list drivers|features' for those names, so it stays current.

          Install:
            bash  source <(fia completion bash)                  # in ~/.bashrc
            zsh   fia completion zsh > "${fpath[1]}/_fia"        # then restart zsh
            fish  fia completion fish > ~/.config/fish/completions/fia.fish
          """,
        arguments: [
            CommandSpec.Argument(name: "shell", help: "The shell: \(CompletionShell.names).")
                .completing(.choices(CompletionShell.allCases.map(\.rawValue))),
        ]
    )

    public var shell: CompletionShell

    public init(arguments: ParsedArguments) throws(UsageError) {
        let named = arguments.positionals[0]
        guard let shell = CompletionShell(rawValue: named) else {
            throw UsageError("unknown shell '\(named)' for 'fia completion'; use one of \(CompletionShell.names)", command: Self.spec.name)
        }
        self.shell = shell
    }

    public func run(in context: CommandContext) throws -> Int32 {
        context.output.line(shell.script())
        return Fia.ExitCode.success
    }
}
