/// A layer of FIA's rule, as `.fia/config.json` names it: `"shared": {"CoreUI": ["presentation"]}`
/// says which layers may use a shared module.
public enum LayerRole: String, CaseIterable, Comparable, Sendable {
    case domain, presentation, framework, dependencyInjection

    /// The layer a target of `role` belongs to; `nil` for targets outside the layers.
    init?(_ role: TargetRole) {
        switch role {
        case .domain: self = .domain
        case .presentation: self = .presentation
        case .framework: self = .framework
        case .dependencyInjection: self = .dependencyInjection
        default: return nil
        }
    }

    /// What a target of this layer is.
    var targetRole: TargetRole {
        switch self {
        case .domain: .domain
        case .presentation: .presentation
        case .framework: .framework
        case .dependencyInjection: .dependencyInjection
        }
    }

    public static func < (lhs: LayerRole, rhs: LayerRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// `"domain", "presentation", "framework", "dependencyInjection"`, for messages.
    static let listed = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
}
