/// A strict RFC 8259 JSON parser that records each value's byte offsets and line.
///
/// Hand-written (rather than `JSONSerialization`) because editors need positions, not just values.
/// Duplicate object keys are refused: an editor could not tell which one the reader uses.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var depth = 0
    /// The keys of the objects `scanMembers` is in, innermost last: the first `keyCount` of
    /// `keys` (kept from object to object, so that leaving one removes nothing).
    var keys: [JSONParser.ScannedString] = []
    var keyCount = 0
    private static let maximumDepth = 512
    /// Up to this many keys, an object's keys are compared one by one for a duplicate; beyond, they
    /// are hashed: comparing each with all before it took seconds for an object of 50,000 keys.
    static let linearKeyCount = 16

    /// Parses `source` as a single JSON value (a leading byte-order mark is allowed).
    static func parse(_ source: String) throws(TestPlanError) -> JSONValue {
        var parser = JSONParser(bytes: Array(source.utf8))
        if parser.bytes.starts(with: byteOrderMark) { parser.index = byteOrderMark.count }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.failure("unexpected content after the top-level value")
        }
        return value
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func failure(_ reason: String) -> TestPlanError {
        .invalidJSON(line: line, reason: reason)
    }

    /// Skips blanks (spaces, tabs, line breaks), counting the lines it passes.
    ///
    /// Inlined: most calls stand on a value or a separator already, or on the one space around
    /// a colon (`"name" : "value"`), and a byte or two tell.
    @inline(__always)
    mutating func skipWhitespace() {
        guard index < bytes.count, bytes[index] <= ascii(" ") else { return }
        if bytes[index] == ascii(" "), index + 1 < bytes.count, bytes[index + 1] > ascii(" ") {
            index += 1
            return
        }
        skipBlankRun()
    }

    private mutating func skipBlankRun() {
        // Over the bytes' buffer: plans are mostly indentation.
        let (end, lines) = bytes.withUnsafeBufferPointer { bytes in
            var cursor = index
            var lines = 0
            scan: while cursor < bytes.count {
                switch bytes[cursor] {
                case ascii("\n"):
                    lines += 1
                case ascii(" "), ascii("\t"), ascii("\r"): break
                default: break scan
                }
                cursor += 1
                // The indentation after a line break: one comparison a space.
                while cursor < bytes.count, bytes[cursor] == ascii(" ") { cursor += 1 }
            }
            return (cursor, lines)
        }
        index = end
        line += lines
    }

    private mutating func parseValue() throws(TestPlanError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("expected a value but found the end of the file") }
        let start = index
        let startLine = line
        let kind: JSONValue.Kind
        switch bytes[index] {
        case ascii("{"): kind = .object(try parseMembers())
        case ascii("["): kind = .array(try parseElements())
        case ascii("\""): kind = .string(try parseString())
        case ascii("t"): kind = try parseLiteral("true", .bool(true))
        case ascii("f"): kind = try parseLiteral("false", .bool(false))
        case ascii("n"): kind = try parseLiteral("null", .null)
        case ascii("-"), ascii("0")...ascii("9"): kind = .number(try parseNumber())
        default: throw failure("expected a value")
        }
        return JSONValue(kind: kind, start: start, end: index, line: startLine)
    }

    mutating func parseLiteral(_ word: String, _ kind: JSONValue.Kind) throws(TestPlanError) -> JSONValue.Kind {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw failure("expected a value") }
        index += expected.count
        return kind
    }

    /// Parses `[ … ]` with `index` on `[`.
    private mutating func parseElements() throws(TestPlanError) -> [JSONValue] {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(ascii("]")) { return elements }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            if consume(ascii(",")) { continue }
            if consume(ascii("]")) { return elements }
            throw failure("expected ',' or ']' in array")
        }
    }

    /// Parses `{ … }` with `index` on `{`.
    private mutating func parseMembers() throws(TestPlanError) -> [JSONMember] {
        try enterContainer()
        defer { depth -= 1 }
        var members: [JSONMember] = []
        // The keys of a big object, for the duplicate check (see `linearKeyCount`).
        var keys: Set<String> = []
        skipWhitespace()
        if consume(ascii("}")) { return members }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ascii("\"") else { throw failure("expected a string key") }
            let keyLine = line
            let key = try parseString()
            if members.count == Self.linearKeyCount { keys = Set(members.map(\.key)) }
            if members.count < Self.linearKeyCount ? members.contains(where: { $0.key == key }) : !keys.insert(key).inserted {
                line = keyLine
                throw failure("duplicate key '\(key)'")
            }
            skipWhitespace()
            guard consume(ascii(":")) else { throw failure("expected ':' after key '\(key)'") }
            members.append(JSONMember(key: key, line: keyLine, value: try parseValue()))
            skipWhitespace()
            if consume(ascii(",")) { continue }
            if consume(ascii("}")) { return members }
            throw failure("expected ',' or '}' in object")
        }
    }

    mutating func enterContainer() throws(TestPlanError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        index += 1
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Parses `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func parseNumber() throws(TestPlanError) -> String {
        let start = index
        _ = consume(ascii("-"))
        if !consume(ascii("0")) {
            guard digits() > 0 else { throw failure("invalid number") }
        }
        if consume(ascii(".")) {
            guard digits() > 0 else { throw failure("invalid number") }
        }
        if consume(ascii("e")) || consume(ascii("E")) {
            if !consume(ascii("+")) { _ = consume(ascii("-")) }
            guard digits() > 0 else { throw failure("invalid number") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (ascii("0")...ascii("9")) ~= bytes[index] { index += 1 }
        return index - start
    }
}
