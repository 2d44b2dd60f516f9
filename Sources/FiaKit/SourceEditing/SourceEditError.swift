/// Why a Swift source could not be read or edited. Editing never changes anything on these.
public enum SourceEditError: Error, Equatable, CustomStringConvertible {
    /// The lexer could not read the source (an unterminated comment or string literal).
    case unreadable(String)
    /// No `kind` (`protocol`, `type`) named `name` is declared in the source.
    case declarationNotFound(kind: String, name: String)
    /// More than one declaration matches, on `lines`.
    case ambiguous(kind: String, name: String, lines: [Int])
    /// The declaration (on `line`) is not in a form the editor can read, e.g. it has no body.
    case malformedDeclaration(kind: String, name: String, line: Int)
    /// An addition (`what`: "to type 'X'", "import 'Y'") would not read back as one (code around it
    /// that is not valid Swift, such as a file mid-edit, can hide it): made anyway, it would be made again.
    case additionNotReadBack(what: String)

    /// The 1-based line the error points at, when it points at one.
    public var line: Int? {
        if case .malformedDeclaration(_, _, let line) = self { return line }
        return nil
    }

    public var description: String {
        switch self {
        case let .unreadable(reason):
            "unable to read the source: \(reason)"
        case let .declarationNotFound(kind, name):
            "unable to find \(kind) '\(name)'"
        case let .ambiguous(kind, name, lines):
            "found \(lines.count) declarations of \(kind) '\(name)', on lines \(lines.map(String.init).joined(separator: ", "))"
        case let .malformedDeclaration(kind, name, line):
            "unable to read the declaration of \(kind) '\(name)' on line \(line)"
        case let .additionNotReadBack(what):
            "unable to add \(what): the code around it does not read as Swift"
        }
    }
}
