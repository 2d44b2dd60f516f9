/// One meaningful line of a YAML file, as `XcodeGenSpec` reads it: indentation, whether
/// it starts a list item, and its `key: value` (quotes and trailing comments removed).
struct YAMLLine {
    /// 1-based line number.
    var number: Int
    /// Columns before the content (before the `-` of a list item).
    var indent: Int
    var isListItem: Bool
    /// The key of a `key: value` line; empty for a plain list item (`- DomainLayer`).
    var key: String
    /// The value of a `key: value` line, or the whole content of a plain list item.
    var value: String

    /// The pairs of a flow mapping (`- {package: Demo, product: DependencyInjectionLayer}`), in
    /// order, quotes removed; `nil` when the line's content is not one. Values may be flow lists.
    var flowMapping: [(key: String, value: String)]?

    /// `nil` for blank lines and comments.
    init?(_ raw: Substring, number: Int) {
        self.number = number
        var content = raw.drop { $0 == " " }
        indent = raw.count - content.count
        if let hash = Self.commentStart(content) { content = content[..<hash] }
        content = content.drop { $0 == " " }
        while content.last == " " || content.last == "\r" || content.last == "\t" { content = content.dropLast() }
        guard !content.isEmpty else { return nil }
        isListItem = content == "-" || content.hasPrefix("- ")
        if isListItem { content = content.dropFirst().drop { $0 == " " } }
        if content.hasPrefix("{"), content.hasSuffix("}") {
            flowMapping = Self.topLevelPieces(content.dropFirst().dropLast()).compactMap { pair in
                guard let colon = pair.firstIndex(of: ":") else { return nil }
                return (Self.unquoted(pair[..<colon]), Self.unquoted(pair[pair.index(after: colon)...]))
            }
        }
        if let colon = content.firstIndex(of: ":"), content[colon...].count == 1 || content[content.index(after: colon)] == " " {
            key = Self.unquoted(content[..<colon])
            value = Self.unquoted(content[content.index(after: colon)...])
        } else {
            key = ""
            value = Self.unquoted(content)
        }
    }

    /// The meaningful lines of `yaml`: an ASCII line read by bytes (grapheme by grapheme costs a
    /// hundred times more), any other line by characters.
    static func lines(of yaml: String) -> [YAMLLine] {
        var text = yaml  // `withUTF8` wants a variable
        return text.withUTF8 { bytes in
            var lines: [YAMLLine] = []
            let utf8 = yaml.utf8
            TextLines.forEach(in: bytes) { span, index in
                let line = UnsafeBufferPointer(rebasing: bytes[span.content])
                if ByteSearch.isASCII(line) {
                    if let read = YAMLLine(ascii: bytes, span.content, number: index + 1) { lines.append(read) }
                } else {
                    let start = utf8.index(utf8.startIndex, offsetBy: span.start)
                    let raw = Substring(utf8[start..<utf8.index(start, offsetBy: span.content.count)])
                    if let read = YAMLLine(raw, number: index + 1) { lines.append(read) }
                }
            }
            return lines
        }
    }

    /// `init(_:number:)` of the line at `range` of ASCII `bytes`, by bytes.
    private init?(ascii bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, number: Int) {
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var start = range.lowerBound, end = range.upperBound
            while start < end, bytes[start] == ascii(" ") || bytes[start] == ascii("\t") { start += 1 }
            while end > start, bytes[end - 1] == ascii(" ") || bytes[end - 1] == ascii("\t") { end -= 1 }
            return start ..< end
        }
        func unquoted(_ range: Range<Int>) -> String {
            let range = trimmed(range)
            if range.count >= 2, bytes[range.lowerBound] == ascii("\"") || bytes[range.lowerBound] == ascii("'"),
               bytes[range.upperBound - 1] == bytes[range.lowerBound] {
                return string(range.lowerBound + 1 ..< range.upperBound - 1)
            }
            return string(range)
        }
        func firstColon(_ range: Range<Int>) -> Int? {
            range.first { bytes[$0] == ascii(":") }
        }
        self.number = number
        guard let line = Self.asciiContent(bytes, range) else { return nil }
        indent = line.indent
        isListItem = line.isListItem
        let (start, end) = (line.content.lowerBound, line.content.upperBound)
        if start < end, bytes[start] == ascii("{"), bytes[end - 1] == ascii("}"), end - start >= 2 {
            // The pairs: the content split at the commas outside brackets and quotes.
            var pieces: [Range<Int>] = []
            var depth = 0
            var quote: UInt8?
            var pieceStart = start + 1
            for index in start + 1 ..< end - 1 {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == ascii("\"") || byte == ascii("'") {
                    quote = byte
                } else if byte == ascii("[") || byte == ascii("{") {
                    depth += 1
                } else if byte == ascii("]") || byte == ascii("}") {
                    depth -= 1
                } else if byte == ascii(","), depth == 0 {
                    pieces.append(pieceStart ..< index)
                    pieceStart = index + 1
                }
            }
            pieces.append(pieceStart ..< end - 1)
            flowMapping = pieces.filter { !trimmed($0).isEmpty }.compactMap { pair in
                guard let colon = firstColon(pair) else { return nil }
                return (unquoted(pair.lowerBound ..< colon), unquoted(colon + 1 ..< pair.upperBound))
            }
        }
        if let colon = firstColon(start ..< end), colon + 1 == end || bytes[colon + 1] == ascii(" ") {
            key = unquoted(start ..< colon)
            value = unquoted(colon + 1 ..< end)
        } else {
            key = ""
            value = unquoted(start ..< end)
        }
    }

    /// The item of a plain list line (`- DomainLayer`), or the key when it is `- key:`.
    var scalar: String { key.isEmpty ? value : key }

    /// The items of a flow list value: `[DomainLayer, "PresentationLayer"]`.
    var flowList: [String] {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return value.isEmpty ? [] : [value] }
        return value.dropFirst().dropLast().split(separator: ",").map { Self.unquoted($0) }.filter { !$0.isEmpty }
    }

    /// `text` split at the commas outside brackets and quotes.
    private static func topLevelPieces(_ text: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var quote: Character?
        var start = text.startIndex
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            } else if character == ",", depth == 0 {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        pieces.append(text[start...])
        return pieces.filter { !$0.trimmingSpaces.isEmpty }
    }

    private static func unquoted(_ text: Substring) -> String {
        let trimmed = text.trimmingSpaces
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return String(trimmed)
    }

    /// Where a `#` comment starts: at the line's start or after a space, outside quotes.
    private static func commentStart(_ content: Substring) -> Substring.Index? {
        var quote: Character?
        var previous: Character = " "
        for index in content.indices {
            let character = content[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && previous == " " {
                return index
            }
            previous = character
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}

extension YAMLLine {
    /// For an ASCII line of `bytes`: its indentation, whether it is a list item and the bytes of
    /// its content (a `#` comment and the blanks around it removed, after the `- ` of an item);
    /// `nil` when blank or a comment. What `init(_:number:)` reads, by bytes; `XcodeGenSpecEditor`
    /// reads lines with it too.
    static func asciiContent(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (indent: Int, isListItem: Bool, content: Range<Int>)? {
        var start = range.lowerBound
        while start < range.upperBound, bytes[start] == ascii(" ") { start += 1 }
        let indent = start - range.lowerBound
        // A `#` at the start or after a space, outside quotes, starts a comment.
        var end = range.upperBound
        var quote: UInt8?
        var previous = ascii(" ")
        for index in start ..< range.upperBound {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == ascii("\"") || byte == ascii("'") {
                quote = byte
            } else if byte == ascii("#") && previous == ascii(" ") {
                end = index
                break
            }
            previous = byte
        }
        while start < end, bytes[start] == ascii(" ") { start += 1 }
        while end > start, bytes[end - 1] == ascii(" ") || bytes[end - 1] == ascii("\r") || bytes[end - 1] == ascii("\t") { end -= 1 }
        guard start < end else { return nil }
        let isListItem = bytes[start] == ascii("-") && (end - start == 1 || bytes[start + 1] == ascii(" "))
        if isListItem {
            start += 1
            while start < end, bytes[start] == ascii(" ") { start += 1 }
        }
        return (indent, isListItem, start..<end)
    }
}
