/// What fia reads of an `.xcscheme`: the test plans it references
/// (`<TestPlanReference reference = "container:TestPlans/UnitTests.xctestplan">`).
enum XcodeScheme {
    /// The plans' paths, relative to the scheme's container (the package, project or workspace folder).
    static func testPlanReferences(in text: String) -> [String] {
        XMLTag.scan(text).compactMap { tag in
            guard tag.name == "TestPlanReference", let reference = tag.attributes["reference"],
                  reference.hasPrefix("container:") else { return nil }
            return String(reference.dropFirst("container:".count))
        }
    }
}
