@testable import FiaKit
import Testing

/// `remove` on the hand-written projects: what `add feature` put into one goes back out to the
/// byte; a feature the team wrote by hand (not as `add` writes it) is refused with nothing written.
struct HandWrittenProjectRemoveTests {
    private func run(_ arguments: String..., on fileSystem: InMemoryFileSystem, in folder: String) -> (status: Int32, out: String, err: String) {
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: folder, output: recording.output())
        let status = Fia.run(arguments: arguments, context: context)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func theReadmeProjectGetsBackWhatItWasAfterAddingAndRemovingAFeature() throws {
        let project = HandWrittenProject.readmeStyle
        let fileSystem = project.fileSystem()
        let before = fileSystem.files
        let added = run("add", "feature", "Foo", on: fileSystem, in: project.packageRoot)
        #expect(added.status == 0, "\(added.err)")
        let removed = run("remove", "feature", "Foo", on: fileSystem, in: project.packageRoot)
        #expect(removed.status == 0, "\(removed.err)")
        // Its framework layer is one target: the driver's file goes, the target stays.
        #expect(removed.out.contains("    remove  Sources/FrameworkLayer/FooDriver.swift"))
        #expect(removed.out.contains("    remove  Sources/PresentationLayer/LoadState.swift"), "add rendered it for this project")
        #expect(fileSystem.files == before)
    }

    @Test func aFeatureWrittenByHandIsRefusedWithNothingWritten() throws {
        for project in [HandWrittenProject.readmeStyle, HandWrittenProject.practicalStyle] {
            let fileSystem = project.fileSystem()
            let before = fileSystem.files
            let feature = project.package == "LicenseKit" ? "Settings" : "LicenseList"
            let result = run("remove", "feature", feature, on: fileSystem, in: project.packageRoot)
            #expect(result.status == 1, "\(project.package): \(result.out)")
            #expect(result.err.hasPrefix("error: ") && result.err.contains("nothing was written"), "\(result.err)")
            #expect(fileSystem.files == before)
        }
    }
}
