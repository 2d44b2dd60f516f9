/// What a package target is in FIA's architecture.
public enum TargetRole: Equatable, Hashable, Sendable {
    case domain
    case presentation
    case dependencyInjection
    /// A framework module: one driver's implementation, linked only by the DI layer.
    case framework
    /// Another `…Layer` target: a layer fia has no rule for.
    case otherLayer
    /// A module `.fia/config.json` names in `"shared"` (a `Core`, a `CoreUI`): the layers in
    /// `usedBy` may depend on it, and it only on what all of them may depend on.
    case shared(usedBy: Set<LayerRole>)
    /// Any other target of the package (a utility module, an executable, a plugin).
    case other
    /// A test target and the package targets it tests: those it imports (`@testable` or not),
    /// and `X` for `XTests`.
    case test(subjects: [String])

    /// Whether this is one of the three FIA layers or a framework module.
    public var isArchitectural: Bool {
        switch self {
        case .domain, .presentation, .dependencyInjection, .framework: true
        default: false
        }
    }
}

/// Why one target may not depend on (or import) another, and what to do instead.
public struct LayerViolation: Equatable, Sendable {
    /// The rule that is broken, as a clause: `'PresentationLayer' may depend only on 'DomainLayer'`.
    public var rule: String
    public var hint: String
}
