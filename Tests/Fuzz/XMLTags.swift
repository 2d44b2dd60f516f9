@testable import FiaKit

/// `XMLTag.scan`: the tags of `.xcscheme` and `contents.xcworkspacedata` files, and `XcodeScheme`
/// and `XcodeWorkspace` on top of it. Invariants: tags come in line order, on lines of the file,
/// no more of them than `<`s; tags written back (attributes quoted, entities encoded) scan the
/// same; a workspace lists no more references than its `FileRef` and `Group` tags; a scheme's plans
/// are no more than its `TestPlanReference` tags, on lines of the file, and read alike with CRLF
/// line breaks.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let tags = XMLTag.scan(text)
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    require(tags.count <= text.utf8.count { $0 == UInt8(ascii: "<") }, "more tags than '<'s")
    require(zip(tags, tags.dropFirst()).allSatisfy { $0.line <= $1.line } && tags.allSatisfy { (1...lines).contains($0.line) },
            "tags out of line order: \(tags.map(\.line))")

    let written = tags.map(write).joined(separator: "\n")
    let rescanned = XMLTag.scan(written)
    require(rescanned.map(withoutLine) == tags.map(withoutLine), "\(tags) written as \(written) scans as \(rescanned)")

    let references = XcodeWorkspace(contents: text).references
    require(references.count <= tags.count { $0.name == "FileRef" || $0.name == "Group" }, "more references than tags")
    let plans = XcodeScheme.testPlanReferences(in: text)
    require(plans.count <= tags.count { $0.name == "TestPlanReference" }, "more test plans than tags")
    require(plans.allSatisfy { (1...lines).contains($0.line) }, "plan references on lines \(plans.map(\.line))")
    if !input.bytes.contains(UInt8(ascii: "\r")) {
        let withCRLF = XcodeScheme.testPlanReferences(in: text.replacing("\n", with: "\r\n"))
        require(withCRLF == plans, "with CRLF line breaks the plans read \(withCRLF), with LF \(plans)")
    }
}

private func write(_ tag: XMLTag) -> String {
    let attributes = tag.attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(encoded($0.value))\"" }.joined()
    switch tag.kind {
    case .open: return "<\(tag.name)\(attributes)>"
    case .close: return "</\(tag.name)\(attributes)>"
    // A tag read as self-closing may have been a closing tag with a stray `/`: its name may start
    // with `!` or `?`, which after a bare `<` would start a declaration.
    case .selfClosing: return (tag.name.hasPrefix("!") || tag.name.hasPrefix("?") ? "</" : "<") + "\(tag.name)\(attributes) />"
    }
}

/// `value` with `&`, `"`, `<` and `>` as entities, scalar by scalar (as the scanner reads bytes: a
/// quote and a combining accent after it are one `Character`, which a replacement of `"` misses).
private func encoded(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "\"": result += "&quot;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func withoutLine(_ tag: XMLTag) -> XMLTag {
    var tag = tag
    tag.line = 0
    tag.attributeLines = [:]
    return tag
}
