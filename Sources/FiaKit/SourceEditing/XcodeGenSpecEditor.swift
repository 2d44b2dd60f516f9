/// Edits an XcodeGen `project.yml` the way a person would: one new line, every other byte kept.
public enum XcodeGenSpecEditor {
    /// Adds `- package: "<Package>/<testTarget>"` to the test targets of the scheme `scheme`
    /// (`schemes: <scheme>: test: targets:`), after the last item and indented like it.
    /// `<Package>` is the package the list already names (`Demo/DomainLayerTests`).
    ///
    /// Returns `nil` when the spec has no such list naming a package target: a spec fia did not
    /// write, or one whose schemes a team keeps elsewhere, is left alone. Idempotent.
    public static func addPackageTestTarget(_ testTarget: String, toScheme scheme: String, in yaml: String) -> String? {
        let text = SpecLines(yaml)
        let parsed = text.lines
        func block(of parent: Int) -> Range<Int> {
            let indent = parsed[parent].indent
            var end = parent + 1
            while end < parsed.count, parsed[end].indent > indent || (parsed[end].indent == indent && parsed[end].isListItem) {
                end += 1
            }
            return (parent + 1)..<end
        }
        func child(_ key: String, of parent: Int?) -> Int? {
            let range = parent.map(block(of:)) ?? 0..<parsed.count
            guard let first = range.first else { return nil }
            let indent = parent == nil ? 0 : parsed[first].indent
            return range.first { parsed[$0].indent == indent && !parsed[$0].isListItem && text.fields(of: $0).key == key }
        }
        // Each level must be there: a missing one is no reason to look at the top level instead.
        guard let schemes = child("schemes", of: nil), let schemeLine = child(scheme, of: schemes),
              let test = child("test", of: schemeLine), let targets = child("targets", of: test),
              text.fields(of: targets).value.isEmpty
        else { return nil }
        let items = block(of: targets)
        guard let firstItem = items.first, parsed[firstItem].isListItem else { return nil }
        let itemIndent = parsed[firstItem].indent
        let names = items.filter { parsed[$0].indent == itemIndent && parsed[$0].isListItem }.map { item in
            let fields = text.fields(of: item)
            return fields.key == "package" || fields.key.isEmpty ? fields.value : ""
        }
        // The last item of the form `<Package>/<target>` names the package.
        guard let package = names.reversed().lazy.compactMap(Self.packagePart(of:)).first else {
            return nil
        }
        let entry = "\(package)/\(testTarget)"
        if names.contains(entry) { return yaml }
        let newline = yaml.containsBytes("\r\n") ? "\r\n" : "\n"
        let line = String(repeating: " ", count: itemIndent) + "- package: \"" + entry + "\""
        // A package name the quotes do not hold (` #` starts a comment) would not read back as
        // the entry, and each add would add it again: such a spec is left alone.
        let written = SpecLines(line)
        guard written.lines.count == 1, written.fields(of: 0) == ("package", entry) else { return nil }
        // After the last item's line and its line break (a last line without one gets one first).
        let after = parsed[items.upperBound - 1]
        var insertion = after.hasTerminator ? "" : newline
        insertion += line + newline
        return SourceText(yaml).inserting(insertion, at: after.end)
    }
}

extension XcodeGenSpecEditor {
    /// `<Package>` of an item `<Package>/<target>`: the first of exactly two non-empty parts
    /// between slashes; by bytes for an ASCII item (where characters are bytes).
    fileprivate static func packagePart(of item: String) -> Substring? {
        guard item.utf8.allSatisfy({ $0 < 0x80 }) else {
            let parts = item.split(separator: "/")
            return parts.count == 2 ? parts[0] : nil
        }
        var parts = 0
        var first: Range<String.Index>?
        var start: String.Index?
        var index = item.utf8.startIndex
        while true {
            let atEnd = index == item.utf8.endIndex
            if atEnd || item.utf8[index] == UInt8(ascii: "/") {
                if let pieceStart = start {
                    parts += 1
                    if parts == 1 { first = pieceStart..<index }
                    if parts > 2 { return nil }
                    start = nil
                }
                if atEnd { break }
            } else if start == nil {
                start = index
            }
            index = item.utf8.index(after: index)
        }
        guard parts == 2, let first else { return nil }
        return item[first]
    }
}

/// The meaningful lines of a spec (what `YAMLLine` reads), found by bytes: a line's key and
/// value are only decoded when asked for, and a line with non-ASCII bytes is read by `YAMLLine`
/// itself, so both always agree.
struct SpecLines {
    struct Line {
        /// Byte offsets of the line's first byte and of the byte after its line break.
        var start: Int
        var end: Int
        /// The line's end before its line break (`\n` or `\r\n`).
        var contentEnd: Int
        var hasTerminator: Bool
        var indent: Int
        var isListItem: Bool
        var isASCII: Bool
        /// 1-based line number, as `YAMLLine` numbers it.
        var number: Int
    }

    let yaml: String
    let bytes: [UInt8]
    private(set) var lines: [Line] = []

    init(_ yaml: String) {
        self.yaml = yaml
        bytes = Array(yaml.utf8)
        var lines: [Line] = []
        bytes.withUnsafeBufferPointer { bytes in
            TextLines.forEach(in: bytes) { span, index in
                // The empty line after a final line break is no line of the file.
                guard span.start < bytes.count else { return }
                let isASCII = ByteSearch.isASCII(UnsafeBufferPointer(rebasing: bytes[span.content]))
                var line = Line(start: span.start, end: span.end, contentEnd: span.contentEnd, hasTerminator: span.hasBreak,
                                indent: 0, isListItem: false, isASCII: isASCII, number: index + 1)
                if isASCII {
                    if let content = YAMLLine.asciiContent(bytes, span.content) {
                        line.indent = content.indent
                        line.isListItem = content.isListItem
                        lines.append(line)
                    }
                } else if let parsed = YAMLLine(Self.substring(yaml, bytes: span.content), number: index + 1) {
                    line.indent = parsed.indent
                    line.isListItem = parsed.isListItem
                    lines.append(line)
                }
            }
        }
        self.lines = lines
    }

    private static func substring(_ yaml: String, bytes range: Range<Int>) -> Substring {
        let utf8 = yaml.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return yaml[lower..<upper]
    }

    /// For an ASCII line: `YAMLLine.asciiContent`.
    private static func content(_ bytes: [UInt8], _ range: Range<Int>) -> (indent: Int, isListItem: Bool, content: Range<Int>)? {
        bytes.withUnsafeBufferPointer { YAMLLine.asciiContent($0, range) }
    }

    /// The key and value of meaningful line `index`, as `YAMLLine` reads them.
    func fields(of index: Int) -> (key: String, value: String) {
        let line = lines[index]
        guard line.isASCII, let content = Self.content(bytes, line.start..<line.contentEnd)?.content else {
            let parsed = YAMLLine(Self.substring(yaml, bytes: line.start..<line.contentEnd), number: line.number)
            return (parsed?.key ?? "", parsed?.value ?? "")
        }
        var colon = content.lowerBound
        while colon < content.upperBound, bytes[colon] != ascii(":") { colon += 1 }
        if colon < content.upperBound, colon + 1 == content.upperBound || bytes[colon + 1] == ascii(" ") {
            return (unquoted(content.lowerBound..<colon), unquoted(colon + 1..<content.upperBound))
        }
        return ("", unquoted(content))
    }

    /// The bytes without surrounding spaces and tabs, and without one pair of matching quotes.
    private func unquoted(_ range: Range<Int>) -> String {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == ascii(" ") || bytes[start] == ascii("\t") { start += 1 }
        while end > start, bytes[end - 1] == ascii(" ") || bytes[end - 1] == ascii("\t") { end -= 1 }
        if end - start >= 2, bytes[start] == ascii("\"") || bytes[start] == ascii("'"), bytes[end - 1] == bytes[start] {
            start += 1
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
