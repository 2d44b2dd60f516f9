/// `fia add feature <Name>`: render a feature's stubs and wire them into the project.
public struct AddFeatureCommand: Command {
    public static let spec = CommandSpec(
        name: "add feature",
        abstract: "Add a feature: presenter, driver, mock, tests, and their wiring.",
        arguments: [.init(name: "name", help: "The feature's name, e.g. Settings ('user-profile' becomes UserProfile).")],
        options: [
            .value("--driver", "name", "The driver the presenter loads from (default: the feature name)."),
            .value("--entity", "name", "The entity the driver returns (default: the driver name)."),
            .value("--uses", "drivers", "Comma-separated existing drivers the presenter also needs."),
            .flag("--no-driver", "Create no driver; the presenter uses the drivers named by --uses."),
            .flag("--dry-run", "Print the plan and the edits and write nothing."),
            .flag("--force", "Overwrite the feature's existing stubs (entries are never duplicated)."),
            .value("--project", "dir", "The project's directory (default: found from the current directory)."),
        ]
    )

    public init(arguments: ParsedArguments) throws(UsageError) {}

    public func run(in context: CommandContext) throws -> Int32 {
        fatalError("not implemented yet")
    }
}
