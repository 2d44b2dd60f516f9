/// `fia doctor`: verify a project's layout and FIA's dependency rules.
public struct DoctorCommand: Command {
    public static let spec = CommandSpec(
        name: "doctor",
        abstract: "Check a project's layout and FIA's dependency rules.",
        discussion: """
          Reads the project and never writes. Prints a checklist grouped by concern, one line
          per finding with its file and line and a hint, and exits 1 when there are errors
          (with --strict, warnings too). The project's roles are discovered (layer targets, composition
          protocol, containers, mocks, apps in Xcode projects beside the package, test plans) and can be
          named in .fia/config.json. Works inside the package or at a repository root whose workspace lists it.
          """,
        options: [
            .value("--project", "dir", "The project's directory (default: found from the current directory)."),
            .flag("--json", "Print the findings as JSON."),
            .flag("--strict", "Exit non-zero on warnings too."),
            .flag("--verbose", "Print what doctor discovered: layer targets, containers, mocks, apps, test plans."),
        ]
    )

    public var project: String?
    public var json: Bool
    public var strict: Bool
    public var verbose: Bool
    /// Gives `swift package dump-package` JSON for a project directory: the fallback for
    /// manifests that are not literals. Replaceable for tests.
    public var dumpPackage: @Sendable (String) throws -> String = SwiftPackageDump.run(in:)

    public init(arguments: ParsedArguments) throws(UsageError) {
        project = arguments.values["--project"]
        json = arguments.has("--json")
        strict = arguments.has("--strict")
        verbose = arguments.has("--verbose")
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let root = try ProjectLocator.root(explicit: project, in: context)
        let snapshot = ProjectSnapshot.load(root: root, fileSystem: context.fileSystem, dumpPackage: dumpPackage)
        var report = Doctor.run(snapshot)
        // Run above the package (at a repository root), paths read best from where the user is.
        let here = context.currentDirectory
        if project == nil, root.hasPrefix(here.hasSuffix("/") ? here : here + "/") {
            report = report.relocated(from: root, to: here)
        }
        if verbose && !json {
            context.output.line("Discovered (package at '\(root)'):")
            for line in report.discovered { context.output.line("  \(line)") }
            context.output.line("")
        }
        context.output.line(json ? report.json() : report.render(useColor: context.output.useColor))
        return report.exitCode(strict: strict)
    }
}
