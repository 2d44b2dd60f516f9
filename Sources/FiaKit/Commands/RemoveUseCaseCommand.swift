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
