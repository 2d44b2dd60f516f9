/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// `{ key = value; … }`, `( value, … )`, quoted or bare strings, `/* … */` and `//` comments.
/// Every value remembers the 1-based line it starts on, so findings can point at it.
public indirect enum PropertyList: Equatable, Sendable {
    case string(String, line: Int)
    case array([PropertyList], line: Int)
    /// Entries in file order (pbxproj files repeat no keys, but order is kept for stable output).
    case dictionary([(key: String, value: PropertyList)], line: Int)

    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a, l1), .string(b, l2)): a == b && l1 == l2
        case let (.array(a, l1), .array(b, l2)): a == b && l1 == l2
        case let (.dictionary(a, l1), .dictionary(b, l2)):
            l1 == l2 && a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Parses `text`; throws `PropertyListError` naming the line of the first problem.
    public init(parsing text: String) throws(PropertyListError) {
        var parser = PropertyListParser(text)
        self = try parser.parseDocument()
    }

    public var line: Int {
        switch self {
        case .string(_, let line), .array(_, let line), .dictionary(_, let line): line
        }
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The elements of an array value.
    public var array: [PropertyList]? {
        if case .array(let values, _) = self { return values }
        return nil
    }

    /// The value for `key` of a dictionary value.
    public subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries, _) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The entries of a dictionary value.
    public var entries: [(key: String, value: PropertyList)] {
        if case .dictionary(let entries, _) = self { return entries }
        return []
    }
}

/// Why a property list could not be read.
public struct PropertyListError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
}
