import Foundation

/// Everything a command may touch: the file system, where it runs, and where it prints.
public struct CommandContext {
    public var fileSystem: any FileSystem
    /// The absolute directory relative paths are resolved against.
    public var currentDirectory: String
    public var output: Output
    public var environment: [String: String]

    public init(fileSystem: any FileSystem, currentDirectory: String, output: Output, environment: [String: String] = [:]) {
        self.fileSystem = fileSystem
        self.currentDirectory = currentDirectory
        self.output = output
        self.environment = environment
    }

    /// The real disk, the process's working directory, stdout/stderr, colour on a TTY unless `NO_COLOR`.
    public static func live() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        let useColor = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        return CommandContext(
            fileSystem: LocalFileSystem(),
            currentDirectory: FileManager.default.currentDirectoryPath,
            output: .standard(useColor: useColor),
            environment: environment
        )
    }

    /// Resolves a user-supplied path against the current directory.
    public func absolutePath(_ path: String) -> String {
        Path.normalize(path, relativeTo: currentDirectory)
    }
}
