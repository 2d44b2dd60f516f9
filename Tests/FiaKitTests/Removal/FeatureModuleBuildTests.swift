@testable import FiaKit
import Foundation
import Testing

/// The feature-module project after `remove feature` and `rename feature`, on disk, builds with its
/// tests warning-free and passes them (`swift build`, `swift test`: the product's promise, as in
/// `GeneratedProjectTests`, with its shared module cache). One compile of a whole package.
struct FeatureModuleBuildTests {
    /// Runs `arguments` with `swift` in `directory`; its status and its output (stdout and stderr, through a file).
    private func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let log = directory.appendingPathComponent(".build-log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        let output = try String(contentsOf: log, encoding: .utf8)
        try FileManager.default.removeItem(at: log)
        return (process.terminationStatus, output)
    }

    @Test func removingOneFeatureAndRenamingTheOtherLeavesAProjectThatBuildsAndPassesItsTests() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fia-feature-modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("Demo")
        for (path, text) in try FeatureModuleProject.tree() {
            let file = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        for arguments in [["remove", "feature", "Settings"], ["rename", "feature", "Profile", "Account"]] {
            let recording = RecordingOutput()
            let context = CommandContext(fileSystem: LocalFileSystem(), currentDirectory: project.path, output: recording.output())
            let status = Fia.run(arguments: arguments, context: context)
            try #require(status == 0, "\(arguments): \(recording.standardError)")
        }
        let moduleCache = NSTemporaryDirectory() + "fia-tests-module-cache"
        let build = try swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors", "-Xswiftc", "-module-cache-path", "-Xswiftc", moduleCache], in: project)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        let test = try swift(["test", "--skip-build"], in: project)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        #expect(test.output.contains("AccountPresenterTests") && !test.output.contains("SettingsPresenterTests"), "\(test.output)")
    }
}
