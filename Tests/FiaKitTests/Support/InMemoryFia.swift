@testable import FiaKit

/// Runs fia in memory, as the CLI would, on an `InMemoryFileSystem`.
struct InMemoryFia {
    let fileSystem = InMemoryFileSystem(directories: ["/work"])
    var currentDirectory = "/work"

    @discardableResult
    func run(_ arguments: String...) -> (status: Int32, out: String, err: String) {
        run(arguments)
    }

    @discardableResult
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: currentDirectory, output: recording.output())
        let status = Fia.run(arguments: arguments, context: context)
        return (status, recording.standardOutput, recording.standardError)
    }

    /// The files below `root`, relative to it.
    func tree(_ root: String) -> [String: String] {
        var tree: [String: String] = [:]
        for (path, contents) in fileSystem.files where path.hasPrefix(root + "/") {
            tree[String(path.dropFirst(root.count + 1))] = contents
        }
        return tree
    }
}
