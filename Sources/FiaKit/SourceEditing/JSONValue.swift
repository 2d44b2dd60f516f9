/// A parsed JSON value that remembers where it came from, so an editor can splice next to it.
struct JSONValue: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// A number, as written.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// UTF-8 offset of the value's first byte (`{`, `[`, `"`, …).
    var start: Int
    /// UTF-8 offset one past the value's last byte.
    var end: Int
    /// 1-based line of the value's first byte.
    var line: Int

    /// The object's members in source order; `nil` when this is not an object.
    var members: [JSONMember]? {
        if case let .object(members) = kind { return members }
        return nil
    }

    /// The array's elements; `nil` when this is not an array.
    var elements: [JSONValue]? {
        if case let .array(elements) = kind { return elements }
        return nil
    }

    var stringValue: String? {
        if case let .string(value) = kind { return value }
        return nil
    }

    var boolValue: Bool? {
        if case let .bool(value) = kind { return value }
        return nil
    }

    /// The object member named `key` (the parser refuses duplicate keys).
    subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }
}

/// One `"key" : value` pair of a JSON object.
struct JSONMember: Equatable, Sendable {
    var key: String
    /// 1-based line of the key.
    var line: Int
    var value: JSONValue
}
