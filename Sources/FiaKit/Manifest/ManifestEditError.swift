/// Why a Package.swift could not be edited or read as literals.
///
/// Every refusal happens before any text is produced: callers write nothing.
public enum ManifestEditError: Error, Equatable, CustomStringConvertible {
    /// The lexer could not read the source: an unterminated string literal or block comment.
    case unreadable(SwiftLexerError)
    /// A `(`, `[` or `{` without its partner (or a closing one without an opener).
    case unbalancedBracket(line: Int)
    /// No `Package(` call at the top level of the file.
    case missingPackageCall
    /// More than one top-level `Package(` call (for instance one per `#if` branch).
    case multiplePackageCalls(lines: [Int])
    /// The `Package(` call has no argument with this label (`targets`).
    case missingArgument(String)
    /// The argument is not written as an array literal (`targets: makeTargets()`, `targets: targets`).
    case notAnArrayLiteral(argument: String)
    /// The array holds `#if` conditional compilation, which only a compiler can evaluate.
    case conditionalCompilation(line: Int)
    /// No top-level element of `targets:` has `name: "<target>"`.
    case targetNotFound(String)
    /// A `targets:` element that is not a literal `.target(name: "…", …)` call (a variable, a function call).
    case unsupportedTargetForm(line: Int)
    /// A `dependencies:` element that is not a string, `.target(name:)`, `.byName(name:)` or `.product(name:package:)`.
    case unsupportedDependencyForm(line: Int)
    /// `package.targets` (or a target's `dependencies`) is changed after the `Package(` call.
    case targetsModifiedAfterPackageCall(line: Int)
    /// The target kind takes no `dependencies:` argument (`.binaryTarget`, `.systemLibrary`).
    case cannotHaveDependencies(target: String)
    /// A target or dependency name that cannot be written inside a string literal as is.
    case invalidName(String)
    /// The declaration given to `addTarget` does not declare a target with the given name.
    case declarationDoesNotDeclare(target: String)
    /// The output of `swift package dump-package` is not the JSON expected.
    case invalidDumpPackageJSON(String)
    /// `targets:` is built in code in a form no enum case can extend: the declaration to add by hand.
    case targetsBuiltInCode(target: String, declaration: String)
    /// A target's dependencies are built in code and would not name the dependency.
    case dependencyBuiltInCode(dependency: String, target: String)
    /// A `switch` lists the enum's cases one arm each, and no arm is a model for the new case's.
    case enumCaseArmBuiltInCode(line: Int, arm: String)
    /// More than one enum could take the new target as a case.
    case ambiguousEnumCase(target: String, enums: [String])
    /// A target built in code that no enum case alone makes (or whose case also makes others).
    case targetBuiltInCode(target: String, change: String)

    public var description: String {
        switch self {
        case .unreadable(let error):
            "unable to read the manifest: \(error)"
        case .unbalancedBracket(let line):
            "unable to read the manifest: unbalanced bracket on line \(line)"
        case .missingPackageCall:
            "unable to find the 'Package(' call"
        case .multiplePackageCalls(let lines):
            "unable to choose between the 'Package(' calls on lines \(lines.map(String.init).joined(separator: ", "))"
        case .missingArgument(let label):
            "unable to find '\(label)' argument"
        case .notAnArrayLiteral(let argument):
            "unable to find array literal for '\(argument)' argument"
        case .conditionalCompilation(let line):
            "unable to edit an array containing '#if' on line \(line)"
        case .targetNotFound(let name):
            "unable to find target '\(name)' in the 'targets' array"
        case .unsupportedTargetForm(let line):
            "unable to read the target on line \(line) as a literal '.target(name: …)' call"
        case .unsupportedDependencyForm(let line):
            "unable to read the dependency on line \(line) as a literal"
        case .targetsModifiedAfterPackageCall(let line):
            "unable to read targets changed after the 'Package(' call on line \(line)"
        case .cannotHaveDependencies(let target):
            "target '\(target)' cannot have dependencies"
        case .invalidName(let name):
            "invalid name '\(name)'"
        case .declarationDoesNotDeclare(let target):
            "the declaration does not declare target '\(target)'"
        case .invalidDumpPackageJSON(let reason):
            "unable to read 'swift package dump-package' output: \(reason)"
        case .targetsBuiltInCode(let target, let declaration):
            "unable to add target '\(target)' to 'targets' built in code; add it by hand: \(declaration)"
        case .dependencyBuiltInCode(let dependency, let target):
            "unable to add '\(dependency)' to the dependencies of target '\(target)' built in code; add it by hand: \"\(dependency)\""
        case .enumCaseArmBuiltInCode(let line, let arm):
            "unable to write the new case's arm of the 'switch' on line \(line); add it by hand: \(arm)"
        case .ambiguousEnumCase(let target, let enums):
            "unable to choose the enum of target '\(target)' between \(enums.map { "'\($0)'" }.joined(separator: " and "))"
        case .targetBuiltInCode(let target, let change):
            "unable to \(change) target '\(target)' built in code; \(change) it by hand"
        }
    }
}
