/// One tag of a small XML document (an `.xcworkspacedata` or an `.xcscheme`): enough to follow
/// `<Group>`/`<FileRef>` nesting and read attributes. Not a general XML parser: text content,
/// CDATA and DTDs are skipped, which these Xcode files do not use.
struct XMLTag: Equatable {
    enum Kind: Equatable { case open, close, selfClosing }

    var name: String
    var kind: Kind
    var attributes: [String: String]
    var line: Int
    /// The line of each attribute's name (Xcode writes a tag's attributes on lines of their own).
    var attributeLines: [String: Int] = [:]

    /// Every tag of `text`, in order; comments, `<?…?>` and `<!…>` declarations are skipped.
    static func scan(_ text: String) -> [XMLTag] {
        var reader = Reader(bytes: Array(text.utf8))
        var tags: [XMLTag] = []
        while let byte = reader.peek() {
            guard byte == UInt8(ascii: "<") else { reader.advance(); continue }
            let line = reader.line
            reader.advance()
            if reader.peek() == UInt8(ascii: "!") || reader.peek() == UInt8(ascii: "?") {
                let terminator: [UInt8] = reader.starts(with: Array("!--".utf8)) ? Array("-->".utf8) : [UInt8(ascii: ">")]
                while reader.peek() != nil, !reader.starts(with: terminator) { reader.advance() }
                continue
            }
            var kind = Kind.open
            if reader.peek() == UInt8(ascii: "/") { kind = .close; reader.advance() }
            let name = reader.word()
            var attributes: [String: String] = [:]
            var attributeLines: [String: Int] = [:]
            while let next = reader.skipSpaces() {
                if next == UInt8(ascii: ">") { reader.advance(); break }
                if next == UInt8(ascii: "/") { kind = .selfClosing; reader.advance(); continue }
                let keyLine = reader.line
                let key = reader.word()
                guard !key.isEmpty else { reader.advance(); continue }
                guard reader.skipSpaces() == UInt8(ascii: "=") else { continue }
                reader.advance()
                if let quote = reader.skipSpaces(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    reader.advance()
                    let start = reader.index
                    while let byte = reader.peek(), byte != quote { reader.advance() }
                    let value = reader.bytes[start..<reader.index]
                    reader.advance()
                    attributes[key] = decodeEntities(normalizingWhitespace(String(decoding: value, as: UTF8.self)))
                    attributeLines[key] = keyLine
                }
            }
            tags.append(XMLTag(name: name, kind: kind, attributes: attributes, line: line, attributeLines: attributeLines))
        }
        return tags
    }

    /// An attribute value as XML 1.0 hands it on: a line break (`\r\n`, `\r` or `\n`, §2.11) and a
    /// tab are one space each (§3.3.3), so a scheme reads the same with CRLF and LF line breaks
    /// (as Python's expat reads it too). Found by the XMLTags harness's line-break invariant.
    private static func normalizingWhitespace(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return text }
        var normalized: [UInt8] = []
        var previousWasCarriageReturn = false
        for byte in text.utf8 {
            defer { previousWasCarriageReturn = byte == 0x0D }
            if byte == 0x0A && previousWasCarriageReturn { continue }
            normalized.append(byte == 0x0A || byte == 0x0D || byte == 0x09 ? 0x20 : byte)
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// The five entities decoded in one pass over the bytes, as the tag was read: a replacement of
    /// each by characters missed one followed by a combining accent (`;` and the accent are one
    /// `Character`).
    private static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (entity, byte) = entities.first(where: { bytes[index...].starts(with: $0.entity) }) {
                decoded.append(byte)
                index += entity.count
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static let entities: [(entity: [UInt8], byte: UInt8)] = [
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&apos;".utf8), UInt8(ascii: "'")),
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func advance() {
            guard index < bytes.count else { return }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        func starts(with pattern: [UInt8]) -> Bool { bytes[index...].starts(with: pattern) }

        /// Skips spaces and line breaks; the next byte.
        mutating func skipSpaces() -> UInt8? {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { advance() }
            return peek()
        }

        /// A tag or attribute name: up to a space, `=`, `/` or `>`.
        mutating func word() -> String {
            let start = index
            while let byte = peek(), byte != 0x20, byte != 0x0A, byte != 0x09, byte != 0x0D,
                  byte != UInt8(ascii: "="), byte != UInt8(ascii: "/"), byte != UInt8(ascii: ">") {
                advance()
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}
