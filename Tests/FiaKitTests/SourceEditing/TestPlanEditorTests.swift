@testable import FiaKit
import Foundation
import Testing

struct TestPlanEditorTests {
    @Test func appendsAfterTheLastTarget() throws {
        let edited = try TestPlanEditor.addTestTarget("SettingsFrameworkTests", to: TestPlanFixtures.oneTarget)
        #expect(edited == TestPlanFixtures.twoTargets)
        try expectValidJSON(edited)
    }

    @Test func fillsAnEmptyArray() throws {
        let edited = try TestPlanEditor.addTestTarget("SettingsFrameworkTests", to: TestPlanFixtures.empty)
        #expect(edited == TestPlanFixtures.oneFromEmpty)
        try expectValidJSON(edited)
    }

    @Test func emptyThenTwoAdditionsMatchesAppendingTwice() throws {
        let first = try TestPlanEditor.addTestTarget("DomainLayerTests", to: TestPlanFixtures.empty)
        #expect(first == TestPlanFixtures.oneTarget)
        let second = try TestPlanEditor.addTestTarget("SettingsFrameworkTests", to: first)
        #expect(second == TestPlanFixtures.twoTargets)
    }

    @Test func isIdempotent() throws {
        let once = try TestPlanEditor.addTestTarget("SettingsFrameworkTests", to: TestPlanFixtures.oneTarget)
        let twice = try TestPlanEditor.addTestTarget("SettingsFrameworkTests", to: once)
        #expect(twice == once)
        #expect(try TestPlanEditor.addTestTarget("DomainLayerTests", to: TestPlanFixtures.oneTarget) == TestPlanFixtures.oneTarget)
    }

    /// An app's plan, run by `App/Demo.xcodeproj`'s scheme, names the package `container:..`: the
    /// entry is written with that container (slashes escaped as Xcode writes them), and only an
    /// entry with that container counts as listed.
    @Test func writesTheContainerTheSchemesReach() throws {
        let edited = try TestPlanEditor.addTestTarget("DomainLayerTests", container: "container:..", to: TestPlanFixtures.oneTarget)
        #expect(edited.contains("""
                  "target" : {
                    "containerPath" : "container:..",
                    "identifier" : "DomainLayerTests",
            """))
        #expect(try TestPlanEditor.addTestTarget("DomainLayerTests", container: "container:..", to: edited) == edited)
        let nested = try TestPlanEditor.addTestTarget("KitTests", container: "container:../Modules/Kit", to: TestPlanFixtures.oneTarget)
        #expect(nested.contains(#""containerPath" : "container:..\/Modules\/Kit","#))
        #expect(try TestPlanEditor.addTestTarget("KitTests", container: "container:../Modules/Kit", to: nested) == nested)
        #expect(try TestPlanEditor.removeTestTarget("DomainLayerTests", container: "container:..", from: edited) == TestPlanFixtures.oneTarget)
    }

    @Test func aDisabledEntryStillCountsAsListed() throws {
        let disabled = """
            {
              "testTargets" : [
                {
                  "enabled" : false,
                  "target" : {
                    "containerPath" : "container:",
                    "identifier" : "DomainLayerTests",
                    "name" : "DomainLayerTests"
                  }
                }
              ]
            }
            """
        #expect(try TestPlanEditor.addTestTarget("DomainLayerTests", to: disabled) == disabled)
    }

    /// An entry counts as listed by its strings' values, as strings compare: escaped, non-ASCII
    /// (canonically equivalent) or plain; a near miss does not count.
    @Test(arguments: [
        ("container\\u003a", "Feature\\u0031Tests", "Feature1Tests", true),
        ("container:", "Caf\u{E9}Tests", "Caf\u{E8}Tests", false),
        ("container:", "Cafe\u{301}Tests", "Caf\u{E9}Tests", true),
        ("container:", "Feature1Tests", "Feature1Test", false),
        ("container:", "Feature1Tests", "Feature1Tests", true),
        ("container:x", "Feature1Tests", "Feature1Tests", false),
    ])
    func anEntryIsListedByItsValues(container: String, identifier: String, name: String, listed: Bool) throws {
        let plan = "{\n  \"testTargets\" : [\n    {\n      \"target\" : {\n        \"containerPath\" : \"\(container)\",\n"
            + "        \"identifier\" : \"\(identifier)\",\n        \"name\" : \"\(identifier)\"\n      }\n    }\n  ]\n}\n"
        let edited = try TestPlanEditor.addTestTarget(name, to: plan)
        #expect((edited == plan) == listed)
    }

    @Test func aTargetOfAnotherContainerDoesNotCount() throws {
        let other = """
            {
              "testTargets" : [
                {
                  "target" : {
                    "containerPath" : "container:Other.xcodeproj",
                    "identifier" : "ABC123",
                    "name" : "DomainLayerTests"
                  }
                }
              ]
            }
            """
        let expected = """
            {
              "testTargets" : [
                {
                  "target" : {
                    "containerPath" : "container:Other.xcodeproj",
                    "identifier" : "ABC123",
                    "name" : "DomainLayerTests"
                  }
                },
                {
                  "target" : {
                    "containerPath" : "container:",
                    "identifier" : "DomainLayerTests",
                    "name" : "DomainLayerTests"
                  }
                }
              ]
            }
            """
        #expect(try TestPlanEditor.addTestTarget("DomainLayerTests", to: other) == expected)
    }

    @Test func takesTheIndentationFromTheFile() throws {
        let fourSpaces = "{\n    \"testTargets\" : [\n\n    ]\n}\n"
        let expected = """
            {
                "testTargets" : [
                    {
                        "target" : {
                            "containerPath" : "container:",
                            "identifier" : "A\\"B",
                            "name" : "A\\"B"
                        }
                    }
                ]
            }

            """
        let edited = try TestPlanEditor.addTestTarget("A\"B", to: fourSpaces)
        #expect(edited == expected)
        let object = try JSONSerialization.jsonObject(with: Data(edited.utf8)) as? [String: Any]
        let entries = object?["testTargets"] as? [[String: [String: String]]]
        #expect(entries?.first?["target"]?["name"] == "A\"B")
    }

    @Test func keepsBytesAroundACompactArray() throws {
        let compact = #"{"testTargets":[],"version":1}"#
        let expected = "{\"testTargets\":[\n  {\n    \"target\" : {\n      \"containerPath\" : \"container:\",\n"
            + "      \"identifier\" : \"X\",\n      \"name\" : \"X\"\n    }\n  }\n],\"version\":1}"
        let edited = try TestPlanEditor.addTestTarget("X", to: compact)
        #expect(edited == expected)
        try expectValidJSON(edited)
    }

    @Test(arguments: [
        ("{\n  \"testTargets\" : [\n\n  ],\n}\n", TestPlanError.invalidJSON(line: 5, reason: "expected a string key")),
        ("{\n  \"testTargets\" : [\n", TestPlanError.invalidJSON(line: 3, reason: "expected a value but found the end of the file")),
        ("{\n  \"version\" : 1\n}\n", TestPlanError.missingTestTargets),
        ("{\n  \"testTargets\" : {\n\n  }\n}\n", TestPlanError.testTargetsNotAnArray(line: 2)),
        ("[\n\n]\n", TestPlanError.notAnObject),
        ("{\n  \"testTargets\" : [\n    {\n      \"target\" : 1\n    }\n  ]\n}\n", TestPlanError.invalidTestTarget(line: 3)),
    ])
    func refusesAndChangesNothing(source: String, error: TestPlanError) {
        var edited = source
        #expect(throws: error) { edited = try TestPlanEditor.addTestTarget("X", to: source) }
        #expect(edited == source)
    }

    private func expectValidJSON(_ text: String) throws {
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }
}
