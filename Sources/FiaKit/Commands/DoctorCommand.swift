/// `fia doctor`: verify a project's layout and FIA's dependency rules.
public struct DoctorCommand: Command {
    public static let spec = CommandSpec(
        name: "doctor",
        abstract: "Check a project's layout and FIA's dependency rules.",
        discussion: """
          Reads the project and, unless --write-baseline, never writes. Prints a checklist grouped
          by concern, one line per finding with its file and line and a hint, and exits 1 when
          there are errors (with --strict, warnings too), in every format.

          Formats: text (the checklist), json, xcode (file:line:column: error: … lines for a Run
          Script build phase), github (workflow-command annotations, then the checklist), sarif
          (SARIF 2.1.0 for code scanning), junit (one test case per check).

          Accept a finding with '// fia:ignore <check id> — <reason>' on its line or the line above,
          or an "ignore" entry in .fia/config.json; or record today's findings with
          --write-baseline (.fia/baseline.json) so that only new ones are reported. Per-check
          severity: "severity": {"<check id>": "off|warning|error"} in .fia/config.json.

          The project's roles are discovered (layer targets, composition protocol, containers, mocks,
          apps in Xcode projects beside the package, test plans) and can be named in .fia/config.json;
          --verbose prints them. Works inside the package or at a repository root whose workspace lists it.
          """,
        options: [
            .value("--project", "dir", "The project's directory (default: found from the current directory).").completing(.directory),
            .value("--format", "format", "How to print the report: \(DoctorFormat.names) (default: text).")
                .completing(.choices(DoctorFormat.allCases.map(\.rawValue))),
            .flag("--json", "Print the findings as JSON (the same as --format json)."),
            .flag("--strict", "Exit non-zero on warnings too."),
            .flag("--list-checks", "List every check: id, group, severity and what it checks."),
            .flag("--write-baseline", "Record the current findings in .fia/baseline.json; later runs report only new ones."),
            .flag("--dry-run", "With --write-baseline: print the baseline's changes, and write nothing."),
            .flag("--verbose", "Print what doctor discovered: layer targets, containers, mocks, apps, test plans."),
        ]
    )

    public var project: String?
    public var format: DoctorFormat
    public var strict: Bool
    public var listChecks: Bool
    public var writeBaseline: Bool
    public var dryRun: Bool
    public var verbose: Bool
    /// Gives `swift package dump-package` JSON for a project directory: the fallback for
    /// manifests that are not literals. Replaceable for tests.
    public var dumpPackage: @Sendable (String) throws -> String = SwiftPackageDump.run(in:)

    public init(arguments: ParsedArguments) throws(UsageError) {
        project = arguments.values["--project"]
        strict = arguments.has("--strict")
        verbose = arguments.has("--verbose")
        listChecks = arguments.has("--list-checks")
        writeBaseline = arguments.has("--write-baseline")
        dryRun = arguments.has("--dry-run")
        let named = arguments.values["--format"]
        if let named, DoctorFormat(rawValue: named) == nil {
            throw UsageError("unknown format '\(named)' for 'fia doctor'; use one of \(DoctorFormat.names)", command: Self.spec.name)
        }
        if arguments.has("--json"), let named, named != DoctorFormat.json.rawValue {
            throw UsageError("'--json' and '--format \(named)' disagree; use one of them", command: Self.spec.name)
        }
        format = named.flatMap(DoctorFormat.init(rawValue:)) ?? (arguments.has("--json") ? .json : .text)
        if listChecks && writeBaseline {
            throw UsageError("'--list-checks' and '--write-baseline' cannot be combined", command: Self.spec.name)
        }
        if listChecks && ![.text, .json].contains(format) {
            throw UsageError("'--list-checks' prints text or json, not '\(format.rawValue)'", command: Self.spec.name)
        }
        if writeBaseline && (named != nil || arguments.has("--json")) {
            throw UsageError("'--write-baseline' prints the file it writes and takes no '--format'", command: Self.spec.name)
        }
        if dryRun && !writeBaseline {
            throw UsageError("'--dry-run' goes with '--write-baseline': doctor writes nothing otherwise", command: Self.spec.name)
        }
    }

    public func run(in context: CommandContext) throws -> Int32 {
        if listChecks { return try printCheckList(in: context) }
        let found = try ProjectLocator.location(explicit: project, in: context)
        let root = found.root
        let snapshot = ProjectSnapshot.load(
            root: root, fileSystem: context.fileSystem, ProjectSnapshot.LoadRequest(keptBy: context.loadedProjectsOwner).reading(found), dumpPackage: dumpPackage)
        // What doctor discovered is printed by JSON and --verbose only (and never in a baseline).
        let report = Doctor.run(snapshot, describing: !writeBaseline && (verbose || format == .json))
        if writeBaseline {
            let accepted = DoctorPolicy(snapshot: snapshot, baseline: nil).apply(to: report)
            return try write(Baseline(findings: accepted.findings.filter { $0.check != SuppressionsCheck.id }), root: root, in: context)
        }
        let baseline = try readBaseline(root: root, in: context)
        var final = DoctorPolicy(snapshot: snapshot, baseline: baseline).apply(to: report)
        // Run at or above the package (at a repository root, as CI does), paths are named from
        // where doctor runs: the relative formats relocate them; GitHub and SARIF resolve them
        // against the repository (the current directory when no '.git' says where it is).
        let here = context.currentDirectory
        let runsAbove = root.hasPrefix(here.hasSuffix("/") ? here : here + "/")
        if runsAbove, format == .text || format == .json || format == .junit {
            final = final.relocated(from: root, to: here)
        }
        if verbose && format == .text {
            context.output.line(snapshot.packages.isEmpty ? "Discovered (package at '\(root)'):" : "Discovered (\(snapshot.packages.count) local packages read from '\(root)'):")
            for line in final.discovered { context.output.line("  \(line)") }
            context.output.line("")
        }
        let location = ReportLocation.find(root: root, runningIn: runsAbove ? here : nil, in: context.fileSystem)
        context.output.line(final.formatted(format, location: location, strict: strict, useColor: context.output.useColor))
        return final.exitCode(strict: strict)
    }

    /// `.fia/baseline.json`, parsed; `nil` when the project has none.
    func readBaseline(root: String, in context: CommandContext) throws -> Result<Baseline, BaselineError>? {
        guard let text = try context.fileSystem.contents(of: Path.join(root, Baseline.path)) else { return nil }
        return Result { () throws(BaselineError) in try Baseline(json: text) }
    }
}
