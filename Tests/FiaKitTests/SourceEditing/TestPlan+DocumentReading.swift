@testable import FiaKit

/// The plan read from `JSONParser.parse`'s document, as the test plan format says (what `TestPlan`
/// read before its one walk over the bytes replaced it): the reference the walk is held to, by
/// `TestPlanReadingTests` and by the JSON fuzz harness (`.ci/fuzz` compiles this file into it).
extension TestPlan {
    /// The plan's entries read from an already parsed document.
    static func entries(ofDocument document: JSONValue) throws(TestPlanError) -> [Entry] {
        let array = try Self.testTargetsArray(in: document)
        var entries: [Entry] = []
        for element in array.elements ?? [] {
            entries.append(try Self.entry(from: element))
        }
        return entries
    }

    /// The `testTargets` array of a plan document.
    private static func testTargetsArray(in document: JSONValue) throws(TestPlanError) -> JSONValue {
        guard document.members != nil else { throw .notAnObject }
        guard let array = document["testTargets"] else { throw .missingTestTargets }
        guard array.elements != nil else { throw .testTargetsNotAnArray(line: array.line) }
        return array
    }

    private static func entry(from element: JSONValue) throws(TestPlanError) -> Entry {
        guard let target = element["target"], target.members != nil else {
            throw .invalidTestTarget(line: element.line)
        }
        func string(_ key: String) -> (value: String, line: Int)? {
            guard let member = target[key], let value = member.stringValue else { return nil }
            return (value, member.line)
        }
        let identifier = string("identifier")
        let name = string("name")
        guard let named = identifier ?? name else { throw .invalidTestTarget(line: element.line) }
        return Entry(
            name: name?.value ?? named.value,
            identifier: identifier?.value ?? named.value,
            containerPath: string("containerPath")?.value ?? "",
            line: named.line,
            isEnabled: element["enabled"]?.boolValue ?? true
        )
    }
}
