@testable import FiaKit
import Testing

/// `TestPlan(source:)` walks the bytes without a tree: it must read every plan, and refuse every
/// other file, exactly as reading `JSONParser.parse`'s document does.
struct TestPlanReadingTests {
    private static let plan = """
        \u{FEFF}{
          "configurations" : [ { "id" : "19C9", "options" : { "n" : -1.5e+3, "x" : null, "y" : [true, false] } } ],
          "testTargets" : [
            { "target" : { "containerPath" : "container:", "identifier" : "A\\u00e9Tests", "name" : "ATests" } },
            { "enabled" : false, "target" : { "name" : "BTests", "\\u0069dentifier" : "8B" } },
            { "enabled" : true, "skippedTests" : ["x"], "target" : { "identifier" : "CTests" } },
            { "enabled" : 1, "target" : { "identifier" : 2, "name" : "DTests", "containerPath" : [] } }
          ],
          "version" : 1
        }
        """

    private static func treeRead(_ source: String) -> Result<[TestPlan.Entry], TestPlanError> {
        Result { () throws(TestPlanError) in try TestPlan.entries(ofDocument: try JSONParser.parse(source)) }
    }

    private static func walkRead(_ source: String) -> Result<[TestPlan.Entry], TestPlanError> {
        Result { () throws(TestPlanError) in try TestPlan(source: source).testTargets }
    }

    @Test func readsAPlanAsTheDocumentDoes() throws {
        let plan = try TestPlan(source: Self.plan)
        #expect(plan.testTargets.map(\.identifier) == ["AéTests", "8B", "CTests", "DTests"])
        #expect(plan.testTargets.map(\.isEnabled) == [true, false, true, true])
        #expect(Self.walkRead(Self.plan) == Self.treeRead(Self.plan))
    }

    @Test(arguments: [
        "", "[]", "{}", "{\"testTargets\" : 1}", "{\"testTargets\" : [1, {}, {\"target\" : 3}]}",
        "{\"testTargets\" : [], \"testTargets\" : []}", "{\"a\" : 1, \"\\u0061\" : 2}", "{\"K\" : 1, \"\u{212A}\" : 2}",
        "{\"testTargets\" : [{\"target\" : {\"name\" : \"A\", \"name\" : \"B\"}}]}",
        "{\"\\u0074estTargets\" : [{\"target\" : {\"name\" : \"A\"}}]}",
        String(repeating: "[", count: 600), "{\"a\" : \"\\ud800\\u0041\"}", "{\"a\" : \"\u{1}\"}",
        // Container paths repeated, escaped, changed, non-ASCII (a decoded one is reused only for the same plain bytes).
        "{\"testTargets\" : [" + ["container:", "container:", "container\\u003a", "container:x", "contéiner:", "contéiner:", "container:", "container:"]
            .enumerated().map { "{\"target\" : {\"containerPath\" : \"\($0.element)\", \"name\" : \"T\($0.offset)\"}}" }.joined(separator: ", ") + "]}",
    ])
    func agreesWithTheDocumentOn(source: String) {
        #expect(Self.walkRead(source) == Self.treeRead(source))
    }

    /// Every plan one byte shorter, and every plan with a stray byte: the same plan or the same error.
    @Test func agreesWithTheDocumentOnEveryDamagedPlan() {
        let bytes = Array(Self.plan.utf8)
        var disagreements: [String] = []
        for position in 0..<bytes.count {
            var shorter = bytes
            shorter.remove(at: position)
            for stray: UInt8 in [ascii("\""), ascii("{"), ascii("]"), ascii(","), ascii("\n"), ascii("\\")] {
                var longer = bytes
                longer.insert(stray, at: position)
                let source = String(decoding: longer, as: UTF8.self)
                if Self.walkRead(source) != Self.treeRead(source) { disagreements.append(source) }
            }
            let source = String(decoding: shorter, as: UTF8.self)
            if Self.walkRead(source) != Self.treeRead(source) { disagreements.append(source) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }
}
