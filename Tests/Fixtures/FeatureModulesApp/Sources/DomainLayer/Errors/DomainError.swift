/// Failures drivers report to the app, free of any SDK's own error types.
public enum DomainError: Error, Equatable, Sendable {
    /// What was asked for does not exist.
    case notFound
    /// The source is out of reach (offline, signed out, quota exhausted …).
    case unavailable(reason: String)
}

extension DomainError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notFound: "not found"
        case .unavailable(let reason): "unavailable: \(reason)"
        }
    }
}
