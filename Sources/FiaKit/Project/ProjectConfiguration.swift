// The project config: `.fia/config.json`, optional. Every key is optional; a missing file
// means everything is discovered. It names any role fia would otherwise discover:
//
//     {
//       "domain": "Core", "presentation": "UI", "dependencyInjection": "Composition",
//       "frameworks": ["Networking", "Storage"], "frameworkLayer": "Infrastructure",
//       "compositionProtocol": "AppDependency", "container": "AppContainer", "mockContainer": "PreviewContainer",
//       "driverMockName": "{protocol}Mock",
//       "developmentApp": "DemoDev",
//       "apps": ["../Development/Development.xcodeproj", "App/project.yml"],
//       "testPlans": ["../TestPlans"],
//       "testTargets": {"presentation": "PresenterTests", "dependencyInjection": "AppTests", "framework": "DriverTests"},
//       "folders": {"entities": "Sources/Domain/Model", "driverProtocols": "Sources/Domain/Interfaces", "mocks": "Sources/Presentation/Mocks"}
//     }
//
// - "domain", "presentation", "dependencyInjection": the layer targets (found by name, folder and
//   dependency shape otherwise: "DomainLayer"/"Domain", …).
// - "frameworks": targets that are framework modules besides the discovered ones ("…Framework",
//   folders under "Sources/FrameworkLayer/" or "Sources/Framework/").
// - "frameworkLayer": the one target holding every driver (found: "FrameworkLayer"/"Framework").
// - "compositionProtocol", "container", "mockContainer": the protocol composing every presenter's
//   dependency and the types conforming to it (found by conformance otherwise).
// - "driverMockName": how `add feature` names a driver's mock, `{driver}` and `{protocol}` replaced
//   (default "Mock{driver}Driver"); doctor accepts any conforming type as a mock.
// - "developmentApp": the Development app's target name, or an array of them.
// - "apps": Xcode projects, workspaces or XcodeGen specs to read, relative to the package.
// - "testPlans": test plan files or folders, relative to the package.
//   Every path ("apps", "testPlans", "folders") must lead to a place inside the repository holding
//   the package once `..` and links are followed (`RepositoryBoundary`); one that does not makes
//   the config invalid; so does an app or plan that is not there, or a folder that is a file.
// - "testTargets": the test targets `add feature` puts presenter, container and driver tests in.
// - "folders": where `add feature` puts entities, driver protocols and mocks, relative to the package
//   (found beside the existing ones otherwise).
// - "shared": modules the layers may depend on besides the layer rule (a `Core`, a `CoreUI`):
//   an array of target names any layer may use, or an object naming the layers that may use each,
//   `{"Core": ["domain", "presentation", "framework", "dependencyInjection"], "CoreUI": ["presentation"]}`.
//   A shared module itself may depend only on the layers every layer using it may depend on (so a
//   module only presentation and the DI layer use may depend on the domain; one any layer uses, on none).
// - "views": whether `fia add feature` renders a SwiftUI view and a scene entry for each feature
//   (default true; `fia new --no-views` writes false, for teams that keep views elsewhere).
// - "featureModules": the project keeps each feature in a module of its own (`fia new
//   --feature-modules` writes it), `{"folder": "Sources/Features", "support": "PresentationSupport"}`:
//   `add feature` puts feature `X` in the module `XFeature` at `<folder>/X`, depending on the domain
//   and on `support`, the presentation support module (the load state, the drivers' mocks) that
//   the presentation modules and the DI layer share. Both keys are optional (those are the defaults).
//
// Anything else is malformed: invalid JSON, a value of the wrong type, or an unknown key (a typo
// would otherwise be silently ignored); doctor reports it as an error.

/// What a project names explicitly in `.fia/config.json`; `nil` and empty mean "discover it".
public struct ProjectConfiguration: Equatable, Sendable {
    /// Where the config lives, relative to the project's root.
    public static let path = ".fia/config.json"
    /// The keys a config may have, for hints.
    public static let keys = [
        "domain", "presentation", "dependencyInjection", "frameworks", "frameworkLayer", "compositionProtocol",
        "container", "mockContainer", "driverMockName", "developmentApp", "apps", "testPlans", "testTargets",
        "folders", "views", "shared", "featureModules", "severity", "ignore",
    ]

    public var domain: String?
    public var presentation: String?
    public var dependencyInjection: String?
    /// Extra framework modules, on top of the discovered ones.
    public var frameworks: [String] = []
    public var frameworkLayer: String?
    public var compositionProtocol: String?
    public var container: String?
    public var mockContainer: String?
    public var driverMockName: String?
    public var developmentApps: [String] = []
    public var apps: [String] = []
    public var testPlans: [String] = []
    /// Test targets by kind: "presentation", "dependencyInjection", "framework".
    public var testTargets: [String: String] = [:]
    /// Folders by kind: "entities", "driverProtocols", "mocks".
    public var folders: [String: String] = [:]
    /// Whether `add feature` renders each feature's SwiftUI view and `AppScreen` entry.
    public var views = true
    /// Shared modules and the layers that may use each (`"shared"`).
    public var shared: [String: Set<LayerRole>] = [:]
    /// Where the project keeps one module per feature (`"featureModules"`); `nil`: the features
    /// share the presentation layer's module.
    public var featureModules: FeatureModules?
    /// Doctor's `"severity"` and `"ignore"` keys (see `DoctorConfiguration`).
    public var doctor = DoctorConfiguration()

    /// No explicit roles: everything is discovered.
    public init() {}

    /// The feature-module layout: one module `<Name>Feature` per feature, in `folder/<Name>`.
    public struct FeatureModules: Equatable, Sendable {
        public static let defaultFolder = "Sources/Features"
        public static let defaultSupport = "PresentationSupport"
        /// Where each feature's module folder goes, relative to the package.
        public var folder: String
        /// The presentation support module every feature module depends on (with the domain).
        public var support: String

        public init(folder: String = defaultFolder, support: String = defaultSupport) {
            self.folder = folder
            self.support = support
        }

        /// The module of feature `name`: `ProfileFeature` (a module named `Profile` would clash
        /// with an entity or view type of the same name).
        public static func module(of feature: String) -> String { feature + "Feature" }
    }

    /// Parses a config file's text; throws a problem in one sentence.
    public init(json: String) throws(ProjectConfigurationError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            throw .invalidJSON
        }
        guard let members = root.members else {
            throw .notAnObject
        }
        for member in members.sorted(by: { $0.key < $1.key }) {
            try read(member.key, member.value)
        }
    }

    private mutating func read(_ key: String, _ value: JSONValue) throws(ProjectConfigurationError) {
        switch key {
        case "views":
            guard let flag = value.boolValue else { throw .wrongType(key: key, expected: "true or false") }
            views = flag
        case "domain": domain = try Self.name(value, key)
        case "presentation": presentation = try Self.name(value, key)
        case "dependencyInjection": dependencyInjection = try Self.name(value, key)
        case "frameworkLayer": frameworkLayer = try Self.name(value, key)
        case "compositionProtocol": compositionProtocol = try Self.name(value, key, expected: "a protocol name")
        case "container": container = try Self.name(value, key, expected: "a type name")
        case "mockContainer": mockContainer = try Self.name(value, key, expected: "a type name")
        case "driverMockName": driverMockName = try Self.name(value, key, expected: "a name pattern such as \"{protocol}Mock\"")
        case "developmentApp":
            developmentApps = value.stringValue != nil ? [try Self.name(value, key)] : try Self.names(value, key, expected: "a target name or an array of them")
        case "frameworks": frameworks = try Self.names(value, key, expected: "an array of target names")
        case "apps": apps = try Self.names(value, key, expected: "an array of paths")
        case "testPlans": testPlans = try Self.names(value, key, expected: "an array of paths")
        case "shared": shared = try Self.shared(value, key)
        case "severity", "ignore": try doctor.parse(key, value)
        case "testTargets":
            testTargets = try Self.kinds(value, key, ["presentation", "dependencyInjection", "framework"], expected: "a target name")
        case "folders":
            folders = try Self.kinds(value, key, ["entities", "driverProtocols", "mocks"], expected: "a path")
        case "featureModules":
            let members = try Self.kinds(value, key, ["folder", "support"], expected: "a string")
            featureModules = FeatureModules(folder: members["folder"] ?? FeatureModules.defaultFolder, support: members["support"] ?? FeatureModules.defaultSupport)
        default:
            throw .unknownKey(key)
        }
    }

    private static func name(_ value: JSONValue, _ key: String, expected: String = "a target name") throws(ProjectConfigurationError) -> String {
        guard let name = value.stringValue, !name.isEmpty else { throw .wrongType(key: key, expected: expected) }
        return name
    }

    /// An object whose keys are among `kinds`, each naming a string.
    private static func kinds(_ value: JSONValue, _ key: String, _ kinds: [String], expected: String) throws(ProjectConfigurationError) -> [String: String] {
        guard let object = value.members else { throw .wrongType(key: key, expected: "an object") }
        var result: [String: String] = [:]
        for (kind, item) in object.map({ ($0.key, $0.value) }) {
            guard kinds.contains(kind) else { throw .unknownKey("\(key).\(kind)") }
            result[kind] = try name(item, "\(key).\(kind)", expected: expected)
        }
        return result
    }

    /// `["Core"]` (every layer may use it) or `{"CoreUI": ["presentation"]}`.
    private static func shared(_ value: JSONValue, _ key: String) throws(ProjectConfigurationError) -> [String: Set<LayerRole>] {
        let expected = "an array of target names, or an object naming the layers that may use each"
        if value.elements != nil {
            let modules = try names(value, key, expected: expected)
            return Dictionary(modules.map { ($0, Set(LayerRole.allCases)) }, uniquingKeysWith: { first, _ in first })
        }
        guard let object = value.members else { throw .wrongType(key: key, expected: expected) }
        var result: [String: Set<LayerRole>] = [:]
        for member in object {
            let layers = "an array of layers: \(LayerRole.listed)"
            guard !member.key.isEmpty else { throw .wrongType(key: key, expected: expected) }
            let names = try names(member.value, "\(key).\(member.key)", expected: layers)
            var roles = Set<LayerRole>()
            for name in names {
                guard let role = LayerRole(rawValue: name) else { throw .wrongType(key: "\(key).\(member.key)", expected: layers) }
                roles.insert(role)
            }
            result[member.key] = roles
        }
        return result
    }

    private static func names(_ value: JSONValue, _ key: String, expected: String) throws(ProjectConfigurationError) -> [String] {
        guard let list = value.elements else { throw .wrongType(key: key, expected: expected) }
        return try list.map { item throws(ProjectConfigurationError) in try name(item, key, expected: expected) }
    }
}

/// Why `.fia/config.json` could not be used.
public enum ProjectConfigurationError: Error, Equatable, CustomStringConvertible {
    case invalidJSON
    case notAnObject
    case wrongType(key: String, expected: String)
    case unknownKey(String)
    /// A path that leads outside the repository holding the package.
    case outsideRepository(key: String, path: String, repository: String)
    /// A path inside the repository that is not there or not what its key expects.
    case unusablePath(key: String, path: String, problem: String)

    public var description: String {
        switch self {
        case .invalidJSON: "the project config is not valid JSON"
        case .notAnObject: "the project config is not a JSON object"
        case .wrongType(let key, let expected): "the project config's '\(key)' must be \(expected)"
        case .unknownKey(let key): "the project config has an unknown key '\(key)'"
        case .outsideRepository(let key, let path, let repository):
            "the project config's '\(key)' is '\(path)', which leads outside the repository '\(repository)'; fia reads and writes only inside it"
        case .unusablePath(let key, let path, let problem):
            "the project config's '\(key)' is '\(path)', \(problem)"
        }
    }
}
