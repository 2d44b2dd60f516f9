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

    /// A string is plain (its bytes are its value, compared as bytes) exactly when it is ASCII
    /// without escapes: every printable ASCII byte continues a plain run, and the walk stops at a
    /// quote, a backslash, a control character or a byte beyond ASCII as the parser does.
    @Test func aStringIsPlainExactlyWhenItIsASCIIWithoutEscapes() throws {
        let scalars = (UInt8(0x20)...UInt8(0x7F)).map { Unicode.Scalar($0) } + ["é", "\u{1F600}"]
        for scalar in scalars where scalar != "\"" && scalar != "\\" {
            let literal = "\"a\(scalar)b\(scalar)\" "
            var parser = JSONParser(bytes: Array(literal.utf8))
            let string = try parser.scanString()
            #expect(string.isPlain == scalar.isASCII, "\(literal)")
            #expect(parser.value(of: string) == "a\(scalar)b\(scalar)")
            #expect(parser.index == literal.utf8.count - 1)
        }
        for escape in ["\\\"", "\\\\", "\\/", "\\n", "\\u0041"] {
            var parser = JSONParser(bytes: Array("\"a\(escape)b\"".utf8))
            let string = try parser.scanString()
            #expect(!string.isPlain, "\(escape)")
            #expect(try parser.value(of: string) == JSONParser.parse("\"a\(escape)b\"").stringValue)
        }
        for control in UInt8(0)..<0x20 {
            var parser = JSONParser(bytes: [ascii("\""), ascii("a"), control, ascii("\"")])
            #expect(throws: TestPlanError.self) { try parser.scanString() }
        }
    }
}
