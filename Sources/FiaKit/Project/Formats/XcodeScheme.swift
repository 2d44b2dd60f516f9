/// What fia reads of an `.xcscheme`: the test plans it references
/// (`<TestPlanReference reference = "container:TestPlans/UnitTests.xctestplan">`).
enum XcodeScheme {
    /// One `TestPlanReference` of a scheme.
    struct TestPlanReference: Equatable {
        /// The line of its `reference` attribute.
        var line: Int
        /// The attribute's value, entities decoded.
        var reference: String

        /// The plan's path relative to the scheme's container (the package, project or workspace
        /// folder): the reference after `container:`; `nil` for any other kind, which is not followed.
        var containerPath: String? {
            reference.hasPrefix("container:") ? String(reference.dropFirst("container:".count)) : nil
        }
    }

    /// The scheme's test plan references, in order.
    static func testPlanReferences(in text: String) -> [TestPlanReference] {
        XMLTag.scan(text).compactMap { tag in
            guard tag.name == "TestPlanReference", let reference = tag.attributes["reference"] else { return nil }
            return TestPlanReference(line: tag.attributeLines["reference"] ?? tag.line, reference: reference)
        }
    }
}
