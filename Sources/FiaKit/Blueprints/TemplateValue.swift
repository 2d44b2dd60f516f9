/// A value a template can use.
///
/// Strings render as themselves, booleans as `true`/`false`; a list is iterated with
/// `{% for item in list %}`, each element a dictionary read as `{{ item.key }}`.
public enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case list([[String: TemplateValue]])

    /// Truthiness in `{% if %}`: a true bool, a non-empty string, a non-empty list.
    var isTruthy: Bool {
        switch self {
        case .string(let string): !string.isEmpty
        case .bool(let bool): bool
        case .list(let list): !list.isEmpty
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}
