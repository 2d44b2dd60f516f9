/// `fia rename feature <Old> <New>`: rename a feature's files, folders, types and every reference fia owns.
public struct RenameFeatureCommand: Command {
    public static let spec = CommandSpec(
        name: "rename feature",
        abstract: "Rename a feature: its files, folders, types, screen and every reference to them.",
        discussion: """
          Renames the feature's presenter, presenter dependency, view and their tests, its folder,
          its AppScreen case, and every reference to them: Package.swift, the test plans,
          DIContainerDependency, the containers, App/project.yml, the schemes, tests and apps.
          The driver and entity named after the feature are renamed too (module, mock, container
          property, driver tests) when they are the feature's own; one another feature or a use
          case also uses is kept, and the output says so. A feature's own module and its test target
          (<Old>Feature at Sources/Features/<Old>) are renamed and moved, with every dependency, import
          and plan entry, and its Mock<Old>Dependency. Only whole names change: code is renamed
          token by token, comments and strings word by word. Refuses, writing nothing, when a name,
          file, folder or target the rename would produce already exists.
          """,
        arguments: [
            CommandSpec.Argument(name: "old", help: "The feature's current name, e.g. Settings.")
                .completing(.projectNames(.features, commaSeparated: false)),
            CommandSpec.Argument(name: "new", help: "Its new name, e.g. Preferences ('user-profile' becomes UserProfile)."),
        ],
        options: [
            .flag("--dry-run", "Print the plan and the edits, and write nothing."),
            .value("--project", "dir", "The project's directory (default: found from the current directory).").completing(.directory),
        ]
    )

    public var old: TypeName
    public var new: TypeName
    public var dryRun: Bool
    public var project: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        let command = Self.spec.name
        old = try TypeName(arguments.positionals[0], what: "feature name", command: command)
        new = try TypeName(arguments.positionals[1], what: "new feature name", command: command)
        if old == new {
            throw UsageError("the feature is already named '\(new)'; nothing to rename", command: command)
        }
        if old.value.lowercased() == new.value.lowercased() {
            throw UsageError(
                "'\(old)' and '\(new)' differ only in case, which case-insensitive file systems (macOS) cannot tell apart; rename through another name first",
                command: command
            )
        }
        dryRun = arguments.has("--dry-run")
        project = arguments.values["--project"]
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let root = try ProjectLocator.root(explicit: project, in: context)
        return try context.planAndWrite(root, dryRun: dryRun, done: """

            Renamed \(old) to \(new). Next:
              swift build && swift test
              fia doctor
            """) {
            let (plan, scope) = try FeatureRenamePlanner(context, root: root).plan(renaming: old, to: new)
            for note in scope.kept { context.output.line("note: kept \(note)") }
            return plan
        }
    }
}
