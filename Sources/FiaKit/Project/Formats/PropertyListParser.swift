/// The recursive-descent reader behind `PropertyList(parsing:)`, over UTF-8 bytes.
struct PropertyListParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Nesting bound: a pbxproj is a few levels deep; anything deeper is not one.
    private static let maximumDepth = 64

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parseDocument() throws(PropertyListError) -> PropertyList {
        let value = try parseValue(depth: 0)
        try skipTrivia()
        guard index == bytes.count else { throw failure("unexpected text after the top-level value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw failure("values nested too deeply") }
        try skipTrivia()
        guard index < bytes.count else { throw failure("unexpected end of file") }
        let start = line
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var entries: [(key: String, value: PropertyList)] = []
            while true {
                try skipTrivia()
                if peek(UInt8(ascii: "}")) { index += 1; break }
                guard case .string(let key, _) = try parseString() else { throw failure("expected a key") }
                try expect(UInt8(ascii: "="))
                let value = try parseValue(depth: depth + 1)
                try expect(UInt8(ascii: ";"))
                entries.append((key, value))
            }
            return .dictionary(entries, line: start)
        case UInt8(ascii: "("):
            index += 1
            var values: [PropertyList] = []
            while true {
                try skipTrivia()
                if peek(UInt8(ascii: ")")) { index += 1; break }
                values.append(try parseValue(depth: depth + 1))
                try skipTrivia()
                if peek(UInt8(ascii: ",")) { index += 1 } else if !peek(UInt8(ascii: ")")) { throw failure("expected ',' or ')'") }
            }
            return .array(values, line: start)
        default:
            return try parseString()
        }
    }

    private mutating func parseString() throws(PropertyListError) -> PropertyList {
        try skipTrivia()
        let start = line
        guard index < bytes.count else { throw failure("unexpected end of file") }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            var value: [UInt8] = []
            while true {
                guard index < bytes.count else { throw PropertyListError(line: start, reason: "unterminated string") }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\n") { line += 1 }
                if byte == UInt8(ascii: "\\"), index < bytes.count {
                    let escaped = bytes[index]
                    index += 1
                    if escaped == UInt8(ascii: "\n") { line += 1 }
                    switch escaped {
                    case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                    default: value.append(escaped)
                    }
                    continue
                }
                value.append(byte)
            }
            return .string(String(decoding: value, as: UTF8.self), line: start)
        }
        let first = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > first else { throw failure("unexpected '\(String(decoding: [bytes[index]], as: UTF8.self))'") }
        return .string(String(decoding: bytes[first..<index], as: UTF8.self), line: start)
    }

    /// Characters of an unquoted string: `isa = PBXGroup;`, `path = App/Sources;`.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "_$/:.-+~@".utf8.contains(byte) || byte >= 0x80
        }
    }

    private mutating func skipTrivia() throws(PropertyListError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = line
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                guard index + 1 < bytes.count else { throw PropertyListError(line: start, reason: "unterminated comment") }
                index += 2
            } else {
                return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func expect(_ byte: UInt8) throws(PropertyListError) {
        try skipTrivia()
        guard peek(byte) else { throw failure("expected '\(String(decoding: [byte], as: UTF8.self))'") }
        index += 1
    }

    private func failure(_ reason: String) -> PropertyListError {
        PropertyListError(line: line, reason: reason)
    }
}
