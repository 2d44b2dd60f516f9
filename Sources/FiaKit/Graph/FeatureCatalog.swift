/// The features and drivers of a project, read from the protocols `fia add feature` declares:
/// a feature is a `<Name>PresenterDependency` of the presentation layer, a driver a
/// `<Name>DriverProvider` of the domain layer, and a feature uses the drivers whose
/// providers its dependency protocol inherits.
public struct FeatureCatalog: Equatable, Sendable {
    public struct Feature: Equatable, Sendable {
        /// `Settings` for `SettingsPresenterDependency`.
        public var name: String
        /// The drivers it uses, as `<Name>` of `<Name>DriverProvider`, in inheritance order.
        public var drivers: [String]
    }

    /// In the order the project declares them (by file path, then line).
    public var features: [Feature]
    /// Every `<Name>DriverProvider` of the domain layer, in declaration order.
    public var drivers: [String]
    /// Every `<Name>InteractorDependency` of the domain layer (`add usecase`), in declaration order.
    public var useCases: [String] = []

    public init(features: [Feature], drivers: [String], useCases: [String] = []) {
        self.features = features
        self.drivers = drivers
        self.useCases = useCases
    }

    public init(snapshot: ProjectSnapshot) {
        let layers = snapshot.layers
        features = snapshot.protocols
            .filter { $0.target == layers.presentation }
            .compactMap { declaration in
                Self.stem(of: declaration.name, suffix: "PresenterDependency").map { name in
                    Feature(name: name, drivers: declaration.inheritedTypes.compactMap { Self.stem(of: $0, suffix: "DriverProvider") })
                }
            }
        drivers = snapshot.protocols
            .filter { $0.target == layers.domain }
            .compactMap { Self.stem(of: $0.name, suffix: "DriverProvider") }
        useCases = snapshot.protocols
            .filter { $0.target == snapshot.layers.domain }
            .compactMap { Self.stem(of: $0.name, suffix: "InteractorDependency") }
    }

    /// The names of `kind`, each once, in declaration order.
    public func names(_ kind: ProjectNameKind) -> [String] {
        var seen = Set<String>()
        let names = switch kind {
        case .features: features.map(\.name)
        case .drivers: drivers
        case .useCases: useCases
        }
        return names.filter { seen.insert($0).inserted }
    }

    /// `Settings` for `SettingsDriverProvider` and suffix `DriverProvider`; `nil` when `name`
    /// does not end in the suffix or is only the suffix. Inherited types come by their simple
    /// names (`DomainLayer.X` as `X`: `InheritanceClause.simpleNames`).
    static func stem(of name: String, suffix: String) -> String? {
        guard name.hasSuffix(suffix), name.count > suffix.count else { return nil }
        return String(name.dropLast(suffix.count))
    }
}
