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
