extension JSONParser {
    /// Parses a string literal with `index` on its opening quote; returns its decoded value.
    mutating func parseString() throws(TestPlanError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ascii("\"") {
                let run = String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                // Most strings hold no escape: their bytes are the value, with no scalar view to fill.
                guard !scalars.isEmpty else { return run }
                scalars.append(contentsOf: run.unicodeScalars)
                return String(scalars)
            }
            if byte < 0x20 {
                throw failure(byte == ascii("\n") ? "unterminated string" : "unescaped control character in string")
            }
            if byte == ascii("\\") {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
                continue
            }
            index += 1
        }
        throw failure("unterminated string")
    }

    /// Parses the escape after a backslash.
    mutating func parseEscape() throws(TestPlanError) -> Unicode.Scalar {
        guard index < bytes.count else { throw failure("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case ascii("\""), ascii("\\"), ascii("/"): return Unicode.Scalar(byte)
        case ascii("b"): return "\u{08}"
        case ascii("f"): return "\u{0C}"
        case ascii("n"): return "\n"
        case ascii("r"): return "\r"
        case ascii("t"): return "\t"
        case ascii("u"):
            let high = try hexQuad()
            if (0xDC00...0xDFFF) ~= high { throw failure("unpaired surrogate in \\u escape") }
            guard (0xD800...0xDBFF) ~= high else { return Unicode.Scalar(high)! }
            guard bytes[index...].starts(with: [ascii("\\"), ascii("u")]) else {
                throw failure("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF) ~= low else { throw failure("unpaired surrogate in \\u escape") }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        default:
            throw failure("invalid escape sequence in string")
        }
    }

    private mutating func hexQuad() throws(TestPlanError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw failure("invalid \\u escape in string")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case ascii("0")...ascii("9"): UInt32(byte - ascii("0"))
        case ascii("a")...ascii("f"): UInt32(byte - ascii("a") + 10)
        case ascii("A")...ascii("F"): UInt32(byte - ascii("A") + 10)
        default: nil
        }
    }
}
