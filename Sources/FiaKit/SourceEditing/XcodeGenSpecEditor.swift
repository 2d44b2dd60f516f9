/// Edits an XcodeGen `project.yml` the way a person would: one new line, every other byte kept.
public enum XcodeGenSpecEditor {
    /// Adds `- package: "<Package>/<testTarget>"` to the test targets of the scheme `scheme`
    /// (`schemes: <scheme>: test: targets:`), after the last item and indented like it.
    /// `<Package>` is the package the list already names (`Demo/DomainLayerTests`).
    ///
    /// Returns `nil` when the spec has no such list naming a package target: a spec fia did not
    /// write, or one whose schemes a team keeps elsewhere, is left alone. Idempotent.
    public static func addPackageTestTarget(_ testTarget: String, toScheme scheme: String, in yaml: String) -> String? {
        let lines = RawLine.split(yaml)
        let parsed = lines.enumerated().compactMap { offset, line in
            YAMLLine(line.content, number: offset + 1).map { (raw: offset, line: $0) }
        }
        func block(of parent: Int) -> Range<Int> {
            let indent = parsed[parent].line.indent
            var end = parent + 1
            while end < parsed.count, parsed[end].line.indent > indent || (parsed[end].line.indent == indent && parsed[end].line.isListItem) {
                end += 1
            }
            return (parent + 1)..<end
        }
        func child(_ key: String, of parent: Int?) -> Int? {
            let range = parent.map(block(of:)) ?? 0..<parsed.count
            guard let first = range.first else { return nil }
            let indent = parent == nil ? 0 : parsed[first].line.indent
            return range.first { parsed[$0].line.indent == indent && !parsed[$0].line.isListItem && parsed[$0].line.key == key }
        }
        guard let targets = child("targets", of: child("test", of: child(scheme, of: child("schemes", of: nil)))),
              parsed[targets].line.value.isEmpty
        else { return nil }
        let items = block(of: targets)
        guard let firstItem = items.first, parsed[firstItem].line.isListItem else { return nil }
        let itemIndent = parsed[firstItem].line.indent
        let names = items.filter { parsed[$0].line.indent == itemIndent && parsed[$0].line.isListItem }
            .map { parsed[$0].line.key == "package" || parsed[$0].line.key.isEmpty ? parsed[$0].line.value : "" }
        guard let package = names.compactMap({ $0.split(separator: "/").count == 2 ? $0.split(separator: "/")[0] : nil }).last else {
            return nil
        }
        let entry = "\(package)/\(testTarget)"
        if names.contains(entry) { return yaml }
        let newline = yaml.containsBytes("\r\n") ? "\r\n" : "\n"
        let line = String(repeating: " ", count: itemIndent) + "- package: \"" + entry + "\""
        let after = parsed[items.upperBound - 1].raw
        var result = lines[...after].map { $0.content + $0.terminator }.joined()
        if lines[after].terminator.isEmpty { result += newline }
        result += line + newline
        result += lines[(after + 1)...].map { $0.content + $0.terminator }.joined()
        return result
    }
}

/// A line of a text and the line break that ends it (empty on a last line without one).
struct RawLine {
    var content: Substring
    var terminator: String

    /// Splits at `\n` bytes (a `\r\n` is one `Character` in Swift, so characters would miss it).
    static func split(_ text: String) -> [RawLine] {
        var lines: [RawLine] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                let isCRLF = index > start && bytes[bytes.index(before: index)] == UInt8(ascii: "\r")
                let end = isCRLF ? bytes.index(before: index) : index
                lines.append(RawLine(content: text[start..<end], terminator: isCRLF ? "\r\n" : "\n"))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < bytes.endIndex {
            lines.append(RawLine(content: text[start..<bytes.endIndex], terminator: ""))
        }
        return lines
    }
}
