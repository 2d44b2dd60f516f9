/// `fia add feature <Name>`: render a feature's stubs and wire them into the project.
public struct AddFeatureCommand: Command {
    public static let spec = CommandSpec(
        name: "add feature",
        abstract: "Add a feature: presenter, view, driver, mock, tests, and their wiring.",
        discussion: """
          Creates the entity, driver protocol and provider (DomainLayer), the presenter, its
          dependency and its SwiftUI view with previews (PresentationLayer), the mock driver, the
          <Driver>Framework module with the real driver, and their tests; then edits Package.swift,
          the test plans (UnitTests, DriverTests and the Production app's, each entry written from
          the container of the schemes that run the plan), DIContainerDependency, MockDIContainer,
          DIContainer and AppScreen. No Xcode project or scheme is edited: the apps' schemes run
          the plans. An existing driver is reused.
          With --usecase U the presenter calls U's interactor and creates no driver. A missing U is
          created in the same run, exactly as 'fia add usecase U --uses <drivers>' creates it, on the
          existing drivers of --uses (required then); for an existing U, --uses names drivers the
          presenter needs besides U's.
          """,
        arguments: [.init(name: "name", help: "The feature's name, e.g. Settings ('user-profile' becomes UserProfile).")],
        options: [
            .value("--driver", "name", "The driver the presenter loads from (default: the feature name).")
                .completing(.projectNames(.drivers, commaSeparated: false)),
            .value("--entity", "name", "The entity the driver returns (default: the driver name)."),
            .value("--uses", "drivers", "Comma-separated existing drivers the presenter also needs (a new --usecase's drivers).")
                .completing(.projectNames(.drivers, commaSeparated: true)),
            .value("--usecase", "name", "A use case the presenter calls instead of a driver; created on the drivers of --uses when missing.")
                .completing(.projectNames(.useCases, commaSeparated: false)),
            .flag("--no-driver", "Create no driver: the presenter loads from the first driver of --uses."),
            .flag("--no-view", "Create no SwiftUI view and no AppScreen case (also: \"views\": false in .fia/config.json)."),
            .flag("--dry-run", "Print the plan and the edits, and write nothing."),
            .flag("--force", "Re-render the feature's existing stubs (entries are never duplicated)."),
            .value("--project", "dir", "The project's directory (default: found from the current directory).").completing(.directory),
        ]
    )

    public var feature: FeatureRequest
    public var dryRun: Bool
    public var force: Bool
    public var project: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        let command = Self.spec.name
        let name = try TypeName(arguments.positionals[0], what: "feature name", command: command)
        let driver = try arguments.values["--driver"].map { raw throws(UsageError) in try TypeName(raw, what: "driver name", command: command) }
        let entity = try arguments.values["--entity"].map { raw throws(UsageError) in try TypeName(raw, what: "entity name", command: command) }
        let uses = try arguments.values["--uses"].map { list throws(UsageError) in
            try TypeName.list(list, option: "--uses", what: "driver name", command: command)
        } ?? []
        let usecase = try arguments.values["--usecase"].map { raw throws(UsageError) in try TypeName(raw, what: "use case name", command: command) }
        if usecase != nil, driver != nil || arguments.has("--no-driver") {
            throw UsageError("--usecase takes its drivers from the use case; drop --driver and --no-driver", command: command)
        }
        let noDriver = arguments.has("--no-driver")
        if noDriver {
            guard !uses.isEmpty else {
                throw UsageError("--no-driver needs --uses to name the drivers the presenter loads from", command: command)
            }
            if driver != nil {
                throw UsageError("--no-driver and --driver contradict each other; pass one of them", command: command)
            }
        }
        let primary = noDriver ? uses[0] : (driver ?? name)
        feature = FeatureRequest(
            name: name,
            driver: primary,
            entity: entity,
            // With --usecase, --uses names the use case's drivers (or the presenter's extra ones), never the feature's own.
            uses: usecase == nil ? uses.filter { $0 != primary } : uses,
            createsDriver: !noDriver,
            rendersView: !arguments.has("--no-view"),
            usecase: usecase
        )
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
        project = arguments.values["--project"]
    }

    public func run(in context: CommandContext) throws -> Int32 {
        let root = try ProjectLocator.root(explicit: project, in: context)
        let planner = FeaturePlanner(context, root: root, force: force)
        return try context.planAndWrite(root, dryRun: dryRun, done: """

            Added \(feature.name). Next:
              swift build && swift test
              fia doctor
            """ + planner.notes.text) {
            try planner.plan(feature)
        }
    }
}

/// What the user asked `add feature` for, with names normalised and defaults applied.
public struct FeatureRequest: Equatable, Sendable {
    public var name: TypeName
    /// The driver the presenter loads from.
    public var driver: TypeName
    /// The entity the driver returns, when given with --entity.
    public var entity: TypeName?
    /// Other existing drivers the presenter needs.
    public var uses: [TypeName]
    /// Whether `driver` is the feature's own (created when missing), rather than one named by --uses.
    public var createsDriver: Bool
    /// Whether to render the feature's SwiftUI view and `AppScreen` case (unless the project opts out).
    public var rendersView: Bool = true
    /// Whether the driver returns a list of entities (`fetchAll()`), rather than taking values
    /// (`send(_:)`, `add driver --no-entity`).
    public var returnsEntities: Bool = true
    /// Whether to render a presenter at all: `add driver` renders and wires the driver alone.
    public var rendersPresenter: Bool = true
    /// The existing use case the presenter calls instead of a driver (`--usecase`).
    public var usecase: TypeName? = nil
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
