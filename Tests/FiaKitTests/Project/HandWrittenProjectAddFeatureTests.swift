@testable import FiaKit
import Testing

/// `add feature` on the hand-written projects, in memory: it follows each project's conventions
/// or refuses, writing nothing.
struct HandWrittenProjectAddFeatureTests {
    private func run(_ arguments: [String], on project: HandWrittenProject, in folder: String? = nil) -> (status: Int32, out: String, err: String, fileSystem: InMemoryFileSystem) {
        let fileSystem = project.fileSystem()
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: folder ?? project.packageRoot, output: recording.output())
        let status = Fia.run(arguments: arguments, context: context)
        return (status, recording.standardOutput, recording.standardError, fileSystem)
    }

    @Test func theReadmeProjectGetsTheDriverInItsFrameworkLayerAndItsOwnFolders() throws {
        let project = HandWrittenProject.readmeStyle
        let result = run(["add", "feature", "Foo"], on: project, in: HandWrittenProject.root)
        #expect(result.status == 0, "\(result.err)")
        let package = project.packageRoot
        let files = result.fileSystem.files
        #expect(files[package + "/Sources/FrameworkLayer/FooDriver.swift"] != nil)
        #expect(files[package + "/Sources/DomainLayer/DriverProtocol/FooDriverProtocol.swift"] != nil)
        #expect(files[package + "/Sources/PresentationLayer/LicenseList/MockFooDriver.swift"] != nil)
        #expect(files[package + "/Sources/PresentationLayer/LoadState.swift"] != nil)
        #expect(files[package + "/Sources/DomainLayer/Errors/DomainError.swift"] != nil)
        #expect(files.keys.filter { $0.contains("FooFramework") } == [])
        // Its tests import the framework layer by its real name.
        let driverTests = try #require(files[package + "/Tests/FIASamplePackageTests/FooDriverTests.swift"])
        #expect(driverTests.contains("import FrameworkLayer\n"))
        #expect(files[package + "/Package.swift"] == project.files["FIASamplePackage/Package.swift"])
        #expect(files[package + "/Sources/PresentationLayer/DIContainerDependency.swift"]?.contains("FooPresenterDependency") == true)
        #expect(files[package + "/Sources/PresentationLayer/MockDIContainer.swift"]?.contains("public let fooDriver = MockFooDriver()") == true)
    }

    @Test func theConfigNamesTheMockAndTheFolders() throws {
        var project = HandWrittenProject.readmeStyle
        project.files["FIASamplePackage/.fia/config.json"] = #"{"driverMockName": "{protocol}Mock", "folders": {"entities": "Sources/DomainLayer/Entity"}}"#
        let result = run(["add", "feature", "Foo"], on: project)
        #expect(result.status == 0, "\(result.err)")
        let package = project.packageRoot
        let files = result.fileSystem.files
        #expect(files[package + "/Sources/DomainLayer/Entity/Foo.swift"] != nil)
        let mock = try #require(files[package + "/Sources/PresentationLayer/LicenseList/FooDriverProtocolMock.swift"])
        #expect(mock.contains("public final class FooDriverProtocolMock: FooDriverProtocol"))
        #expect(files[package + "/Sources/PresentationLayer/MockDIContainer.swift"]?.contains("public let fooDriver = FooDriverProtocolMock()") == true)
        #expect(files.keys.filter { $0.hasSuffix("MockFooDriver.swift") } == [])
        // And doctor, reading the result, finds the project as clean as before.
        var after = project
        after.files = Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropFirst(HandWrittenProject.root.count + 1)), $0.value) })
        #expect(Doctor.run(after.snapshot()).findings == [])
    }

    @Test func thePracticalProjectIsRefusedWithNothingWritten() {
        let project = HandWrittenProject.practicalStyle
        let before = project.fileSystem().files
        let result = run(["add", "feature", "Foo"], on: project)
        #expect(result.status == 1)
        // In memory `dump-package` cannot run, so the computed manifest is what refuses here; on disk
        // (`HandWrittenProjectTests`) it is Mockolo's generated container.
        #expect(result.err.hasPrefix("error: "))
        #expect(result.err.contains("nothing was written"))
        #expect(result.fileSystem.files == before)
    }

    @Test func aPlanThatWouldOverlapTargetsIsRefused() throws {
        let project = HandWrittenProject.readmeStyle
        let snapshot = project.snapshot()
        let layout = ProjectLayout(root: project.packageRoot, snapshot: snapshot)
        var plan = FilePlan(root: project.packageRoot)
        let manifest = try #require(project.files["FIASamplePackage/Package.swift"])
        let overlapping = try ManifestEditor.addTarget(
            named: "FooFramework",
            declaration: ".target(\n    name: \"FooFramework\",\n    path: \"Sources/FrameworkLayer/FooFramework\"\n)",
            to: manifest)
        plan.edit(layout.manifest, from: manifest, to: overlapping)
        plan.edit(layout.path("Sources/FrameworkLayer/FooFramework/FooDriver.swift"), from: "", to: "struct FooDriver {}\n")
        #expect(throws: FeatureError.invalidPackage("targets 'FrameworkLayer' and 'FooFramework' would have overlapping sources ('Sources/FrameworkLayer', 'Sources/FrameworkLayer/FooFramework')")) {
            try PackageValidator.validate(plan: plan, layout: layout, fileSystem: project.fileSystem())
        }
        // Folders compared as strings when one is not ASCII: a decomposed 'é' is the composed one.
        let decomposed = try ManifestEditor.addTarget(
            named: "Café",
            declaration: ".target(\n    name: \"Café\",\n    path: \"Sources/Cafe\u{301}\"\n)",
            to: manifest)
        let both = try ManifestEditor.addTarget(
            named: "Inner",
            declaration: ".target(\n    name: \"Inner\",\n    path: \"Sources/Caf\u{E9}/Inner\"\n)",
            to: decomposed)
        var nonASCII = FilePlan(root: project.packageRoot)
        nonASCII.edit(layout.manifest, from: manifest, to: both)
        nonASCII.edit(layout.path("Sources/Cafe\u{301}/A.swift"), from: "", to: "struct A {}\n")
        nonASCII.edit(layout.path("Sources/Caf\u{E9}/Inner/B.swift"), from: "", to: "struct B {}\n")
        #expect(throws: FeatureError.invalidPackage("targets 'Café' and 'Inner' would have overlapping sources ('Sources/Cafe\u{301}', 'Sources/Caf\u{E9}/Inner')")) {
            try PackageValidator.validate(plan: nonASCII, layout: layout, fileSystem: project.fileSystem())
        }
        var missing = FilePlan(root: project.packageRoot)
        missing.edit(layout.manifest, from: manifest, to: try ManifestEditor.addTarget(named: "Ghost", declaration: ".target(name: \"Ghost\")", to: manifest))
        #expect(throws: FeatureError.invalidPackage("the folder 'Sources/Ghost' of target 'Ghost' would not exist")) {
            try PackageValidator.validate(plan: missing, layout: layout, fileSystem: project.fileSystem())
        }
    }
}
