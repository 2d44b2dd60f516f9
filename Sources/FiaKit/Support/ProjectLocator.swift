/// Finds the FIA project a command works on: `--project DIR`, or the nearest directory
/// at or above the current one that holds a Package.swift.
public enum ProjectLocator {
    /// The project's absolute root directory.
    public static func root(explicit: String?, in context: CommandContext) throws -> String {
        let fileSystem = context.fileSystem
        if let explicit {
            let root = context.absolutePath(explicit)
            guard fileSystem.isDirectory(root) else {
                throw ProjectLocatorError.noSuchDirectory(explicit)
            }
            guard fileSystem.exists(Path.join(root, "Package.swift")) else {
                throw ProjectLocatorError.noManifest(in: explicit)
            }
            return root
        }
        var directory = context.currentDirectory
        while true {
            if fileSystem.exists(Path.join(directory, "Package.swift")) { return directory }
            // `/` ends the search; so does a relative path, whose parents never reach `/`.
            if directory == "/" || !directory.hasPrefix("/") { break }
            directory = Path.parent(directory)
        }
        throw ProjectLocatorError.notInProject(context.currentDirectory)
    }
}

public enum ProjectLocatorError: Error, Equatable, CustomStringConvertible, HintedError {
    case noSuchDirectory(String)
    case noManifest(in: String)
    case notInProject(String)

    public var description: String {
        switch self {
        case .noSuchDirectory(let path): "no directory at '\(path)'"
        case .noManifest(let path): "'\(path)' is not a Swift package: it has no Package.swift"
        case .notInProject(let path): "no Package.swift in '\(path)' or any directory above it"
        }
    }

    public var hint: String? {
        "run fia inside an FIA project (see 'fia new') or pass --project <dir>"
    }
}
