/// `fia remove feature <Name>`: the inverse of `add feature`.
public struct RemoveFeatureCommand: Command {
    public static let spec = CommandSpec(
        name: "remove feature",
        abstract: "Remove a feature: the files add feature rendered and every edit it made.",
        discussion: """
          Deletes the presenter, its dependency, its view and its tests, and takes the feature out
          of DIContainerDependency and AppScreen. Its driver goes too (module, Package.swift targets,
          containers, test plans, the app's scheme) unless another feature or use case uses it;
          drivers of --uses and a use case stay. A file changed since fia rendered it is kept and
          listed unless --force. Refuses, writing nothing, when fia's edits were changed by hand.
          A feature with its own module (Sources/Features/<Name>) takes the module and its test
          target with it: targets, dependencies, imports, plan entries and folders; a file in them
          fia did not write for the feature is refused.
          """,
        arguments: [
            .init(name: "name", help: "The feature's name, e.g. Settings.").completing(.projectNames(.features, commaSeparated: false))
        ],
        options: RemovalCommand.options(removing: "the feature's")
    )

    public var removal: RemovalCommand

    public init(arguments: ParsedArguments) throws(UsageError) {
        let name = try TypeName(arguments.positionals[0], what: "feature name", command: Self.spec.name)
        removal = RemovalCommand(subject: .feature(name), arguments: arguments)
    }

    public func run(in context: CommandContext) throws -> Int32 {
        try removal.run(in: context, done: "Removed the \(removal.subject.name) feature.")
    }
}
