@testable import FiaKit
import Testing

/// `XcodeScheme.testPlanReferences(in:)`, the one reader of a scheme's test plans (the loader's
/// doctor check and the plan finder both call it): each `TestPlanReference`'s `reference`, entities
/// decoded, on the line of the attribute, with CRLF line breaks as with LF.
struct XcodeSchemeTests {
    private static let scheme = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Scheme version = "1.7">
           <!-- <TestPlanReference reference = "container:Commented.xctestplan"> -->
           <BuildableReference ReferencedContainer = "container:App.xcodeproj"/>
           <TestAction>
              <TestPlans>
                 <TestPlanReference
                    reference = "container:TestPlans/A &amp; B.xctestplan"
                    default = "YES">
                 </TestPlanReference>
                 <TestPlanReference reference = "absolute:/elsewhere/C.xctestplan"/>
                 <TestPlanReference
                    reference = "container:../TestPlans/&quot;D&quot;.xctestplan">
                 </TestPlanReference>
              </TestPlans>
           </TestAction>
        </Scheme>

        """

    @Test func readsEachReferenceDecodedOnItsAttributesLine() {
        let plans = XcodeScheme.testPlanReferences(in: Self.scheme)
        #expect(plans == [
            .init(line: 8, reference: "container:TestPlans/A & B.xctestplan"),
            .init(line: 11, reference: "absolute:/elsewhere/C.xctestplan"),
            .init(line: 13, reference: "container:../TestPlans/\"D\".xctestplan"),
        ])
        #expect(plans.map(\.containerPath) == ["TestPlans/A & B.xctestplan", nil, "../TestPlans/\"D\".xctestplan"])
    }

    @Test func readsASchemeWithCRLFLineBreaksAsWithLF() {
        #expect(XcodeScheme.testPlanReferences(in: Self.scheme.replacing("\n", with: "\r\n")) == XcodeScheme.testPlanReferences(in: Self.scheme))
    }

    @Test func readsNothingWithoutATestPlanReference() {
        #expect(XcodeScheme.testPlanReferences(in: "") == [])
        #expect(XcodeScheme.testPlanReferences(in: "reference = \"container:A.xctestplan\"\n<Other reference = \"container:B.xctestplan\"/>") == [])
    }
}
