/// Finds the FIA project a command works on: `--project DIR`, or the nearest directory at or
/// above the current one that holds a Package.swift or a workspace listing a package folder
/// (`group:FIASamplePackage`, at a repository root). A workspace in the current directory wins
/// over a package above it. From a folder no package encloses, the repository's local packages
/// (`RepositoryPackages`): the one there is, or the only one an app uses.
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
        return try packageBelow(context.currentDirectory, fileSystem, output: context.output)
    }

    /// From a folder of a repository (the nearest folder above with a `.git`) that no package encloses (its root, an app's folder): the one
    /// local package the repository's projects, workspaces and manifests name, or a usage error
    /// naming each package and why it was found when there are several.
    static func packageBelow(_ directory: String, _ fileSystem: any FileSystem, output: Output) throws -> String {
        var repository = directory
        // Only inside a repository: below a folder without one (a home, `/tmp`) lie unrelated projects.
        while !fileSystem.exists(Path.join(repository, ".git")) {
            guard repository != "/", repository.hasPrefix("/") else { throw ProjectLocatorError.notInProject(directory) }
            repository = Path.parent(repository)
        }
        let found = RepositoryPackages(repository: repository, fileSystem: fileSystem)
        if found.packages.count == 1, let package = found.packages.first { return package.folder }
        guard !found.packages.isEmpty else { throw ProjectLocatorError.notInProject(directory) }
        func named(_ index: Int) -> String {
            let package = found.packages[index]
            return "'\(Path.relative(from: directory, package.folder))' (\(package.reasons.first ?? ""))"
        }
        // The one package an app uses, beside packages no project, workspace or package names.
        let used = found.groups.filter { $0.contains { found.packages[$0].isUsedByApp } }
        if used.count == 1, let group = used.first, group.count == 1, let chosen = group.first {
            let others = found.packages.indices.filter { $0 != chosen }.map { "'\(Path.relative(from: directory, found.packages[$0].folder))'" }
            output.errorLine("note: reading \(named(chosen)), the only package an app uses; not read: \(others.joined(separator: ", ")) (pass --project <dir> to read another)")
            return found.packages[chosen].folder
        }
        let advice = "fia reads one package at a time: pass --project <dir> to choose one"
        guard found.groups.count > 1 else {
            throw UsageError("the repository has \(found.packages.count) local packages: \(found.packages.indices.map(named).joined(separator: ", "))", advice: advice)
        }
        let groups = found.groups.map { "[\($0.map(named).joined(separator: ", "))]" }
        throw UsageError("the repository has \(found.groups.count) unrelated groups of packages (no project, workspace or package links them): \(groups.joined(separator: " and "))", advice: advice)
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
