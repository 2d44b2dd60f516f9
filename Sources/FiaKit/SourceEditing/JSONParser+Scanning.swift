#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Validating without building: the same checks as `parseValue`, in the same order (so the same
/// first error, on the same line), but a value is only walked over; a reader keeps what it needs.
extension JSONParser {
    /// A string literal walked over: the range of its contents and whether they are plain
    /// (ASCII without escapes, so its bytes are its value and compare as strings do).
    struct ScannedString {
        var contents: Range<Int>
        var isPlain: Bool
    }

    /// Walks over the value at `index` (after blanks), as `parseValue` parses it.
    mutating func skipValue() throws(TestPlanError) {
        skipWhitespace()
        guard index < bytes.count else { throw failure("expected a value but found the end of the file") }
        switch bytes[index] {
        case ascii("{"): try scanMembers { parser, _ throws(TestPlanError) in try parser.skipValue() }
        case ascii("["): try scanElements { parser throws(TestPlanError) in try parser.skipValue() }
        case ascii("\""): _ = try scanString()
        case ascii("t"): _ = try parseLiteral("true", .bool(true))
        case ascii("f"): _ = try parseLiteral("false", .bool(false))
        case ascii("n"): _ = try parseLiteral("null", .null)
        case ascii("-"), ascii("0")...ascii("9"): _ = try parseNumber()
        default: throw failure("expected a value")
        }
    }

    /// Walks over `{ … }` with `index` on `{`; `member` is handed each key and must walk over its value.
    mutating func scanMembers(_ member: (inout JSONParser, ScannedString) throws(TestPlanError) -> Void) throws(TestPlanError) {
        try enterContainer()
        defer { depth -= 1 }
        // This object's keys follow its enclosing objects' (`keys`).
        let firstKey = keyCount
        defer { keyCount = firstKey }
        // The values of a big object's keys, for the duplicate check (as `parseMembers` does).
        var values: Set<String> = []
        skipWhitespace()
        if consume(ascii("}")) { return }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ascii("\"") else { throw failure("expected a string key") }
            let keyLine = line
            let key = try scanString()
            let count = keyCount - firstKey
            if count == Self.linearKeyCount { values = Set(keys[firstKey..<keyCount].map(value(of:))) }
            if count < Self.linearKeyCount ? keys[firstKey..<keyCount].contains(where: { sameKey($0, key) }) : !values.insert(value(of: key)).inserted {
                line = keyLine
                throw failure("duplicate key '\(value(of: key))'")
            }
            if keyCount < keys.count { keys[keyCount] = key } else { keys.append(key) }
            keyCount += 1
            skipWhitespace()
            guard consume(ascii(":")) else { throw failure("expected ':' after key '\(value(of: key))'") }
            try member(&self, key)
            skipWhitespace()
            if consume(ascii(",")) { continue }
            if consume(ascii("}")) { return }
            throw failure("expected ',' or '}' in object")
        }
    }

    /// Walks over `[ … ]` with `index` on `[`; `element` must walk over each element.
    mutating func scanElements(_ element: (inout JSONParser) throws(TestPlanError) -> Void) throws(TestPlanError) {
        try enterContainer()
        defer { depth -= 1 }
        skipWhitespace()
        if consume(ascii("]")) { return }
        while true {
            try element(&self)
            skipWhitespace()
            if consume(ascii(",")) { continue }
            if consume(ascii("]")) { return }
            throw failure("expected ',' or ']' in array")
        }
    }

    /// The bytes a plain run of a string literal ends at, by value: a quote, a backslash, a
    /// control character, a byte beyond ASCII (one load a byte, where four comparisons were).
    private static let endsPlainRun: [Bool] = (UInt8(0)...UInt8(255)).map { byte in
        byte == ascii("\"") || byte == ascii("\\") || byte < 0x20 || byte >= 0x80
    }

    /// Walks over a string literal with `index` on its opening quote, as `parseString` reads it.
    mutating func scanString() throws(TestPlanError) -> ScannedString {
        index += 1
        let start = index
        var isPlain = true
        while index < bytes.count {
            // The plain run up to the next byte needing a look, over the bytes' buffer.
            index = Self.endsPlainRun.withUnsafeBufferPointer { endsPlainRun in
                bytes.withUnsafeBufferPointer { bytes in
                    var cursor = index
                    while cursor < bytes.count, !endsPlainRun[Int(bytes[cursor])] { cursor += 1 }
                    return cursor
                }
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == ascii("\"") {
                index += 1
                return ScannedString(contents: start ..< index - 1, isPlain: isPlain)
            }
            if byte < 0x20 {
                throw failure(byte == ascii("\n") ? "unterminated string" : "unescaped control character in string")
            }
            if byte == ascii("\\") {
                isPlain = false
                index += 1
                _ = try parseEscape()
                continue
            }
            if byte >= 0x80 { isPlain = false }
            index += 1
        }
        throw failure("unterminated string")
    }

    /// The value of a string `scanString` walked over.
    func value(of string: ScannedString) -> String {
        if string.isPlain { return String(decoding: bytes[string.contents], as: UTF8.self) }
        var parser = self
        parser.index = string.contents.lowerBound - 1
        // The literal was scanned whole: parsing it again cannot fail.
        return (try? parser.parseString()) ?? ""
    }

    /// Whether two keys are the same string, as `String` compares them.
    private func sameKey(_ a: ScannedString, _ b: ScannedString) -> Bool {
        if a.isPlain && b.isPlain { return samePlainBytes(a, b) }
        return value(of: a) == value(of: b)
    }

    /// Whether `string` is `name` (ASCII), as `String` compares them.
    ///
    /// Inlined: a key is asked whether it is each of a few names, and most differ in length.
    @inline(__always)
    func string(_ string: ScannedString, is name: StaticString) -> Bool {
        guard string.isPlain else { return decodedString(string, is: name) }
        return string.contents.count == name.utf8CodeUnitCount && plainString(string, is: name)
    }

    /// `string(_:is:)` of a plain string as long as `name`: by bytes.
    private func plainString(_ string: ScannedString, is name: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            memcmp(bytes.baseAddress! + string.contents.lowerBound, name.utf8Start, name.utf8CodeUnitCount) == 0
        }
    }

    /// `string(_:is:)` of a string with escapes or bytes beyond ASCII: by its value.
    private func decodedString(_ string: ScannedString, is name: StaticString) -> Bool {
        value(of: string) == String(decoding: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), as: UTF8.self)
    }

    /// Whether both strings are plain and hold the same bytes (then their values are the same string).
    func samePlainBytes(_ a: ScannedString, _ b: ScannedString) -> Bool {
        guard a.isPlain, b.isPlain, a.contents.count == b.contents.count else { return false }
        // Over the bytes' buffer: asked of every entry of a big test plan.
        return bytes.withUnsafeBufferPointer { buffer in
            var left = a.contents.lowerBound, right = b.contents.lowerBound
            while left < a.contents.upperBound {
                if buffer[left] != buffer[right] { return false }
                left += 1
                right += 1
            }
            return true
        }
    }

    /// Whether `string` is `other`, as `String` compares them: by bytes when both are ASCII.
    func string(_ string: ScannedString, equals other: String) -> Bool {
        if string.isPlain {
            var other = other
            let answer: Bool? = other.withUTF8 { expected in
                guard !expected.contains(where: { $0 >= 0x80 }) else { return nil }
                guard string.contents.count == expected.count else { return false }
                for offset in 0..<expected.count where bytes[string.contents.lowerBound + offset] != expected[offset] { return false }
                return true
            }
            if let answer { return answer }
        }
        return value(of: string) == other
    }

    /// The next value's first byte after blanks, or `nil` at the end (`index` and `line` on it).
    mutating func peekValue() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }
}
