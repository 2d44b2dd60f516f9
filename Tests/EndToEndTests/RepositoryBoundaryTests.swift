import Foundation
import Testing

/// A cloned repository cannot steer fia outside itself: every path that comes from
/// `.fia/config.json`, a workspace or a scheme is resolved (`..`, absolute paths and symbolic
/// links followed) and must lie inside the repository holding the package; one that does not is
/// refused, naming the key or the file and the path, and nothing outside is read or written.
///
/// The layout: `<tmp>/repo/.git`, the project in `<tmp>/repo/Demo`, and `<tmp>/elsewhere`, a
/// folder outside the repository holding what a hostile path would lead to.
struct RepositoryBoundaryTests {
    struct Layout {
        let directory: TemporaryDirectory
        var repository: String { directory.path + "/repo" }
        var project: String { repository + "/Demo" }
        var elsewhere: String { directory.path + "/elsewhere" }

        /// `fia new Demo` with `newOptions` in a repository, and hostile files outside it.
        init(newOptions: [String] = []) throws {
            directory = try TemporaryDirectory()
            let manager = FileManager.default
            try manager.createDirectory(atPath: directory.path + "/repo/.git", withIntermediateDirectories: true)
            let created = try Shell.fia(["new", "Demo"] + newOptions, in: directory.path + "/repo")
            try #require(created.status == 0, "\(created.stderr)")
            // What reading a hostile path would find: a Development app linking the DI layer and a
            // plan naming a target the package lacks; both would be doctor findings if read.
            try manager.createDirectory(atPath: directory.path + "/elsewhere/Other.xcodeproj", withIntermediateDirectories: true)
            try RepositoryBoundaryTests.developmentAppLinkingDI.write(toFile: directory.path + "/elsewhere/Other.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
            try #"{"configurations": [], "testTargets": [{"target": {"containerPath": "container:", "identifier": "Bogus", "name": "Bogus"}}], "version": 1}"#
                .write(toFile: directory.path + "/elsewhere/Evil.xctestplan", atomically: true, encoding: .utf8)
            try manager.createSymbolicLink(atPath: project + "/Linked", withDestinationPath: elsewhere)
            // A link whose `..` leads outside once the link is followed (the text `LinkedSub/..`
            // stays inside), and a chain of links whose last one leads out.
            try manager.createDirectory(atPath: elsewhere + "/sub", withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: project + "/LinkedSub", withDestinationPath: elsewhere + "/sub")
            try manager.createSymbolicLink(atPath: project + "/ChainEnd", withDestinationPath: "../../elsewhere")
            try manager.createSymbolicLink(atPath: project + "/Chain", withDestinationPath: "ChainEnd")
        }

        func write(_ text: String, to relative: String) throws {
            let path = project + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }

        /// Everything under the temporary folder: the repository and what lies outside it.
        func snapshot() -> TreeSnapshot { TreeSnapshot(directory.path) }
    }

    /// A Development app target linking DependencyInjectionLayer, in the shape fia reads.
    static let developmentAppLinkingDI = """
        // !$*UTF8*$!
        {
            objects = {
                A1 = {isa = PBXNativeTarget; name = DevelopmentApp; productType = "com.apple.product-type.application"; packageProductDependencies = (P1); buildPhases = ();};
                P1 = {isa = XCSwiftPackageProductDependency; productName = DependencyInjectionLayer;};
                R1 = {isa = PBXProject; targets = (A1);};
            };
            rootObject = R1;
        }
        """

    /// Every key that holds a path, each with a `..` path, an absolute path and a path through a
    /// link, all leading to `elsewhere`.
    static func hostileConfigs(_ layout: Layout) -> [(key: String, value: String, json: String)] {
        // `..` then out; absolute; a link; a link then `..`; `..` then a link; a chain of links.
        let ways = ["../../elsewhere", layout.elsewhere, "Linked", "LinkedSub/..", "../Demo/Linked", "Chain"]
        var configs: [(String, String, String)] = []
        for way in ways {
            configs.append(("apps[0]", way + "/Other.xcodeproj", #"{"apps": ["\#(way)/Other.xcodeproj"]}"#))
            configs.append(("testPlans[0]", way + "/Evil.xctestplan", #"{"testPlans": ["\#(way)/Evil.xctestplan"]}"#))
            for kind in ["entities", "driverProtocols", "mocks"] {
                configs.append(("folders.\(kind)", way + "/Sources", #"{"folders": {"\#(kind)": "\#(way)/Sources"}}"#))
            }
        }
        return configs
    }

    @Test func everyConfigPathOutsideTheRepositoryIsRefusedBeforeAnythingIsReadOrWritten() throws {
        let layout = try Layout()
        for (key, value, json) in Self.hostileConfigs(layout) {
            try layout.write(json, to: ".fia/config.json")
            let before = layout.snapshot()
            let message = "the project config's '\(key)' is '\(value)', which leads outside the repository"
            for arguments in [["add", "feature", "Foo"], ["add", "feature", "Foo", "--dry-run"], ["add", "driver", "Bar"], ["remove", "feature", "Foo"]] {
                let result = try Shell.fia(arguments, in: layout.project)
                #expect(result.status == 1, "\(key) = \(value): \(arguments): \(result.stdout)\(result.stderr)")
                #expect(result.stderr.hasPrefix("error: cannot read '.fia/config.json': \(message)"), "\(key) = \(value): \(result.stderr)")
                #expect(result.stderr.contains("nothing was written"))
            }
            let doctor = try Shell.fia(["doctor", "--format", "json"], in: layout.project)
            #expect(doctor.status == 1)
            #expect(doctor.stdout.contains(message), "\(key) = \(value): \(doctor.stdout)")
            // Nothing outside was read: neither the Development app linking the DI layer nor the plan naming 'Bogus'.
            #expect(!doctor.stdout.contains("Bogus") && !doctor.stdout.contains("development-app.products\", \"file\" : \"../"), "\(doctor.stdout)")
            #expect(layout.snapshot() == before, "\(key) = \(value): the tree changed")
        }
    }

    /// `..` that stays inside the repository, and a link that does, are fine.
    @Test func pathsThatStayInsideTheRepositoryAreFollowed() throws {
        let layout = try Layout()
        try FileManager.default.createDirectory(atPath: layout.repository + "/Shared/Model", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: layout.project + "/Model", withDestinationPath: layout.repository + "/Shared/Model")
        for folder in ["../Shared/Model", "Model"] {
            try layout.write(#"{"folders": {"entities": "\#(folder)"}}"#, to: ".fia/config.json")
            let name = folder == "Model" ? "Linked" : "Dotted"
            let result = try Shell.fia(["add", "feature", name], in: layout.project)
            #expect(result.status == 0, "\(folder): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: layout.repository + "/Shared/Model/\(name).swift"), "\(folder): \(result.stdout)")
        }
    }

    @Test func aWorkspaceReferenceOutsideTheRepositoryIsReportedNotRead() throws {
        let layout = try Layout()
        let workspace = layout.repository + "/Outside.xcworkspace"
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Demo"></FileRef>
               <FileRef location = "group:../elsewhere/Other.xcodeproj"></FileRef>
               <FileRef location = "absolute:\(layout.elsewhere)/Other.xcodeproj"></FileRef>
            </Workspace>
            """.write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        let before = layout.snapshot()
        let doctor = try Shell.fia(["doctor"], in: layout.project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("../Outside.xcworkspace/contents.xcworkspacedata: doctor could not read this: it names '../../elsewhere/Other.xcodeproj', which lies outside the repository"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("links 'DependencyInjectionLayer'"), "the outside project was read: \(doctor.stdout)")
        #expect(layout.snapshot() == before)
    }

    @Test func aSchemesTestPlanOutsideTheRepositoryIsReportedNotRead() throws {
        let layout = try Layout(newOptions: ["--xcodegen"])
        let scheme = ".swiftpm/xcode/xcshareddata/xcschemes/Demo.xcscheme"
        let text = try String(contentsOfFile: layout.project + "/" + scheme, encoding: .utf8)
        try layout.write(text.replacingOccurrences(
            of: "reference = \"container:TestPlans/DriverTests.xctestplan\"",
            with: "reference = \"container:../../elsewhere/Evil.xctestplan\""), to: scheme)
        // The XcodeGen spec's scheme names a plan outside too (relative to App/).
        let spec = try String(contentsOfFile: layout.project + "/App/project.yml", encoding: .utf8)
        let test = "    test:\n      config: \"Debug\"\n"
        let range = try #require(spec.range(of: test))
        try layout.write(spec.replacingCharacters(in: range, with: test + "      testPlans:\n        - path: \"../../../elsewhere/Evil.xctestplan\"\n"), to: "App/project.yml")
        let before = layout.snapshot()
        let doctor = try Shell.fia(["doctor"], in: layout.project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("the scheme names the test plan 'container:../../elsewhere/Evil.xctestplan', which lies outside the repository"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("the scheme names the test plan '../../../elsewhere/Evil.xctestplan', which lies outside the repository"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("Bogus"), "the outside plan was read: \(doctor.stdout)")
        #expect(layout.snapshot() == before)
    }

    /// A workspace's own schemes (which no other check reads) name a plan outside: reported against the scheme.
    @Test func aWorkspaceSchemesTestPlanOutsideTheRepositoryIsReportedNotRead() throws {
        let layout = try Layout()
        let workspace = layout.repository + "/Outside.xcworkspace"
        try FileManager.default.createDirectory(atPath: workspace + "/xcshareddata/xcschemes", withIntermediateDirectories: true)
        try "<Workspace version = \"1.0\">\n   <FileRef location = \"group:Demo\"></FileRef>\n</Workspace>\n"
            .write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        try "<Scheme>\n   <TestAction>\n      <TestPlans>\n         <TestPlanReference reference = \"container:../elsewhere/Evil.xctestplan\"></TestPlanReference>\n      </TestPlans>\n   </TestAction>\n</Scheme>\n"
            .write(toFile: workspace + "/xcshareddata/xcschemes/All.xcscheme", atomically: true, encoding: .utf8)
        let before = layout.snapshot()
        let doctor = try Shell.fia(["doctor"], in: layout.project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("../Outside.xcworkspace/xcshareddata/xcschemes/All.xcscheme: doctor could not read this: it names '../../elsewhere/Evil.xctestplan', which lies outside the repository"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("Bogus"), "the outside plan was read: \(doctor.stdout)")
        #expect(layout.snapshot() == before)
    }

    /// The same for a scheme of the app project `fia new` writes (its `container:` is App/).
    @Test func anAppProjectSchemesTestPlanOutsideTheRepositoryIsReportedNotRead() throws {
        let layout = try Layout()
        let scheme = "App/Demo.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme"
        let text = try String(contentsOfFile: layout.project + "/" + scheme, encoding: .utf8)
        try layout.write(text.replacingOccurrences(
            of: "reference = \"container:../TestPlans/ProductionApp.xctestplan\"",
            with: "reference = \"container:../../../elsewhere/Evil.xctestplan\""), to: scheme)
        let before = layout.snapshot()
        let doctor = try Shell.fia(["doctor"], in: layout.project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("the scheme names the test plan 'container:../../../elsewhere/Evil.xctestplan', which lies outside the repository"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("Bogus"), "the outside plan was read: \(doctor.stdout)")
        #expect(layout.snapshot() == before)
    }

    /// A Swift file of the project that is a symbolic link to a file outside is never read: doctor
    /// reports it, and add, which cannot see the composition protocol it held, refuses.
    @Test func aSwiftFileLinkedOutsideTheRepositoryIsReportedNotRead() throws {
        let layout = try Layout()
        let composition = "Sources/PresentationLayer/DIContainerDependency.swift"
        try FileManager.default.moveItem(atPath: layout.project + "/" + composition, toPath: layout.elsewhere + "/DIContainerDependency.swift")
        try FileManager.default.createSymbolicLink(atPath: layout.project + "/" + composition, withDestinationPath: layout.elsewhere + "/DIContainerDependency.swift")
        let before = layout.snapshot()
        let doctor = try Shell.fia(["doctor"], in: layout.project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("\(composition): doctor could not read this: a symbolic link to a file outside '"), "\(doctor.stdout)")
        let add = try Shell.fia(["add", "feature", "Foo"], in: layout.project)
        #expect(add.status == 1 && add.stderr.hasPrefix("error: "), "\(add.stdout)\(add.stderr)")
        #expect(layout.snapshot() == before)
    }

    /// A test plan linked outside is not read, and add, which would have to edit it, refuses.
    @Test func aTestPlanLinkedOutsideTheRepositoryIsNotReadNorEdited() throws {
        let layout = try Layout()
        let plan = "TestPlans/UnitTests.xctestplan"
        try FileManager.default.moveItem(atPath: layout.project + "/" + plan, toPath: layout.elsewhere + "/UnitTests.xctestplan")
        try FileManager.default.createSymbolicLink(atPath: layout.project + "/" + plan, withDestinationPath: layout.elsewhere + "/UnitTests.xctestplan")
        let before = layout.snapshot()
        for arguments in [["add", "feature", "Foo"], ["add", "feature", "Foo", "--dry-run"]] {
            let result = try Shell.fia(arguments, in: layout.project)
            #expect(result.status == 1, "\(arguments): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.hasPrefix("error: cannot read '\(plan)': it lies outside the repository '"), "\(result.stderr)")
        }
        #expect(layout.snapshot() == before)
    }

    /// A file fia writes without reading it first through the loader (the baseline) is never
    /// written through a link that leads outside.
    @Test func aWriteThroughALinkOutsideTheRepositoryIsRefused() throws {
        let layout = try Layout()
        try FileManager.default.createDirectory(atPath: layout.project + "/.fia", withIntermediateDirectories: true)
        try "{}\n".write(toFile: layout.elsewhere + "/baseline.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: layout.project + "/.fia/baseline.json", withDestinationPath: layout.elsewhere + "/baseline.json")
        let before = layout.snapshot()
        for arguments in [["doctor", "--write-baseline"], ["doctor", "--write-baseline", "--dry-run"]] {
            let result = try Shell.fia(arguments, in: layout.project)
            #expect(result.status == 1, "\(arguments): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.hasPrefix("error: '.fia/baseline.json' would be written outside the repository '"), "\(result.stderr)")
            #expect(!result.stdout.contains("update"), "the plan was printed: \(result.stdout)")
        }
        #expect(layout.snapshot() == before)
    }

    /// The issue's reproduction: `Demo/L -> elsewhere/sub` and `folders.entities` `L/../Model`.
    /// Read as text, `L/../Model` is `Demo/Model`; on disk it is `elsewhere/Model`. Refused,
    /// dry run too, with nothing written anywhere, and doctor reports it.
    @Test func aLinkFollowedByDotDotCannotLeadAWriteOutside() throws {
        let layout = try Layout()
        try FileManager.default.createSymbolicLink(atPath: layout.project + "/L", withDestinationPath: layout.elsewhere + "/sub")
        try layout.write(#"{"folders": {"entities": "L/../Model"}}"#, to: ".fia/config.json")
        let before = layout.snapshot()
        for arguments in [["add", "feature", "Foo"], ["add", "feature", "Foo", "--dry-run"]] {
            let result = try Shell.fia(arguments, in: layout.project)
            #expect(result.status == 1, "\(arguments): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.hasPrefix("error: cannot read '.fia/config.json': the project config's 'folders.entities' is 'L/../Model', which leads outside the repository"), "\(result.stderr)")
            #expect(!result.stdout.contains("create"), "\(result.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: layout.elsewhere + "/Model"))
        #expect(layout.snapshot() == before)
        let doctor = try Shell.fia(["doctor"], in: layout.project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("'folders.entities' is 'L/../Model', which leads outside the repository"), "\(doctor.stdout)")
    }

    /// A configured app or test plan that is not there (or not what the key expects) replaces
    /// discovery, so it is a doctor error naming the key and a refusal of writing commands,
    /// never a check silently skipped.
    @Test func aConfiguredPathThatIsNotThereIsReportedNotDropped() throws {
        let layout = try Layout()
        try layout.write("not a project", to: "Notes.txt")
        let cases: [(json: String, message: String)] = [
            (#"{"apps": ["Nope.xcodeproj"]}"#, "the project config's 'apps[0]' is 'Nope.xcodeproj', which does not exist"),
            (#"{"apps": ["Notes.txt"]}"#, "the project config's 'apps[0]' is 'Notes.txt', which is not an Xcode project"),
            (#"{"apps": ["Sources.xcodeproj"]}"#, "the project config's 'apps[0]' is 'Sources.xcodeproj', which does not exist"),
            (#"{"testPlans": ["TestPlans/Nope.xctestplan"]}"#, "the project config's 'testPlans[0]' is 'TestPlans/Nope.xctestplan', which does not exist"),
            (#"{"testPlans": ["Notes.txt"]}"#, "the project config's 'testPlans[0]' is 'Notes.txt', which is neither a test plan"),
            (#"{"folders": {"entities": "Notes.txt"}}"#, "the project config's 'folders.entities' is 'Notes.txt', which is not a folder"),
        ]
        for (json, message) in cases {
            try layout.write(json, to: ".fia/config.json")
            let before = layout.snapshot()
            let doctor = try Shell.fia(["doctor"], in: layout.project)
            #expect(doctor.status == 1, "\(json): \(doctor.stdout)")
            #expect(doctor.stdout.contains(message), "\(json): \(doctor.stdout)")
            for arguments in [["add", "feature", "Foo"], ["add", "feature", "Foo", "--dry-run"]] {
                let add = try Shell.fia(arguments, in: layout.project)
                #expect(add.status == 1 && add.stderr.hasPrefix("error: cannot read '.fia/config.json': \(message)"), "\(json): \(add.stderr)")
            }
            #expect(layout.snapshot() == before, "\(json): the tree changed")
        }
    }
}
