#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Everything a command may touch: the file system, where it runs, and where it prints.
public struct CommandContext {
    public var fileSystem: any FileSystem
    /// The absolute directory relative paths are resolved against.
    public var currentDirectory: String
    public var output: Output
    /// The environment variables; the live context reads the process's only when asked.
    public var environment: [String: String] {
        get { environmentSource.variables }
        set { environmentSource = ProcessEnvironment.Lazy(newValue) }
    }
    private var environmentSource: ProcessEnvironment.Lazy

    public init(fileSystem: any FileSystem, currentDirectory: String, output: Output, environment: [String: String] = [:]) {
        self.fileSystem = fileSystem
        self.currentDirectory = currentDirectory
        self.output = output
        self.environmentSource = ProcessEnvironment.Lazy(environment)
    }

    /// The real disk, the process's working directory, stdout/stderr, colour on a TTY unless `NO_COLOR`.
    public static func live() -> CommandContext {
        // getenv, not the whole environment: building a dictionary is most of `fia --version`.
        let useColor = isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil
            && ProcessEnvironment.variable("TERM") != "dumb"
        var context = CommandContext(
            fileSystem: LocalFileSystem(),
            currentDirectory: ProcessEnvironment.currentDirectory(),
            output: .standard(useColor: useColor)
        )
        context.environmentSource = ProcessEnvironment.Lazy(nil)
        return context
    }

    /// Resolves a user-supplied path against the current directory.
    public func absolutePath(_ path: String) -> String {
        Path.normalize(path, relativeTo: currentDirectory)
    }
}
