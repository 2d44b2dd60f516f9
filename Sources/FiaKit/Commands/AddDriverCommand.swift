/// `fia add driver <Name>`: render a driver and wire it into the project, with no presenter.
/// It runs `add feature`'s planner with the presenter left out, so both write and wire a
/// driver the same way.
public struct AddDriverCommand: Command {
    public static let spec = CommandSpec(
        name: "add driver",
        abstract: "Add a driver: protocol, provider, mock, real driver, tests, and their wiring.",
        discussion: """
          Creates the entity (unless it exists), the driver protocol and provider (DomainLayer), the
          mock driver (PresentationLayer), the <Name>Framework module with the real driver (or the
          file in the framework-layer target) and its tests; then edits Package.swift, the test
          plans (UnitTests, DriverTests and the Production app's), MockDIContainer and DIContainer.
          With --no-entity the driver takes values instead of returning entities: its protocol
          requires 'func send(_ value: String) async throws' (analytics, logging, clipboard), and
          its mock records 'sentValues'.
          """,
        arguments: [.init(name: "name", help: "The driver's name, e.g. Keychain ('user-defaults' becomes UserDefaults).")],
        options: [
            .value("--entity", "name", "The entity the driver returns (default: the driver name)."),
            .flag("--no-entity", "The driver returns nothing: it sends values out (func send(_:))."),
            .flag("--dry-run", "Print the plan and the edits, and write nothing."),
            .flag("--force", "Re-render the driver's existing files (entries are never duplicated)."),
            .value("--project", "dir", "The project's directory (default: found from the current directory).").completing(.directory),
        ]
    )

    public var driver: FeatureRequest
    public var dryRun: Bool
    public var force: Bool
    public var project: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        let command = Self.spec.name
        let name = try TypeName(arguments.positionals[0], what: "driver name", command: command)
        let entity = try arguments.values["--entity"].map { raw throws(UsageError) in try TypeName(raw, what: "entity name", command: command) }
        let noEntity = arguments.has("--no-entity")
        if noEntity, entity != nil {
            throw UsageError("--no-entity and --entity contradict each other; pass one of them", command: command)
        }
        driver = FeatureRequest(
            name: name, driver: name, entity: entity, uses: [], createsDriver: true, rendersView: false,
            returnsEntities: !noEntity, rendersPresenter: false
        )
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
        project = arguments.values["--project"]
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let root = try ProjectLocator.root(explicit: project, in: context)
        let planner = FeaturePlanner(context, root: root, force: force)
        return try context.planAndWrite(root, dryRun: dryRun, done: """

            Added the \(driver.name) driver. Next:
              swift build && swift test
              fia add feature <Name> --uses \(driver.name)   (or fia add usecase <Name> --uses \(driver.name))
            """ + planner.notes.text) {
            try planner.plan(driver)
        }
    }
}
