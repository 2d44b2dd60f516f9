@testable import FiaKit
import Testing

struct TestPlanTests {
    @Test func readsEntriesWithLinesAndEnabledState() throws {
        let source = """
            {
              "testTargets" : [
                {
                  "target" : {
                    "containerPath" : "container:",
                    "identifier" : "DomainLayerTests",
                    "name" : "DomainLayerTests"
                  }
                },
                {
                  "enabled" : false,
                  "target" : {
                    "containerPath" : "container:App.xcodeproj",
                    "identifier" : "8A2B",
                    "name" : "AppTests"
                  }
                },
                {
                  "target" : {
                    "name" : "NameOnlyTests"
                  }
                }
              ],
              "version" : 1
            }
            """
        let plan = try TestPlan(source: source)
        #expect(plan.testTargets == [
            TestPlan.Entry(name: "DomainLayerTests", identifier: "DomainLayerTests", containerPath: "container:", line: 6),
            TestPlan.Entry(name: "AppTests", identifier: "8A2B", containerPath: "container:App.xcodeproj", line: 14, isEnabled: false),
            TestPlan.Entry(name: "NameOnlyTests", identifier: "NameOnlyTests", containerPath: "", line: 20),
        ])
    }

    @Test func readsAnEmptyPlan() throws {
        #expect(try TestPlan(source: TestPlanFixtures.empty).testTargets.isEmpty)
    }

    @Test(arguments: [
        ("", TestPlanError.invalidJSON(line: 1, reason: "expected a value but found the end of the file")),
        ("{\n  \"a\" : 1,\n  \"a\" : 2\n}", .invalidJSON(line: 3, reason: "duplicate key 'a'")),
        ("{\n  \"a\" : tru\n}", .invalidJSON(line: 2, reason: "expected a value")),
        ("{\n  \"a\" : \"b\n\"}", .invalidJSON(line: 2, reason: "unterminated string")),
        ("{\n\n  \"a\" 1\n}", .invalidJSON(line: 3, reason: "expected ':' after key 'a'")),
        ("{\"a\" : [1 2]}", .invalidJSON(line: 1, reason: "expected ',' or ']' in array")),
        ("{\"a\" : 1 \"b\" : 2}", .invalidJSON(line: 1, reason: "expected ',' or '}' in object")),
        ("{\"a\" : 01}", .invalidJSON(line: 1, reason: "expected ',' or '}' in object")),
        ("{\"a\" : 1.}", .invalidJSON(line: 1, reason: "invalid number")),
        ("{\"a\" : \"\\x\"}", .invalidJSON(line: 1, reason: "invalid escape sequence in string")),
        ("{\"a\" : \"\\ud800\"}", .invalidJSON(line: 1, reason: "unpaired surrogate in \\u escape")),
        ("{}\n\n}", .invalidJSON(line: 3, reason: "unexpected content after the top-level value")),
        ("\"plan\"", .notAnObject),
        ("{\"testTargets\" : [{\"target\" : {\"containerPath\" : \"container:\"}}]}", .invalidTestTarget(line: 1)),
    ])
    func refusesWithTheLineOfTheProblem(source: String, error: TestPlanError) {
        #expect(throws: error) { try TestPlan(source: source) }
    }

    @Test func describesErrorsInLowercase() {
        #expect(TestPlanError.invalidJSON(line: 3, reason: "expected a value").description
            == "invalid JSON on line 3: expected a value")
        #expect(TestPlanError.missingTestTargets.description == "unable to find 'testTargets' in the test plan")
        #expect(TestPlanError.testTargetsNotAnArray(line: 2).description == "'testTargets' on line 2 is not an array")
    }
}
