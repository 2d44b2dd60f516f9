/// `fia graph`: print the package's module graph, coloured by layer.
public struct GraphCommand: Command {
    public static let spec = CommandSpec(
        name: "graph",
        abstract: "Print the module graph: Mermaid, DOT or JSON.",
        discussion: """
          Reads the project and writes nothing. Every target of Package.swift is a node coloured
          by its layer (domain, presentation, dependencyInjection, framework, test, other), every
          dependency between targets an edge; dependencies on other packages are left out.
          With --features, each feature (a <Name>PresenterDependency) points at the drivers it
          uses, and each driver at its <Name>Framework module.

          Examples:
            fia graph > graph.mmd                       # paste into a README's ```mermaid block
            fia graph --format dot | dot -Tsvg > graph.svg
            fia graph --format json --features | jq '.edges[] | select(.kind == "uses")'
          """,
        options: [
            .value("--format", "format", "How to print the graph: \(GraphFormat.names) (default: mermaid).")
                .completing(.choices(GraphFormat.allCases.map(\.rawValue))),
            .flag("--features", "Add each feature and the drivers it uses."),
            .value("--project", "dir", "The project's directory (default: found from the current directory).")
                .completing(.directory),
        ]
    )

    public var format: GraphFormat
    public var features: Bool
    public var project: String?
    /// `swift package dump-package` for manifests that are not literals, as doctor reads them.
    public var dumpPackage: @Sendable (String) throws -> String = SwiftPackageDump.run(in:)

    public init(arguments: ParsedArguments) throws(UsageError) {
        let named = arguments.values["--format"]
        guard let format = GraphFormat(rawValue: named ?? GraphFormat.mermaid.rawValue) else {
            throw UsageError("unknown format '\(named!)' for 'fia graph'; use one of \(GraphFormat.names)", command: Self.spec.name)
        }
        self.format = format
        features = arguments.has("--features")
        project = arguments.values["--project"]
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let location = try ProjectLocator.location(explicit: project, in: context)
        let snapshot = ProjectSnapshot.load(
            root: location.root, fileSystem: context.fileSystem, ProjectSnapshot.LoadRequest(keptBy: context.loadedProjectsOwner).reading(location),
            dumpPackage: dumpPackage)
        if let problem = snapshot.manifestProblem {
            throw GraphError.unreadableManifest(problem)
        }
        context.output.line(ModuleGraph(snapshot: snapshot, features: features).rendered(format))
        return Fia.ExitCode.success
    }
}

/// Why `fia graph` drew nothing.
public enum GraphError: Error, Equatable, CustomStringConvertible, HintedError {
    case unreadableManifest(String)

    public var description: String {
        switch self {
        case .unreadableManifest(let problem): "cannot draw the module graph: \(problem)"
        }
    }

    public var hint: String? {
        "fix Package.swift until 'swift package dump-package' reads it, then run 'fia graph' again"
    }
}
