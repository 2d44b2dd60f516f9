/// `fia doctor`: verify a project's layout and FIA's dependency rules.
public struct DoctorCommand: Command {
    public static let spec = CommandSpec(
        name: "doctor",
        abstract: "Check a project's layout and FIA's dependency rules.",
        discussion: """
          Reads the project and never writes. Prints a checklist grouped by concern, one line
          per finding with its file and line and a hint, and exits 1 when there are errors
          (with --strict, warnings too). Layer names can be configured in .fia/config.json.
          """,
        options: [
            .value("--project", "dir", "The project's directory (default: found from the current directory)."),
            .flag("--json", "Print the findings as JSON."),
            .flag("--strict", "Exit non-zero on warnings too."),
        ]
    )

    public var project: String?
    public var json: Bool
    public var strict: Bool
    /// Gives `swift package dump-package` JSON for a project directory: the fallback for
    /// manifests that are not literals. Replaceable for tests.
    public var dumpPackage: @Sendable (String) throws -> String = SwiftPackageDump.run(in:)

    public init(arguments: ParsedArguments) throws(UsageError) {
        project = arguments.values["--project"]
        json = arguments.has("--json")
        strict = arguments.has("--strict")
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let root = try ProjectLocator.root(explicit: project, in: context)
        let snapshot = ProjectSnapshot.load(root: root, fileSystem: context.fileSystem, dumpPackage: dumpPackage)
        let report = Doctor.run(snapshot)
        context.output.line(json ? report.json() : report.render(useColor: context.output.useColor))
        return report.exitCode(strict: strict)
    }
}
