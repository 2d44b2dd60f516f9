/// `fia completion list <kind>`: the names completion scripts offer, one per line. Hidden:
/// plumbing for the scripts. Prints nothing, successfully, outside a project or when the
/// project cannot be read, so a completion never shows an error.
public struct CompletionListCommand: Command {
    public static let spec: CommandSpec = {
        var spec = CommandSpec(
            name: "completion list",
            abstract: "Print the project's feature or driver names, one per line (for completion scripts).",
            arguments: [
                CommandSpec.Argument(name: "kind", help: "What to list: \(ProjectNameKind.allCases.map(\.rawValue).joined(separator: "|")).")
                    .completing(.choices(ProjectNameKind.allCases.map(\.rawValue))),
            ],
            options: [
                .value("--project", "dir", "The project's directory (default: found from the current directory).").completing(.directory),
            ]
        )
        spec.isHidden = true
        return spec
    }()

    public var kind: ProjectNameKind
    public var project: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        let named = arguments.positionals[0]
        guard let kind = ProjectNameKind(rawValue: named) else {
            let names = ProjectNameKind.allCases.map(\.rawValue).joined(separator: "|")
            throw UsageError("unknown kind '\(named)' for 'fia completion list'; use one of \(names)", command: Self.spec.name)
        }
        self.kind = kind
        project = arguments.values["--project"]
    }

    public func run(in context: CommandContext) throws -> Int32 {
        guard let root = try? ProjectLocator.root(explicit: project, in: context) else { return Fia.ExitCode.success }
        // Never start `swift package dump-package` here: completion must answer at once, and
        // through add's scan cache, which reads only the files changed since.
        let snapshot = ProjectSnapshot.load(
            root: root, fileSystem: context.fileSystem, .editing(keptBy: context.loadedProjectsOwner)
        ) { _ in
            throw CompletionListError.noDumpPackage
        }
        for name in FeatureCatalog(snapshot: snapshot).names(kind) {
            context.output.line(name)
        }
        return Fia.ExitCode.success
    }
}

private enum CompletionListError: Error {
    case noDumpPackage
}
