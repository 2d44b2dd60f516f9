@testable import FiaKit

/// `JSONParser`: test plans, `.fia/config.json` and `swift package dump-package`'s output; and the
/// test plan walk over it (`JSONParser+Scanning`), which validates without building values.
/// Invariants: the walk accepts what `parse` accepts and fails with the same first error; a
/// value's offsets hold text that parses to the same value, on the line they say; a value written
/// back as JSON parses the same; reading a plan by the walk is reading it from the parsed document;
/// a test target added to a plan is read there, and adding it again changes nothing. The plan read
/// from the document is `TestPlan.entries(ofDocument:)`, which `.ci/fuzz` compiles in from
/// Tests/FiaKitTests/SourceEditing/TestPlan+DocumentReading.swift (one oracle for both).
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let bytes = Array(text.utf8)
    var parsed: JSONValue?
    var parseError: TestPlanError?
    do { parsed = try JSONParser.parse(text) } catch { parseError = error }
    let walkError = walked(bytes)
    require(walkError == parseError, "the walk fails with \(String(describing: walkError)), the parse with \(String(describing: parseError))")

    if let value = parsed {
        check(value, in: bytes)
        let written = shape(value)
        let reparsed = try? JSONParser.parse(written)
        require(reparsed.map(shape) == written, "\(written) parses as \(reparsed.map(shape) ?? "an error")")
        _ = try? ProjectConfiguration(json: text)
        _ = try? ManifestReader.readDumpPackageJSON(text)
    }

    let fromDocument = outcome { () throws(TestPlanError) in
        guard let parsed else { throw parseError! }
        return try TestPlan.entries(ofDocument: parsed)
    }
    let fromWalk = outcome { () throws(TestPlanError) in try TestPlan(source: text).testTargets }
    require(fromWalk == fromDocument, "a plan walked: \(fromWalk), read from its document: \(fromDocument)")
    guard case .success(let testTargets) = fromWalk, let added = try? TestPlanEditor.addTestTarget("FuzzTarget", to: text) else { return }
    let entries = (try? TestPlan(source: added))?.testTargets
    require(entries?.contains { $0.identifier == "FuzzTarget" && $0.containerPath == "container:" } == true, "the target added is not read:\n\(added)")
    let others = { (entries: [TestPlan.Entry]) in entries.filter { $0.identifier != "FuzzTarget" && $0.name != "FuzzTarget" } }
    require(entries.map(others) == others(testTargets), "adding a target changes the other entries:\n\(added)")
    require((try? TestPlanEditor.addTestTarget("FuzzTarget", to: added)) == added, "adding a target twice changes the plan again")
    if let removed = try? TestPlanEditor.removeTestTarget("FuzzTarget", from: added) {
        let left = (try? TestPlan(source: removed))?.testTargets
        require(left?.contains { $0.identifier == "FuzzTarget" || $0.name == "FuzzTarget" } == false, "the target removed is still read:\n\(removed)")
    }
}

/// What the walk (`skipValue`, as `TestPlan` uses it) makes of `bytes`.
private func walked(_ bytes: [UInt8]) -> TestPlanError? {
    do throws(TestPlanError) {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipValue()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.failure("unexpected content after the top-level value") }
        return nil
    } catch {
        return error
    }
}

/// Each value's bytes parse alone to the same value, and its line counts the line breaks before it.
private func check(_ value: JSONValue, in bytes: [UInt8]) {
    require(0 <= value.start && value.start < value.end && value.end <= bytes.count, "a value at \(value.start)..<\(value.end)")
    let line = bytes[..<value.start].count { $0 == UInt8(ascii: "\n") } + 1
    require(value.line == line, "a value on line \(value.line) starts on line \(line)")
    let alone = try? JSONParser.parse(String(decoding: bytes[value.start..<value.end], as: UTF8.self))
    require(alone.map(shape) == shape(value), "the bytes of \(shape(value)) parse as \(alone.map(shape) ?? "an error")")
    switch value.kind {
    // Of big objects and arrays, the first and last values (each check counts lines from the start).
    case .object(let members):
        for index in Set(members.indices.prefix(3) + members.indices.suffix(2)) { check(members[index].value, in: bytes) }
    case .array(let elements):
        for index in Set(elements.indices.prefix(3) + elements.indices.suffix(2)) { check(elements[index], in: bytes) }
    default:
        break
    }
}

/// A value without its positions.
private func shape(_ value: JSONValue) -> String {
    switch value.kind {
    case .object(let members): "{" + members.map { json($0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
    case .array(let elements): "[" + elements.map(shape).joined(separator: ",") + "]"
    case .string(let string): json(string)
    case .number(let number): number
    case .bool(let bool): "\(bool)"
    case .null: "null"
    }
}

/// `string` as a JSON string literal.
private func json(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case _ where scalar.value < 0x20: result += "\\u00" + String(scalar.value, radix: 16).leftPadded(to: 2)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

extension String {
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}

private enum Outcome<Value: Equatable>: Equatable {
    case success(Value)
    case failure(TestPlanError)
}

private func outcome<Value: Equatable>(_ body: () throws(TestPlanError) -> Value) -> Outcome<Value> {
    do { return .success(try body()) } catch { return .failure(error) }
}
