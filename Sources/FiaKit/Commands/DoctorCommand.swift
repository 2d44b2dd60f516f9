/// `fia doctor`: verify a project's layout and FIA's dependency rules.
public struct DoctorCommand: Command {
    public static let spec = CommandSpec(
        name: "doctor",
        abstract: "Check a project's layout and FIA's dependency rules.",
        options: [
            .value("--project", "dir", "The project's directory (default: found from the current directory)."),
            .flag("--json", "Print the findings as JSON."),
            .flag("--strict", "Exit non-zero on warnings too."),
        ]
    )

    public init(arguments: ParsedArguments) throws(UsageError) {}

    public func run(in context: CommandContext) throws -> Int32 {
        fatalError("not implemented yet")
    }
}
