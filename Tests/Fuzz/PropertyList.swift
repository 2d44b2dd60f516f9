@testable import FiaKit

/// `PropertyListParser`: Xcode's `project.pbxproj` (old-style property lists), and `XcodeProject`
/// on top of it. Invariants: every value's line is a line of the file; a value written back (every
/// string quoted and escaped) parses the same; an error names a line of the file.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    let value: PropertyList
    do {
        value = try PropertyList(parsing: text)
    } catch {
        require((1...lines).contains(error.line), "an error on line \(error.line) of \(lines)")
        return
    }
    check(value, lines: lines)
    let written = write(value)
    let reparsed = try? PropertyList(parsing: written)
    require(reparsed.map(shape) == shape(value), "\(shape(value)) written as \(written) parses as \(reparsed.map(shape) ?? "an error")")
    if let project = try? XcodeProject(pbxproj: text) {
        require(project.targets.allSatisfy { (1...lines).contains($0.line) }, "a target's line outside the file")
    }
}

private func check(_ value: PropertyList, lines: Int) {
    require((1...lines).contains(value.line), "a value on line \(value.line) of \(lines)")
    switch value {
    case .string: break
    case .array(let values, _): values.forEach { check($0, lines: lines) }
    case .dictionary(let entries, _): entries.forEach { check($0.value, lines: lines) }
    }
}

/// The value on one line, every string quoted.
private func write(_ value: PropertyList) -> String {
    switch value {
    case .string(let string, _): quoted(string)
    case .array(let values, _): "(" + values.map(write).joined(separator: ", ") + ")"
    case .dictionary(let entries, _): "{" + entries.map { quoted($0.key) + " = " + write($0.value) + ";" }.joined(separator: " ") + "}"
    }
}

/// A value without its lines.
private func shape(_ value: PropertyList) -> String {
    switch value {
    case .string(let string, _): quoted(string)
    case .array(let values, _): "(" + values.map(shape).joined(separator: ",") + ")"
    case .dictionary(let entries, _): "{" + entries.map { quoted($0.key) + "=" + shape($0.value) + ";" }.joined() + "}"
    }
}

private func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
