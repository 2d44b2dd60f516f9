/// The role of every target of a package, by FIA's naming conventions and the project
/// config, and the layer rule between any two of them.
///
/// The rule: DomainLayer depends on nothing internal; PresentationLayer (or each feature module)
/// only on DomainLayer and presentation support, never a feature module on another; framework
/// modules only on DomainLayer and other framework modules; DependencyInjectionLayer on anything;
/// no other target depends on a framework module or the DI layer. A test target may use its subjects
/// (what it imports) and whatever they may use.
public struct TargetClassification: Sendable {
    public let layers: LayerTargets
    private var roles: [String: TargetRole] = [:]
    /// The package's framework modules, in manifest order.
    public var frameworks: [String] { layers.frameworks }

    /// Roles from the discovered layers; a test target tests `testSubjects[name]` (by default
    /// `X` for `XTests`, when the package has `X`).
    public init(manifest: PackageManifest, layers: LayerTargets, testSubjects: [String: [String]]? = nil) {
        self.layers = layers
        let frameworks = Set(layers.frameworks)
        for target in manifest.targets where target.kind != .test {
            let name = target.name
            roles[name] = name == layers.domain ? .domain
                : name == layers.presentation || layers.featureSet.contains(name) ? .presentation
                : name == layers.dependencyInjection ? .dependencyInjection
                : frameworks.contains(name) ? .framework
                : layers.shared[name].map { .shared(usedBy: $0) }
                ?? (name.hasSuffix("Layer") ? .otherLayer : .other)
        }
        for target in manifest.targets where target.kind == .test {
            let subjects = testSubjects?[target.name]
                ?? (target.name.hasSuffix("Tests") ? [String(target.name.dropLast(5))] : []).filter { roles[$0] != nil }
            roles[target.name] = .test(subjects: subjects)
        }
    }

    public init(manifest: PackageManifest, configuration: ProjectConfiguration) {
        self.init(manifest: manifest, layers: LayerTargets(manifest: manifest, configuration: configuration))
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
        let role = role(of: name)
        return role == .framework || role == .dependencyInjection
    }

    /// The rule `from` breaks by depending on `to`, or `nil` when the dependency is allowed.
    /// Dependencies on anything that is not a target of the package are always allowed.
    public func violation(from: String, to: String) -> LayerViolation? {
        violation(from: dependent(from), to: to)
    }

    /// What the layer rule needs to know of a target that depends on others, looked up once:
    /// a check asking about each import of a target's files then looks up only the module.
    public struct Dependent: Sendable {
        let name: String
        let role: TargetRole?
        /// A test target's subjects and their roles.
        let subjects: [(name: String, role: TargetRole?)]
    }

    /// The target `name` as a dependent, for `violation(from:to:)`.
    public func dependent(_ name: String) -> Dependent {
        let role = roles[name]
        var subjects: [(name: String, role: TargetRole?)] = []
        if case .test(let names)? = role { subjects = names.map { ($0, roles[$0]) } }
        return Dependent(name: name, role: role, subjects: subjects)
    }

    /// The rule `from` breaks by depending on `to`, as `violation(from:to:)` with `from`'s name.
    public func violation(from: Dependent, to: String) -> LayerViolation? {
        guard let source = from.role, let destination = roles[to], from.name != to else { return nil }
        // Feature modules never know each other: screens navigate through the composition's router.
        if layers.featureSet.contains(from.name) && layers.featureSet.contains(to) {
            // A presentation module that is no feature composes them (fia's layout); else the DI layer does.
            let composition = !layers.featureSet.contains(layers.presentation) && !layers.missing.contains("presentation") ? "'\(layers.presentation)'"
                : layers.missing.contains("dependencyInjection") ? "the DI layer" : "'\(layers.dependencyInjection)'"
            return LayerViolation(
                rule: "a feature module never depends on another feature module",
                hint: "navigate to '\(to)' through the composition (\(composition): its router or scene enum), and move what both need into '\(layers.domain)' or a shared module"
            )
        }
        if case .test = source {
            guard !from.subjects.isEmpty, !from.subjects.contains(where: { $0.name == to }) else { return nil }
            // Allowed when one subject may depend on `to`; otherwise the first subject's rule
            // (its texts made only for the one reported).
            var first: (role: TargetRole, name: String)?
            var firstOfTest: LayerViolation?
            for subject in from.subjects {
                guard let role = subject.role else { return nil }
                if case .test = role {
                    // A test target as a subject (named so in the config): its own subjects decide.
                    guard let violation = violation(from: subject.name, to: to) else { return nil }
                    if first == nil && firstOfTest == nil { firstOfTest = violation }
                    continue
                }
                guard Self.breaks(role, destination) else { return nil }
                if first == nil && firstOfTest == nil { first = (role, subject.name) }
            }
            if let firstOfTest { return firstOfTest }
            guard let first else { return nil }
            return violation(of: first.role, named: first.name, to: destination)
        }
        return violation(of: source, named: from.name, to: destination)
    }

    /// Whether a non-test target of role `source` breaks the layer rule by depending on another
    /// target of role `destination`: whether `violation(of:named:to:)` is not `nil`.
    private static func breaks(_ source: TargetRole, _ destination: TargetRole) -> Bool {
        switch (source, destination) {
        case (_, .test):
            return false
        // A shared module may use what every layer using it may use (presentation support, used
        // by presentation and the DI layer, may use the domain); used by no layer, nothing.
        case (.shared(let users), let layer) where LayerRole(layer) != nil:
            return users.isEmpty || users.contains { breaks($0.targetRole, layer) }
        case (let layer, .shared(let users)):
            return LayerRole(layer).map { !users.contains($0) } ?? false
        case (.dependencyInjection, _):
            return false
        case (.domain, _):
            return true
        case (.presentation, .domain), (.framework, .domain):
            return false
        // Presentation split in modules (a feature on shared presentation support), and framework
        // code layered (a repository on a network client): feature modules are checked by name.
        case (.presentation, .presentation), (.framework, .framework):
            return false
        case (.presentation, _), (.framework, _):
            return true
        case (_, .framework), (_, .dependencyInjection):
            return true
        default:
            return false
        }
    }

    /// The rule a non-test target `from` of role `source` breaks by depending on another target of
    /// role `destination`: `breaks` decides, this says which rule and how to fix it.
    private func violation(of source: TargetRole, named from: String, to destination: TargetRole) -> LayerViolation? {
        guard Self.breaks(source, destination) else { return nil }
        let domain = layers.domain
        // Quoted as the project names it; a project without one is told of the layer, not of fia's default name.
        let injection = layers.missing.contains("dependencyInjection") ? "the DI layer" : "'\(layers.dependencyInjection)'"
        // With shared modules, the rule names them as allowed too.
        let andShared = layers.shared.isEmpty ? "" : " and the shared modules"
        switch (source, destination) {
        case (.shared(let users), _):
            let using = users.sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            return LayerViolation(
                rule: users.isEmpty ? "a shared module no layer uses may depend on no layer"
                    : "a shared module may depend only on what every layer using it (\(using)) may depend on",
                hint: "a shared module serves the layers: move what it needs from the module it depends on into it, or stop sharing it (\"shared\" in '\(ProjectConfiguration.path)')"
            )
        case (_, .shared(let users)):
            let allowed = users.sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            return LayerViolation(
                rule: users.isEmpty ? "no layer may use it (\"shared\" in '\(ProjectConfiguration.path)')"
                    : "only \(allowed) may use it (\"shared\" in '\(ProjectConfiguration.path)')",
                hint: "use it from a layer \"shared\" allows, or add the layer to its entry in '\(ProjectConfiguration.path)'"
            )
        case (.domain, _):
            return LayerViolation(
                rule: "'\(domain)' may depend on no other module of the package\(andShared.isEmpty ? "" : " but the shared modules")",
                hint: "move what '\(domain)' needs into '\(domain)', or invert the dependency with a protocol declared in '\(domain)'"
            )
        case (.presentation, _):
            return LayerViolation(
                rule: "'\(from)' may depend only on '\(domain)'\(andShared)",
                hint: destination == .framework
                    ? "call the framework through a driver protocol in '\(domain)'; only \(injection) links framework modules"
                    : "depend on a protocol in '\(domain)' instead; \(injection) provides the implementation"
            )
        case (.framework, _):
            return LayerViolation(
                rule: "framework modules may depend only on '\(domain)'\(andShared.isEmpty ? " and" : ",") other framework modules\(andShared)",
                hint: "a framework module implements driver protocols of '\(domain)' and uses nothing of presentation or the DI layer"
            )
        case (_, .framework), (_, .dependencyInjection):
            return LayerViolation(
                rule: "only \(injection) may depend on framework modules and \(injection)",
                hint: "depend on protocols in '\(domain)' instead; \(injection) wires the implementations in"
            )
        default:
            return nil
        }
    }
}
