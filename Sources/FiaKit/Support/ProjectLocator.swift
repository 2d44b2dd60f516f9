/// Finds the FIA project a command works on: `--project DIR`, or the nearest directory at or
/// above the current one that holds a Package.swift or a workspace listing a package folder
/// (`group:FIASamplePackage`, at a repository root). A workspace in the current directory wins
/// over a package above it.
public enum ProjectLocator {
    /// The project's absolute root directory.
    public static func root(explicit: String?, in context: CommandContext) throws -> String {
        let fileSystem = context.fileSystem
        if let explicit {
            let root = context.absolutePath(explicit)
            guard fileSystem.isDirectory(root) else {
                throw ProjectLocatorError.noSuchDirectory(explicit)
            }
            if fileSystem.exists(Path.join(root, "Package.swift")) { return root }
            if let package = try packageListedByWorkspace(in: root, fileSystem) { return package }
            throw ProjectLocatorError.noManifest(in: explicit)
        }
        // A repository root: the workspace here lists the package (before any package above).
        if !fileSystem.exists(Path.join(context.currentDirectory, "Package.swift")),
           let package = try packageListedByWorkspace(in: context.currentDirectory, fileSystem) {
            return package
        }
        var directory = context.currentDirectory
        while true {
            if fileSystem.exists(Path.join(directory, "Package.swift")) { return directory }
            // Inside an app's folder beside the package (`Development/`): the workspace above lists it.
            if let package = try packageListedByWorkspace(in: directory, fileSystem) { return package }
            // `/` ends the search; so does a relative path, whose parents never reach `/`.
            if directory == "/" || !directory.hasPrefix("/") { break }
            directory = Path.parent(directory)
        }
        throw ProjectLocatorError.notInProject(context.currentDirectory)
    }

    /// The one package folder the workspaces in `directory` list; an error when they list several.
    static func packageListedByWorkspace(in directory: String, _ fileSystem: any FileSystem) throws -> String? {
        var packages: [String] = []
        for name in (try? fileSystem.entries(of: directory)) ?? [] where name.hasSuffix(".xcworkspace") {
            guard let text = try? fileSystem.contents(of: Path.join(directory, name, "contents.xcworkspacedata")) else { continue }
            for reference in XcodeWorkspace(contents: text).references {
                let folder = Path.normalize(Path.join(directory, reference))
                if fileSystem.exists(Path.join(folder, "Package.swift")) && !packages.contains(folder) { packages.append(folder) }
            }
        }
        guard packages.count <= 1 else {
            throw ProjectLocatorError.severalPackages(packages.map { Path.relative(from: directory, $0) })
        }
        return packages.first
    }
}

public enum ProjectLocatorError: Error, Equatable, CustomStringConvertible, HintedError {
    case noSuchDirectory(String)
    case noManifest(in: String)
    case notInProject(String)
    case severalPackages([String])

    public var description: String {
        switch self {
        case .noSuchDirectory(let path): "no directory at '\(path)'"
        case .noManifest(let path): "'\(path)' is not a Swift package: it has no Package.swift"
        case .notInProject(let path): "no Package.swift in '\(path)' or any directory above it"
        case .severalPackages(let paths): "the workspace lists several packages: \(paths.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }

    public var hint: String? {
        switch self {
        case .severalPackages: "pass --project <dir> to choose one"
        default: "run fia inside an FIA project (see 'fia new') or pass --project <dir>"
        }
    }
}
