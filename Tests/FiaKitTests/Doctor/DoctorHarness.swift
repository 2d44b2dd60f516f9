@testable import FiaKit
import Foundation

/// Runs `fia doctor` in memory on a fixture project whose files persist between runs, so a
/// test can write a baseline, edit the project and run doctor again.
final class DoctorHarness {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let fileSystem: RecordingFileSystem
    let root = FixtureProject.root

    init(_ project: FixtureProject) {
        fileSystem = RecordingFileSystem(project.fileSystem())
    }

    @discardableResult
    func doctor(_ arguments: String...) -> Run {
        doctor(arguments)
    }

    @discardableResult
    func doctor(_ arguments: [String]) -> Run {
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: root, output: recording.output())
        let status = Fia.run(arguments: ["doctor"] + arguments, context: context)
        return Run(status: status, stdout: recording.standardOutput, stderr: recording.standardError)
    }

    /// The project-relative file's text.
    func file(_ path: String) -> String? {
        try? fileSystem.contents(of: Path.join(root, path))
    }

    func write(_ path: String, _ text: String) {
        try! fileSystem.base.write([(Path.join(root, path), text)])
    }

    /// Replaces the one occurrence of `old` in `path`.
    func edit(_ path: String, replacing old: String, with new: String) {
        let text = file(path)!
        precondition(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in '\(path)'")
        write(path, text.replacingOccurrences(of: old, with: new))
    }

    /// The findings of a `--format json` run, as JSON objects.
    func jsonFindings(_ arguments: String...) throws -> [[String: Any]] {
        let run = doctor(["--format", "json"] + arguments)
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return document?["findings"] as? [[String: Any]] ?? []
    }
}

extension DoctorCheckFixtures {
    /// A project with known findings: PresentationLayer imports a framework module (an error at
    /// a known line) and a presenter has no tests (a warning).
    static var withKnownFindings: FixtureProject {
        base.inserting("import SettingsFramework", after: "import Observation", in: settingsPresenter)
            .removing("Tests/PresentationLayerTests/LicenseListPresenterTests.swift")
            .removing("Tests/DependencyInjectionLayerTests/LicenseListPresenterIntegrationTests.swift")
    }
}
