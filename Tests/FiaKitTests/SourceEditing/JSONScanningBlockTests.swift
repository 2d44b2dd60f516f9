@testable import FiaKit
import Testing

/// The JSON walk's strings and blanks: special bytes at every offset after long runs of blanks are
/// read, and lines counted, as the tree parser reads them.
struct JSONScanningBlockTests {
    /// Strings whose special bytes fall at every offset of a block, after long runs of blanks: the
    /// walk reads what the tree parser reads, with the same lines and the same first error.
    @Test func theWalkAgreesWithTheParser() throws {
        for padding in 0..<17 {
            let run = String(repeating: "x", count: padding)
            let indent = String(repeating: " ", count: padding)
            let plan = "{\n\(indent)\"testTargets\" : [\n\(indent)  {\n\(indent)    \"target\" : {\n"
                + "\(indent)      \"containerPath\" : \"container:\",\n"
                + "\(indent)      \"identifier\" : \"\(run)é\(run)\\\"\(run)\",\n"
                + "\(indent)      \"name\" : \"\(run)N\"\n\(indent)    }\n\(indent)  }\n\(indent)]\n}\n"
            let walked = try TestPlan(source: plan)
            let parsed = try TestPlan.entries(ofDocument: JSONParser.parse(plan))
            #expect(walked.testTargets == parsed)
            #expect(walked.testTargets.first?.identifier == "\(run)é\(run)\"\(run)")
            #expect(walked.testTargets.first?.line == 6)
            let broken = plan.replacingOccurrences(of: "\(run)N\"", with: "\(run)N\n\"")
            #expect(throws: TestPlanError.self) { try TestPlan(source: broken) }
            var walkError: TestPlanError?
            var parseError: TestPlanError?
            do { _ = try TestPlan(source: broken) } catch { walkError = error }
            do { _ = try JSONParser.parse(broken) } catch { parseError = error }
            #expect(walkError == parseError)
        }
    }
}
