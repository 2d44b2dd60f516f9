@testable import FiaKit
import Testing

/// The readers of Xcode's own files: old-style property lists (`project.pbxproj`), workspaces, schemes.
struct XcodeFilesTests {
    @Test func readsAnOldStylePropertyList() throws {
        let list = try PropertyList(parsing: """
            // !$*UTF8*$!
            {
            \tkey = value; /* a comment with ; and } */
            \tquoted = "a \\"b\\" c";
            \tlist = (
            \t\tone,
            \t\t"two words",
            \t);
            \tnested = {isa = PBXGroup; path = "App/Sources"; };
            }
            """)
        #expect(list["key"]?.string == "value")
        #expect(list["key"]?.line == 3)
        #expect(list["quoted"]?.string == "a \"b\" c")
        #expect(list["list"]?.array?.compactMap(\.string) == ["one", "two words"])
        #expect(list["nested"]?["path"]?.string == "App/Sources")
        #expect(list["nested"]?["path"]?.line == 9)
    }

    @Test(arguments: [
        ("{ key = value }", 1, "expected ';'"),
        ("{ key = \"open; }", 1, "unterminated string"),
        ("{\n key = (a b); }", 2, "expected ',' or ')'"),
        ("{ a = b; } extra", 1, "unexpected text after the top-level value"),
        ("/* never closed", 1, "unterminated comment"),
    ])
    func refusesWhatIsNotAPropertyList(text: String, line: Int, reason: String) {
        #expect(throws: PropertyListError(line: line, reason: reason)) { try PropertyList(parsing: text) }
    }

    @Test func refusesDeepNestingInsteadOfCrashing() {
        let text = String(repeating: "(", count: 10_000)
        #expect(throws: PropertyListError.self) { try PropertyList(parsing: text) }
    }

    @Test func readsTheAppTargetsOfAPbxproj() throws {
        let project = try XcodeProject(pbxproj: HandWrittenProject.readmeStyle.files["Development/Development.xcodeproj/project.pbxproj"]!)
        #expect(project.targets.map(\.name) == ["Development"])
        #expect(project.targets[0].isApplication)
        #expect(project.targets[0].packageProducts.map(\.product) == ["PresentationLayer", "DomainLayer"])
        #expect(project.targets[0].sourcePaths == ["Development/DevelopmentApp.swift", "Development/ContentView.swift"])
        let synchronized = try XcodeProject(pbxproj: HandWrittenProject.readmeStyle.files["Production/Production.xcodeproj/project.pbxproj"]!)
        #expect(synchronized.targets[0].sourcePaths == ["Production"])
    }

    @Test func readsAWorkspacesReferencesThroughItsGroups() {
        let workspace = XcodeWorkspace(contents: """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <!-- <FileRef location = "group:Commented.xcodeproj"> -->
               <Group location = "group:Apps" name = "Apps">
                  <FileRef location = "group:Dev/Dev.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "container:Package"/>
               <FileRef location = "absolute:/elsewhere/X.xcodeproj"></FileRef>
            </Workspace>
            """)
        #expect(workspace.references == ["Apps/Dev/Dev.xcodeproj", "Package"])
    }

    @Test func readsTheTestPlansASchemeReferences() {
        let plans = XcodeScheme.testPlanReferences(in: HandWrittenProject.practicalStyle.files["LicenseApp.xcworkspace/xcshareddata/xcschemes/AllTests.xcscheme"]!).map(\.containerPath)
        #expect(plans == ["TestPlans/AllTests.xctestplan", "TestPlans/DriverTests.xctestplan"])
    }
}
