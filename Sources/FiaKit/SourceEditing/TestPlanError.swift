/// Why a test plan could not be read or edited. Editing never writes anything on these.
public enum TestPlanError: Error, Equatable, CustomStringConvertible {
    /// The file is not valid JSON; `line` is the 1-based line of the problem.
    case invalidJSON(line: Int, reason: String)
    /// The top-level JSON value is not an object.
    case notAnObject
    /// The top-level object has no `testTargets` key.
    case missingTestTargets
    /// `testTargets` (on `line`) is not an array.
    case testTargetsNotAnArray(line: Int)
    /// An element of `testTargets` (starting on `line`) has no `target` object naming a target.
    case invalidTestTarget(line: Int)

    public var description: String {
        switch self {
        case let .invalidJSON(line, reason):
            "invalid JSON on line \(line): \(reason)"
        case .notAnObject:
            "the test plan is not a JSON object"
        case .missingTestTargets:
            "unable to find 'testTargets' in the test plan"
        case let .testTargetsNotAnArray(line):
            "'testTargets' on line \(line) is not an array"
        case let .invalidTestTarget(line):
            "the test target entry on line \(line) has no 'target' with an 'identifier' or a 'name'"
        }
    }
}
