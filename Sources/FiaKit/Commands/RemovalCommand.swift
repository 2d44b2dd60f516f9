/// What the three `remove` commands share: their options, and plan-then-write under the lock.
public struct RemovalCommand: Sendable {
    public enum Subject: Equatable, Sendable {
        case feature(TypeName), driver(TypeName), useCase(TypeName)

        var name: TypeName {
            switch self {
            case .feature(let name), .driver(let name), .useCase(let name): name
            }
        }

        /// `feature`, `driver` or `use case`, for messages.
        var kind: String {
            switch self {
            case .feature: "feature"
            case .driver: "driver"
            case .useCase: "use case"
            }
        }
    }

    public var subject: Subject
    public var dryRun: Bool
    public var force: Bool
    public var project: String?

    init(subject: Subject, arguments: ParsedArguments) {
        self.subject = subject
        dryRun = arguments.has("--dry-run")
        force = arguments.has("--force")
        project = arguments.values["--project"]
    }

    static func options(removing what: String) -> [CommandSpec.Option] {
        [
            .flag("--dry-run", "Print the plan and the edits, and write nothing."),
            .flag("--force", "Also delete \(what) files changed since fia rendered them."),
            .value("--project", "dir", "The project's directory (default: found from the current directory).").completing(.directory),
        ]
    }

    func run(in context: CommandContext, done: String) throws -> Int32 {
        let root = try ProjectLocator.root(explicit: project, in: context)
        var notes: [String] = []
        let status = try context.planAndWrite(root, dryRun: dryRun, done: "\n" + done + " Next:\n  swift build && swift test\n  fia doctor") {
            let result = try RemovalPlanner(context, root: root, force: force).plan(subject)
            notes = result.notes
            return result.plan
        }
        for note in notes { context.output.line("note: \(note)") }
        return status
    }
}
