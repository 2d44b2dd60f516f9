/// A user-supplied name (`user-profile`, `Settings`) normalised to UpperCamelCase and
/// checked to be a Swift identifier that is not a keyword.
public struct TypeName: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let value: String

    /// Normalises `raw`: `-`, `_` and spaces separate words, each word gets a capital first letter.
    /// Throws `UsageError` naming what is wrong; `what` says what the name is for ("app name").
    public init(_ raw: String, what: String, command: String) throws(UsageError) {
        guard !raw.isEmpty else {
            throw UsageError("the \(what) must not be empty", command: command)
        }
        if Self.keywords.contains(raw) {
            throw UsageError("'\(raw)' is a Swift keyword and cannot be the \(what); choose another name", command: command)
        }
        let words = raw.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        let normalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard !words.contains(where: \.isEmpty),
              let first = normalized.unicodeScalars.first,
              Self.isHead(first),
              normalized.unicodeScalars.allSatisfy(Self.isBody)
        else {
            throw UsageError(
                "'\(raw)' is not a valid \(what): use letters and digits, starting with a letter (e.g. 'UserProfile' or 'user-profile')",
                command: command
            )
        }
        if Self.keywords.contains(normalized) {
            throw UsageError("'\(raw)' is a Swift keyword and cannot be the \(what); choose another name", command: command)
        }
        // File names are derived from it (`<Name>PresenterIntegrationTests.swift`), and most
        // file systems allow 255 bytes per name.
        guard normalized.utf8.count <= Self.maximumLength else {
            throw UsageError(
                "the \(what) is \(normalized.utf8.count) characters long; fia derives file names from it, so it may have at most \(Self.maximumLength)",
                command: command
            )
        }
        value = normalized
    }

    /// The longest name fia accepts: with the longest suffix a blueprint adds, a file name still fits 255 bytes.
    public static let maximumLength = 128

    /// A name already known to be valid (from fia's own files).
    public init(verbatim value: String) {
        self.value = value
    }

    public var description: String { value }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }

    private static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || ("0"..."9").contains(scalar)
    }

    /// Swift's keywords, plus the type names that break generated code (`Type`, `Protocol`, `Self`, `Any`).
    /// An array: asked of one or two names a run, it is compared in turn, never hashed (a set of
    /// them cost `fia new` a quarter of a million instructions to build).
    static let keywords: [String] = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "actor", "any", "async", "consume", "copy", "discard", "each", "macro", "some", "sending",
        "Type", "Protocol",
    ]
}
