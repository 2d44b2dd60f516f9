/// What fia reads of an Xcode test plan (`.xctestplan`): the test targets it runs.
public struct TestPlan: Equatable, Sendable {
    /// One element of `testTargets`: `{"enabled" : false?, "target" : {"containerPath", "identifier", "name"}}`.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var identifier: String
        /// `container:` for a target of the package next to the plan.
        public var containerPath: String
        /// 1-based line of the entry's `identifier` (else its `name`), where a fix would go.
        public var line: Int
        /// `false` when the entry says `"enabled" : false`.
        public var isEnabled: Bool

        public init(name: String, identifier: String, containerPath: String, line: Int, isEnabled: Bool = true) {
            self.name = name
            self.identifier = identifier
            self.containerPath = containerPath
            self.line = line
            self.isEnabled = isEnabled
        }
    }

    public var testTargets: [Entry]

    /// Parses a test plan; throws `TestPlanError` with the 1-based line of the problem for invalid JSON.
    /// The whole file is validated as `JSONParser.parse` does, but only the entries are kept.
    public init(source: String) throws(TestPlanError) {
        testTargets = try Self.entries(in: source)
    }

    /// Reads the plan from an already parsed document.
    init(document: JSONValue) throws(TestPlanError) {
        let array = try Self.testTargetsArray(in: document)
        var entries: [Entry] = []
        for element in array.elements ?? [] {
            entries.append(try Self.entry(from: element))
        }
        testTargets = entries
    }

    /// The `testTargets` array of a plan document.
    static func testTargetsArray(in document: JSONValue) throws(TestPlanError) -> JSONValue {
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
