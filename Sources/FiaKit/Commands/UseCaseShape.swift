/// What fia needs to know of a use case to generate code that calls it: the drivers its
/// `<U>InteractorDependency` composes, and the one whose entities `execute()` returns.
struct UseCaseShape: Equatable {
    /// A driver the use case uses, and what its protocol requires.
    struct UsedDriver: Equatable {
        var name: TypeName
        /// `E` when the protocol requires `fetchAll() -> [E]`.
        var entity: TypeName?
        /// Whether the protocol requires `send(_:)` (`add driver --no-entity`).
        var sends: Bool
    }

    var name: TypeName
    var drivers: [UsedDriver]

    /// The first driver returning entities: `execute()` returns what it fetches.
    var primary: UsedDriver? { drivers.first { $0.entity != nil } }
    /// The drivers `execute()` sends the use case's name to.
    var sinks: [UsedDriver] { drivers.filter { $0.entity == nil && $0.sends } }

    /// Reads what each of `drivers` requires from its protocol in the domain layer.
    static func drivers(_ drivers: [TypeName], layout: ProjectLayout, fileSystem: any FileSystem) throws -> [UsedDriver] {
        try drivers.map { driver in
            guard let declaration = layout.driverProtocol(driver) else { throw FeatureError.unknownDriver(driver.value) }
            let source = try fileSystem.contents(of: layout.path(declaration.file)) ?? ""
            return UsedDriver(
                name: driver,
                entity: DriverProtocolInspector.entity(returnedByFetchAllIn: source).map(TypeName.init(verbatim:)),
                sends: DriverProtocolInspector.requiresSend(in: source)
            )
        }
    }

    /// The existing use case `name`, read from its `<name>InteractorDependency` protocol; `nil`
    /// when the project declares none.
    static func existing(_ name: TypeName, layout: ProjectLayout, fileSystem: any FileSystem) throws -> UseCaseShape? {
        let dependency = "\(name)InteractorDependency"
        guard let declaration = layout.snapshot.sources.lazy.flatMap({ $0.summary.protocols }).first(where: { $0.name == dependency })
        else { return nil }
        let providers = declaration.inheritedTypes.filter { $0.hasSuffix("DriverProvider") && $0 != "DriverProvider" }
        let drivers = providers.map { TypeName(verbatim: String($0.dropLast("DriverProvider".count))) }
        return UseCaseShape(name: name, drivers: try Self.drivers(drivers, layout: layout, fileSystem: fileSystem))
    }
}
