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

/// `fia remove driver <Name>`: the inverse of `add driver`, refused while something uses the driver.
public struct RemoveDriverCommand: Command {
    public static let spec = CommandSpec(
        name: "remove driver",
        abstract: "Remove a driver no feature or use case uses, and its wiring.",
        discussion: """
          Deletes the driver protocol and provider, the mock, the <Name>Framework module and its tests
          (and the entity, unless another file uses it), and takes the driver out of Package.swift, the
          containers, the test plans and the app's scheme. Refused while a feature or use case uses it.
          """,
        arguments: [
            .init(name: "name", help: "The driver's name, e.g. Keychain.").completing(.projectNames(.drivers, commaSeparated: false))
        ],
        options: RemovalCommand.options(removing: "the driver's")
    )

    public var removal: RemovalCommand

    public init(arguments: ParsedArguments) throws(UsageError) {
        let name = try TypeName(arguments.positionals[0], what: "driver name", command: Self.spec.name)
        removal = RemovalCommand(subject: .driver(name), arguments: arguments)
    }

    public func run(in context: CommandContext) throws -> Int32 {
        try removal.run(in: context, done: "Removed the \(removal.subject.name) driver.")
    }
}

/// `fia remove usecase <Name>`: the inverse of `add usecase`, refused while a feature uses it.
public struct RemoveUseCaseCommand: Command {
    public static let spec = CommandSpec(
        name: "remove usecase",
        abstract: "Remove a use case no feature uses, and its wiring.",
        discussion: """
          Deletes the UseCase, Interactor and InteractorDependency and their tests, and takes the
          dependency out of DIContainerDependency. Its drivers stay. Refused while a feature uses it.
          """,
        arguments: [
            .init(name: "name", help: "The use case's name, e.g. Checkout.").completing(.projectNames(.useCases, commaSeparated: false))
        ],
        options: RemovalCommand.options(removing: "the use case's")
    )

    public var removal: RemovalCommand

    public init(arguments: ParsedArguments) throws(UsageError) {
        let name = try TypeName(arguments.positionals[0], what: "use case name", command: Self.spec.name)
        removal = RemovalCommand(subject: .useCase(name), arguments: arguments)
    }

    public func run(in context: CommandContext) throws -> Int32 {
        try removal.run(in: context, done: "Removed the \(removal.subject.name) use case.")
    }
}
