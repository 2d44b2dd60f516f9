/// The role of every target of a package, by FIA's naming conventions and the project
/// config, and the layer rule between any two of them.
///
/// The rule: DomainLayer depends on nothing internal; PresentationLayer only on DomainLayer;
/// framework modules only on DomainLayer; DependencyInjectionLayer on anything; no other
/// target depends on a framework module or the DI layer. A test target `XTests` may use
/// `X` and whatever `X` may use.
public struct TargetClassification: Sendable {
    public let configuration: ProjectConfiguration
    private var roles: [String: TargetRole] = [:]
    /// The package's framework modules, in manifest order.
    public private(set) var frameworks: [String] = []

    public init(manifest: PackageManifest, configuration: ProjectConfiguration) {
        self.configuration = configuration
        let configuredFrameworks = Set(configuration.frameworks)
        for target in manifest.targets where target.kind != .test {
            let role = Self.role(of: target, configuration: configuration, configuredFrameworks: configuredFrameworks)
            roles[target.name] = role
            if role == .framework { frameworks.append(target.name) }
        }
        for target in manifest.targets where target.kind == .test {
            let subject = target.name.hasSuffix("Tests") ? String(target.name.dropLast(5)) : nil
            roles[target.name] = .test(subject: subject.flatMap { roles[$0] == nil ? nil : $0 })
        }
    }

    private static func role(
        of target: PackageManifest.Target,
        configuration: ProjectConfiguration,
        configuredFrameworks: Set<String>
    ) -> TargetRole {
        let name = target.name
        if name == configuration.domain { return .domain }
        if name == configuration.presentation { return .presentation }
        if name == configuration.dependencyInjection { return .dependencyInjection }
        let folder = Path.normalize(target.resolvedPath).dropFirst()
        if configuredFrameworks.contains(name) || name.hasSuffix("Framework") || folder.hasPrefix("Sources/FrameworkLayer/") {
            return .framework
        }
        return name.hasSuffix("Layer") ? .otherLayer : .other
    }

    /// The role of the target `name`; `nil` when the package has no such target.
    public func role(of name: String) -> TargetRole? {
        roles[name]
    }

    /// Whether `name` is a target of the package (a module doctor knows the rules of).
    public func isTarget(_ name: String) -> Bool {
        roles[name] != nil
    }

    /// Whether `name` is a framework module or the DI layer: what the Development app must not reach.
    public func isProductionOnly(_ name: String) -> Bool {
        roles[name] == .framework || roles[name] == .dependencyInjection
    }

    /// The rule `from` breaks by depending on `to`, or `nil` when the dependency is allowed.
    /// Dependencies on anything that is not a target of the package are always allowed.
    public func violation(from: String, to: String) -> LayerViolation? {
        guard let source = roles[from], let destination = roles[to], from != to else { return nil }
        if case .test(let subject) = source {
            guard let subject else { return nil }
            return subject == to ? nil : violation(from: subject, to: to)
        }
        let domain = configuration.domain
        let injection = configuration.dependencyInjection
        switch (source, destination) {
        case (_, .test), (.dependencyInjection, _):
            return nil
        case (.domain, _):
            return LayerViolation(
                rule: "'\(domain)' may depend on no other module of the package",
                hint: "move what '\(domain)' needs into '\(domain)', or invert the dependency with a protocol declared in '\(domain)'"
            )
        case (.presentation, .domain), (.framework, .domain):
            return nil
        case (.presentation, _):
            return LayerViolation(
                rule: "'\(configuration.presentation)' may depend only on '\(domain)'",
                hint: destination == .framework
                    ? "call the framework through a driver protocol in '\(domain)'; only '\(injection)' links framework modules"
                    : "depend on a protocol in '\(domain)' instead; '\(injection)' provides the implementation"
            )
        case (.framework, _):
            return LayerViolation(
                rule: "framework modules may depend only on '\(domain)'",
                hint: "a framework module implements one driver protocol of '\(domain)' and uses nothing else of the package"
            )
        case (_, .framework), (_, .dependencyInjection):
            return LayerViolation(
                rule: "only '\(injection)' may depend on framework modules and '\(injection)'",
                hint: "depend on protocols in '\(domain)' instead; '\(injection)' wires the implementations in"
            )
        default:
            return nil
        }
    }
}
