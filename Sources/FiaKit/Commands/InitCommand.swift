/// `fia init`: adopt fia in an existing package. Discovers the roles, writes them to
/// `.fia/config.json` (only what fia would not find by itself), accepts today's findings in
/// `.fia/baseline.json` so that doctor gates CI from the first day, and prints the migration.
public struct InitCommand: Command {
    public static let spec = CommandSpec(
        name: "init",
        abstract: "Adopt fia in an existing package: its config, a baseline of today's findings, the migration plan.",
        discussion: """
          Discovers the package's layers (Domain, ShopDomain, ShopDomainLayer, … and the same for
          Presentation, Framework and DependencyInjection or DI), its containers, mocks and the
          modules the layers share (a Core, a CoreUI), and writes .fia/config.json with what differs
          from fia's own names (nothing, for a project 'fia new' wrote). Then runs doctor with that
          config and records every finding in .fia/baseline.json, as 'fia doctor --write-baseline'
          does: doctor passes until something new breaks a rule. Last, it prints the migration:
          each kind of finding with its count, in the order to fix them.

          An existing .fia/config.json is refused unless --force (which keeps its other keys).
          Running it again changes nothing.
          """,
        options: [
            .flag("--dry-run", "Print the plan, the files' contents and the migration, and write nothing."),
            .flag("--force", "Discover again over an existing .fia/config.json and baseline."),
            .value("--project", "dir", "The package's directory (default: found from the current directory).").completing(.directory),
        ]
    )

    public var dryRun: Bool
    public var force: Bool
    public var project: String?
    /// Gives `swift package dump-package` JSON for manifests that are not literals; replaceable for tests.
    public var dumpPackage: @Sendable (String) throws -> String = SwiftPackageDump.run(in:)

    public init(arguments: ParsedArguments) throws(UsageError) {
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
        project = arguments.values["--project"]
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let location = try ProjectLocator.location(explicit: project, in: context)
        let root = location.root
        let request = ProjectSnapshot.LoadRequest(keptBy: context.loadedProjectsOwner).reading(location)
        let fileSystem = context.fileSystem
        let configPath = Path.join(root, ProjectConfiguration.path)
        let existing = try fileSystem.contents(of: configPath)
        if existing != nil && !force { throw InitError.configExists }
        // Plan, print, write: under the project lock, through the journal, as every writing command.
        try context.withProjectLock(root, readOnly: dryRun) {
            let snapshot = ProjectSnapshot.load(root: root, fileSystem: fileSystem, request, dumpPackage: dumpPackage)
            if let problem = snapshot.manifestProblem { throw InitError.unreadable(snapshot.manifestProblemFile, problem) }
            if let problem = snapshot.configurationProblem { throw InitError.unreadable(ProjectConfiguration.path, problem.description) }
            let config = AdoptionConfig(snapshot: snapshot, existing: existing)
            // Doctor as it will run once the config is written: its findings are the baseline.
            let adopted = config.isEmpty
                ? snapshot
                : ProjectSnapshot.load(
                    root: root, fileSystem: OverlayFileSystem(fileSystem, root: root, replacing: [configPath: config.json], hiding: []),
                    request, dumpPackage: dumpPackage)
            let report = DoctorPolicy(snapshot: adopted, baseline: nil).apply(to: Doctor.run(adopted, describing: false))
            let accepted = report.findings.filter { $0.check != SuppressionsCheck.id }
            var plan = FilePlan(root: root)
            if !config.isEmpty { try plan.render(config.json, at: configPath, force: force, in: fileSystem) }
            try plan.render(Baseline(findings: accepted).json(), at: Path.join(root, Baseline.path), force: force, in: fileSystem)

            try plan.checkInsideRepository(fileSystem)
            let output = context.output
            plan.printStatus(to: output)
            if dryRun { plan.printDiffs(to: output) }
            for (name, users) in config.newlyShared {
                output.line("shared: '\(name)' (used by \(users.map(\.rawValue).joined(separator: ", ")), depending on no layer); take it out of \"shared\" if the layers should not use it")
            }
            for (name, word) in config.withheld {
                output.line("not shared: '\(name)' is framework code by its name ('\(word)'); what the layers use of it stays a finding in the baseline")
            }
            // What plays each role, and why: the config above records it.
            for package in snapshot.packageLines { output.line(package) }
            for (role, how) in snapshot.layers.reasons { output.line("\(role): \(how)") }
            for line in MigrationSummary(findings: accepted, snapshot: adopted).lines { output.line(line) }
            if dryRun {
                output.line("dry run: nothing was written")
                try plan.finishDryRun()
                return
            }
            try plan.apply(to: fileSystem)
            output.changeWritten = true
            output.line("adopted: 'fia doctor' passes until something new breaks a rule; fix the steps above in order, then 'fia doctor --write-baseline' drops what you fixed")
        }
        return Fia.ExitCode.success
    }
}
