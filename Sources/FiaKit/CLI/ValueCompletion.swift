/// What a shell should offer for an option's value or an argument: data next to the
/// `CommandSpec`, turned into bash, zsh and fish scripts by `fia completion`.
public enum ValueCompletion: Sendable, Equatable {
    /// Nothing to offer: a new name, free text.
    case none
    /// One of a fixed list (`--format`'s formats).
    case choices([String])
    /// A directory on disk.
    case directory
    /// Names found in the current project; `commaSeparated` for lists such as `--uses A,B`.
    case projectNames(ProjectNameKind, commaSeparated: Bool)
}

/// The kinds of names `fia completion list <kind>` prints from the current project.
public enum ProjectNameKind: String, Sendable, CaseIterable {
    /// Features: `<Name>` of each `<Name>PresenterDependency` of the presentation layer.
    case features
    /// Drivers: `<Name>` of each `<Name>DriverProvider` of the domain layer.
    case drivers
    /// Use cases: `<Name>` of each `<Name>InteractorDependency` of the domain layer.
    case useCases = "usecases"
}

extension CommandSpec.Option {
    /// This option with `completion` for its value.
    public func completing(_ completion: ValueCompletion) -> Self {
        var copy = self
        copy.completion = completion
        return copy
    }
}

extension CommandSpec.Argument {
    /// This argument with `completion` for its value.
    public func completing(_ completion: ValueCompletion) -> Self {
        var copy = self
        copy.completion = completion
        return copy
    }
}
