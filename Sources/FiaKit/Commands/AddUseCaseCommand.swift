/// `fia add usecase <Name> --uses A,B`: a use case protocol, its interactor and interactor
/// dependency in the domain layer, and their tests on both containers.
public struct AddUseCaseCommand: Command {
    public static let spec = CommandSpec(
        name: "add usecase",
        abstract: "Add a use case: UseCase protocol, Interactor, InteractorDependency, tests, and their wiring.",
        discussion: """
          Creates <Name>UseCase, <Name>Interactor<Dependency: <Name>InteractorDependency> and
          <Name>InteractorDependency (composing the --uses drivers' providers) in DomainLayer, and
          the interactor's tests on MockDIContainer (PresentationLayerTests) and on DIContainer
          (DependencyInjectionLayerTests); then composes the dependency into DIContainerDependency.
          execute() returns what the first driver of --uses that returns entities fetches, and sends
          the use case's name to each driver made with 'add driver --no-entity'.
          A presenter calls it with 'fia add feature <Feature> --usecase <Name>'.
          """,
        arguments: [.init(name: "name", help: "The use case's name, e.g. Checkout ('place-order' becomes PlaceOrder).")],
        options: [
            .value("--uses", "drivers", "Comma-separated existing drivers the interactor uses (required).")
                .completing(.projectNames(.drivers, commaSeparated: true)),
            .flag("--dry-run", "Print the plan and the edits, and write nothing."),
            .flag("--force", "Re-render the use case's existing files (entries are never duplicated)."),
            .value("--project", "dir", "The project's directory (default: found from the current directory).").completing(.directory),
        ]
    )

    public var name: TypeName
    public var uses: [TypeName]
    public var dryRun: Bool
    public var force: Bool
    public var project: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        let command = Self.spec.name
        name = try TypeName(arguments.positionals[0], what: "use case name", command: command)
        guard let list = arguments.values["--uses"] else {
            throw UsageError("add usecase needs --uses to name the drivers the interactor uses", command: command)
        }
        uses = try TypeName.list(list, option: "--uses", what: "driver name", command: command)
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
        project = arguments.values["--project"]
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let root = try ProjectLocator.root(explicit: project, in: context)
        let planner = FeaturePlanner(context, root: root, force: force)
        return try context.planAndWrite(root, dryRun: dryRun, done: """

            Added the \(name) use case. Next:
              swift build && swift test
              fia add feature <Name> --usecase \(name)
            """ + planner.notes.text) {
            try planner.plan(useCase: name, uses: uses)
        }
    }
}

extension TypeName {
    /// The names of a comma-separated option value (`--uses A,B`), each once, in order.
    static func list(_ list: String, option: String, what: String, command: String) throws(UsageError) -> [TypeName] {
        var names: [TypeName] = []
        for raw in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = raw.trimmingSpaces
            guard !trimmed.isEmpty else {
                throw UsageError("'\(option) \(list)' has an empty \(what); separate names with single commas", command: command)
            }
            let name = try TypeName(trimmed, what: what, command: command)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
