#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Everything a command may touch: the file system, where it runs, and where it prints.
public struct CommandContext {
    public var fileSystem: any FileSystem
    /// The absolute directory relative paths are resolved against; empty when the process's
    /// working directory no longer exists (commands then refuse to run).
    public var currentDirectory: String
    public var output: Output
    /// The environment variables; the live context reads the process's only when asked.
    public var environment: [String: String] {
        get { environmentSource.variables }
        set { environmentSource = ProcessEnvironment.Lazy(newValue) }
    }
    private var environmentSource: ProcessEnvironment.Lazy
    /// Who owns the projects a command loads until the process exits: set by the `fia`
    /// executable alone, which exits as soon as its command is done (the exit reclaims them at
    /// once). `nil` for in-process callers (tests): theirs are freed with their last reference.
    public var loadedProjectsOwner: KeptUntilExit?

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
            currentDirectory: workingDirectory() ?? "",
            output: .standard(useColor: useColor)
        )
        context.environmentSource = ProcessEnvironment.Lazy(nil)
        return context
    }

    /// The process's working directory, read once; `nil` when it was deleted (`getcwd` fails).
    private static func workingDirectory() -> String? {
        guard let buffer = getcwd(nil, 0) else { return nil }
        defer { free(buffer) }
        let path = String(cString: buffer)
        return path.hasPrefix("/") ? path : nil
    }

    /// Runs `body` holding the writer lock of the project at `root` (see `ProjectLock`), after
    /// finishing any write a killed run left there and saying so on stderr. Waits for another
    /// writer up to `FIA_LOCK_TIMEOUT` seconds (default 10).
    /// With `readOnly` (a `--dry-run`), a project where no lock can be made (a read-only
    /// checkout) is still planned, unlocked.
    public func withProjectLock<T>(_ root: String, readOnly: Bool = false, _ body: () throws -> T) throws -> T {
        var timeout = 10.0
        if let text = environment["FIA_LOCK_TIMEOUT"] {
            if let seconds = Double(text), seconds.isFinite, seconds >= 0 {
                timeout = seconds
            } else {
                output.errorLine("\(output.styled("warning:", .yellow)) FIA_LOCK_TIMEOUT='\(text)' is not a number of seconds; waiting up to 10")
            }
        }
        do {
            return try fileSystem.withProjectLock(root, timeout: timeout, report: { output.errorLine("note: \($0)") }, body)
        } catch ProjectLockError.cannotLock where readOnly {
            return try body()
        }
    }

    /// Resolves a user-supplied path against the current directory.
    public func absolutePath(_ path: String) -> String {
        Path.normalize(path, relativeTo: currentDirectory)
    }
}
