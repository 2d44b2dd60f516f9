/// `fia new <Name>`: start an FIA project that builds and tests out of the box.
public struct NewCommand: Command {
    public static let spec = CommandSpec(
        name: "new",
        abstract: "Start a new FIA project.",
        discussion: """
          Creates ./<name> (or <dir>/<name> with --path): one Swift Package module per layer, \
          test targets and test plans, and the Development and Production app entry points.
          """,
        arguments: [.init(name: "name", help: "The app's name, e.g. MyApp ('my-app' becomes MyApp).")],
        options: [
            .value("--path", "dir", "Create the project inside <dir> instead of the current directory."),
            .value("--bundle-id-prefix", "prefix", "Bundle identifier prefix for the apps (default: com.example)."),
            .flag("--dry-run", "Print the plan and write nothing."),
            .flag("--force", "Write into a non-empty directory, overwriting files fia generates."),
        ]
    )

    public var name: TypeName
    public var path: String?
    public var bundleIDPrefix: String
    public var dryRun: Bool
    public var force: Bool

    public init(arguments: ParsedArguments) throws(UsageError) {
        name = try TypeName(arguments.positionals[0], what: "app name", command: Self.spec.name)
        path = arguments.values["--path"]
        bundleIDPrefix = arguments.values["--bundle-id-prefix"] ?? "com.example"
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
    }

    public func run(in context: CommandContext) throws -> Int32 {
        fatalError("not implemented yet")
    }
}
