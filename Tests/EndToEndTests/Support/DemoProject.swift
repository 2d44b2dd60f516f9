import Foundation
import Testing

/// `fia new Demo` on disk, grown by the given commands: what the `add` commands' tests start
/// from. No `swift build` here; these tests check files, exit codes and messages.
struct DemoProject {
    let directory: TemporaryDirectory
    var path: String { directory.path + "/Demo" }

    init(_ commands: [[String]] = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
        directory = try TemporaryDirectory()
        let created = try Shell.fia(["new", "Demo"], in: directory.path)
        try #require(created.status == 0, "\(created.stderr)", sourceLocation: sourceLocation)
        for command in commands {
            let result = try Shell.fia(command, in: directory.path + "/Demo")
            try #require(result.status == 0, "\(command): \(result.stderr)", sourceLocation: sourceLocation)
        }
    }

    func fia(_ arguments: [String]) throws -> Shell.Result {
        try Shell.fia(arguments, in: path)
    }

    /// Every file and folder of the project with its bytes.
    func snapshot() -> [String: Data] {
        directory.snapshot("Demo")
    }

    /// The paths added, removed or changed since `before` (a `snapshot()`), sorted: `[]` when
    /// not one byte changed.
    func changes(since before: [String: Data]) -> [String] {
        let now = snapshot()
        return Set(now.keys).union(before.keys).filter { now[$0] != before[$0] }.sorted()
    }

    func read(_ relative: String) throws -> String {
        try directory.read("Demo/" + relative)
    }

    func write(_ contents: String, to relative: String) throws {
        try directory.write(contents, to: "Demo/" + relative)
    }

    /// How often `text` occurs in the project's file `relative`.
    func count(_ text: String, in relative: String) throws -> Int {
        try read(relative).components(separatedBy: text).count - 1
    }

    /// Runs `arguments` and expects them refused: exit `status`, standard error starting with
    /// `error` then holding `hint` on its second line, and not one byte changed on disk.
    func expectRefusal(
        _ arguments: [String], status: Int32, error: String, hint: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = snapshot()
        let result = try fia(arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.stderr.hasPrefix("error: " + error), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(lines.count > 1 && lines[1].contains(hint), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(changes(since: before) == [], "\(arguments) changed the project", sourceLocation: sourceLocation)
    }
}
