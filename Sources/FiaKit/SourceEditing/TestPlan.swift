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
}
