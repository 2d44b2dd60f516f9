@testable import FiaKit

/// `YAMLLine` and `XcodeGenSpec`: what doctor reads of an XcodeGen `project.yml`, and
/// `XcodeGenSpecEditor`, which adds a test target to one of its schemes.
/// Invariants: the byte-wise reading of an ASCII line is the character-wise one; a spec with CRLF
/// line breaks reads as with LF; the lines read are lines of the file, in order; an edit that
/// succeeds is idempotent, adds the one line, and makes of a CRLF spec the CRLF form of its edit.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let lines = YAMLLine.lines(of: text)
    let count = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    require(zip(lines, lines.dropFirst()).allSatisfy { $0.number < $1.number } && lines.allSatisfy { (1...count).contains($0.number) },
            "lines out of order: \(lines.map(\.number))")
    if input.isPlainASCII {
        let general = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { YAMLLine($1, number: $0 + 1) }
        require(general.count == lines.count, "\(lines.count) lines by bytes, \(general.count) by characters")
        for (byBytes, byCharacters) in zip(lines, general) {
            require(describe(byBytes) == describe(byCharacters), "line by bytes \(describe(byBytes)), by characters \(describe(byCharacters))")
        }
    }

    let spec = XcodeGenSpec(yaml: text)
    let hasCR = input.bytes.contains(UInt8(ascii: "\r"))
    let crlf = text.replacing("\n", with: "\r\n")
    if !hasCR {
        let withCRLF = XcodeGenSpec(yaml: crlf)
        require(withCRLF == spec, "with CRLF line breaks the spec reads \(withCRLF), with LF \(spec)")
    }

    let schemes = Set(lines.filter { $0.indent > 0 && !$0.key.isEmpty && $0.value.isEmpty }.map(\.key).prefix(3))
    for scheme in schemes.sorted() {
        guard let added = XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: scheme, in: text) else { continue }
        require(XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: scheme, in: added) == added, "adding a test target twice changes the spec again")
        guard added != text else { continue }
        let newLines = added.utf8.count { $0 == UInt8(ascii: "\n") } - text.utf8.count { $0 == UInt8(ascii: "\n") }
        require(newLines == 1 || newLines == 2 && !text.utf8.isEmpty && text.utf8.last != UInt8(ascii: "\n"), "an edit adds \(newLines) lines:\n\(added)")
        if !hasCR {
            let crlfAdded = XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: scheme, in: crlf)
            require(crlfAdded == added.replacing("\n", with: "\r\n"), "the edit of a CRLF spec is not the CRLF form of its edit:\n\(String(describing: crlfAdded))")
        }
    }
}

private func describe(_ line: YAMLLine) -> String {
    let mapping = line.flowMapping.map { $0.map { "\($0.key)=\($0.value)" } }
    return "\(line.number) \(line.indent) \(line.isListItem) '\(line.key)' '\(line.value)' \(String(describing: mapping))"
}
