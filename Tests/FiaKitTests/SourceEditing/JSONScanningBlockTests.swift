@testable import FiaKit
import Testing

/// The eight-bytes-at-a-time paths of the JSON walk (blanks, string contents) agree with reading
/// byte by byte: no byte that needs a look is ever skipped, lines are counted across skipped blanks.
struct JSONScanningBlockTests {
    /// Every byte value at every position of an otherwise plain block: flagged whenever it needs a look.
    @Test func aBlockHoldingAByteThatNeedsALookIsFlagged() {
        for value in 0...255 {
            let byte = UInt8(value)
            let needsALook = byte == ascii("\"") || byte == ascii("\\") || byte < 0x20 || byte >= 0x80
            for position in 0..<8 {
                var bytes = [UInt8](repeating: ascii("a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                if needsALook { #expect(JSONParser.mayNeedALook(word), "byte \(value) at \(position)") }
            }
        }
        let plain = Array("abcdefgh".utf8).withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        #expect(!JSONParser.mayNeedALook(plain))
    }

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
            let parsed = try TestPlan(document: JSONParser.parse(plan))
            #expect(walked == parsed)
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

/// A kept walk of a plan is its whole walk, and is handed out only for exactly the plan's bytes.
struct TestPlanWalksTests {
    static let plan = "{\n  \"testTargets\" : [\n    {\n      \"target\" : {\n        \"containerPath\" : \"container:\",\n        \"identifier\" : \"A\",\n        \"name\" : \"A\"\n      }\n    }\n  ]\n}\n"

    @Test func aKeptWalkIsTheWholeWalk() throws {
        let whole = try TestPlan.walkWhole(Self.plan)
        _ = try TestPlan.walk(Self.plan)
        let kept = try #require(TestPlanWalks.shared.walk(of: Self.plan))
        #expect(String(describing: kept.elements) == String(describing: whole.elements))
        #expect(kept.array == whole.array)
        #expect(kept.parser.bytes == whole.parser.bytes)
        let edited = Self.plan.replacingOccurrences(of: "\"A\"", with: "\"B\"")
        #expect(TestPlanWalks.shared.walk(of: edited) == nil || TestPlanWalks.shared.walk(of: edited)?.parser.bytes == Array(edited.utf8))
        #expect(try TestPlan(source: edited).testTargets.map(\.name) == ["B"])
        #expect(try TestPlanEditor.addTestTarget("C", to: Self.plan) == TestPlanEditor.addTestTarget("C", to: Self.plan))
    }
}
