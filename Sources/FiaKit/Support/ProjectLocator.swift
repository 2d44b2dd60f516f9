/// Finds the FIA project a command works on: `--project DIR`, or the nearest directory at or
/// above the current one that holds a Package.swift or a workspace listing a package folder
/// (`group:FIASamplePackage`, at a repository root). A workspace in the current directory wins
/// over a package above it. From a folder no package encloses, the repository's local packages
/// (`RepositoryPackages`): the one there is, or the only one an app uses. Writing commands edit
/// one package (`root`); doctor, graph and init read the packages an app uses together
/// (`location`).
public enum ProjectLocator {
    /// The project's absolute root directory: one package (a writing command edits one). A
    /// workspace listing several is a usage error asking which (exit 64).
    public static func root(explicit: String?, in context: CommandContext) throws -> String {
        do {
            return try onePackage(explicit: explicit, in: context)
        } catch let error as ProjectLocatorError {
            guard case .severalPackages = error else { throw error }
            throw UsageError(error.description, advice: "fia edits one package at a time: pass --project <dir> to choose one")
        }
    }

    private static func onePackage(explicit: String?, in context: CommandContext) throws -> String {
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
        // A workspace here listing the package (before any package above); a package at or above;
        // inside an app's folder beside the package (`Development/`), the workspace above listing it.
        if let package = try enclosingPackage(of: context.currentDirectory, fileSystem) { return package }
        return try packageBelow(context.currentDirectory, fileSystem, output: context.output)
    }

    /// Where `doctor`, `graph` and `init` read a project: as `root(explicit:in:)` finds it, except
    /// that a package the repository reads together with other local packages (one app's packages,
    /// linked by its project, a workspace or `.package(path:)`) is read with them, from the
    /// repository's root. `--project` always narrows to one package; so does a package with its
    /// own `.fia/config.json`.
    public static func location(explicit: String?, in context: CommandContext) throws -> ProjectLocation {
        let fileSystem = context.fileSystem
        if explicit != nil {
            // One package, with the apps whose projects reference it.
            let package = try onePackage(explicit: explicit, in: context)
            guard let repository = try? repositoryRoot(above: package, fileSystem), repository != package else { return ProjectLocation(root: package) }
            let found = RepositoryPackages(repository: repository, fileSystem: fileSystem)
            guard let index = found.packages.firstIndex(where: { $0.folder == package }) else { return ProjectLocation(root: package) }
            return ProjectLocation(repository: repository, found: found, group: [index])
        }
        /// The group of the repository's packages to read from `repository`.
        func group(in repository: String) throws -> ProjectLocation {
            let found = RepositoryPackages(repository: repository, fileSystem: fileSystem)
            let chosen = try chosenGroup(found, from: context.currentDirectory, output: context.output, reading: true)
            return ProjectLocation(repository: repository, found: found, group: chosen)
        }
        let enclosing: String?
        do {
            enclosing = try enclosingPackage(of: context.currentDirectory, fileSystem)
        } catch ProjectLocatorError.severalPackages {
            // A workspace listing several packages: they are one project, read from the repository's
            // root (or, outside a repository, from here, where the workspace is).
            return try group(in: (try? repositoryRoot(above: context.currentDirectory, fileSystem)) ?? context.currentDirectory)
        }
        guard let package = enclosing else {
            return try group(in: try repositoryRoot(above: context.currentDirectory, fileSystem))
        }
        guard !fileSystem.exists(Path.join(package, ProjectConfiguration.path)),
              let repository = try? repositoryRoot(above: package, fileSystem),
              repository != package || dependsOnLocalPackages(package, fileSystem) else {
            return ProjectLocation(root: package)
        }
        let found = RepositoryPackages(repository: repository, fileSystem: fileSystem)
        guard let group = found.groups.first(where: { $0.contains { found.packages[$0].folder == package } }) else {
            return ProjectLocation(root: package)
        }
        return ProjectLocation(repository: repository, found: found, group: group)
    }

    /// Whether the package at `folder` names another local package (`.package(path:)`): at the
    /// repository's root, only then is the repository searched for the packages read with it.
    private static func dependsOnLocalPackages(_ folder: String, _ fileSystem: any FileSystem) -> Bool {
        guard let text = try? fileSystem.contents(of: Path.join(folder, "Package.swift")) else { return false }
        return !RepositoryPackages.localDependencyPaths(inManifest: text).isEmpty
    }

    /// The package a workspace in `directory` lists, else the nearest package at or above it (or
    /// listed by a workspace there); `nil` when none encloses it.
    private static func enclosingPackage(of directory: String, _ fileSystem: any FileSystem) throws -> String? {
        if !fileSystem.exists(Path.join(directory, "Package.swift")),
           let package = try packageListedByWorkspace(in: directory, fileSystem) {
            return package
        }
        var directory = directory
        while true {
            if fileSystem.exists(Path.join(directory, "Package.swift")) { return directory }
            if let package = try packageListedByWorkspace(in: directory, fileSystem) { return package }
            if directory == "/" || !directory.hasPrefix("/") { return nil }
            directory = Path.parent(directory)
        }
    }

    /// The nearest folder at or above `directory` holding a `.git`: only inside a repository are
    /// folders below searched (below a home or `/tmp` lie unrelated projects).
    private static func repositoryRoot(above directory: String, _ fileSystem: any FileSystem) throws -> String {
        var repository = directory
        while !fileSystem.exists(Path.join(repository, ".git")) {
            guard repository != "/", repository.hasPrefix("/") else { throw ProjectLocatorError.notInProject(directory) }
            repository = Path.parent(repository)
        }
        return repository
    }

    /// From a folder of a repository that no package encloses (its root, an app's folder): the one
    /// local package the repository's projects, workspaces and manifests name, or a usage error
    /// naming each package and why it was found when there are several (a writing command edits
    /// one package).
    static func packageBelow(_ directory: String, _ fileSystem: any FileSystem, output: Output) throws -> String {
        let found = RepositoryPackages(repository: try repositoryRoot(above: directory, fileSystem), fileSystem: fileSystem)
        let group = try chosenGroup(found, from: directory, output: output, reading: false)
        return found.packages[group[0]].folder
    }

    /// The group of packages to work on: the only one, or the only one an app uses (said in a
    /// note naming the packages not read). Unless `reading` (several packages read as one
    /// project), a group of more than one package is a usage error too.
    private static func chosenGroup(_ found: RepositoryPackages, from directory: String, output: Output, reading: Bool) throws -> [Int] {
        guard !found.packages.isEmpty else { throw ProjectLocatorError.notInProject(directory) }
        func named(_ index: Int) -> String {
            let package = found.packages[index]
            return "'\(Path.relative(from: directory, package.folder))' (\(package.reasons.first ?? ""))"
        }
        let advice = reading ? "pass --project <dir> to read one package" : "fia edits one package at a time: pass --project <dir> to choose one"
        let used = found.groups.filter { $0.contains { found.packages[$0].isUsedByApp } }
        let candidates = found.groups.count == 1 ? found.groups : used
        guard candidates.count == 1, let group = candidates.first else {
            guard found.groups.count > 1 else {
                throw UsageError("the repository has \(found.packages.count) local packages: \(found.packages.indices.map(named).joined(separator: ", "))", advice: advice)
            }
            let groups = found.groups.map { "[\($0.map(named).joined(separator: ", "))]" }
            throw UsageError("the repository has \(found.groups.count) unrelated groups of packages (no project, workspace or package links them): \(groups.joined(separator: " and "))", advice: advice)
        }
        guard reading || group.count == 1 else {
            throw UsageError("the repository has \(found.packages.count) local packages: \(found.packages.indices.map(named).joined(separator: ", "))", advice: advice)
        }
        let others = found.packages.indices.filter { !group.contains($0) }
        if !others.isEmpty {
            let list = others.map { "'\(Path.relative(from: directory, found.packages[$0].folder))'" }.joined(separator: ", ")
            let what = group.count == 1 ? "\(named(group[0])), the only package an app uses" : "the \(group.count) packages an app uses"
            output.errorLine("note: reading \(what); not read: \(list) (pass --project <dir> to read another)")
        }
        return group
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

/// The folder a command reads and the local packages read there: one package (its own folder,
/// `packages` empty), or several read as one project from the repository's root.
public struct ProjectLocation: Equatable, Sendable {
    public struct Package: Equatable, Sendable {
        /// Relative to `root`.
        public var folder: String
        /// Why it is read (the project or package that references it).
        public var reasons: [String]
    }

    public var root: String
    /// Empty when `root` is the one package read.
    public var packages: [Package] = []
    /// The Xcode projects (absolute) that reference the packages: their apps are the project's.
    public var projects: [String] = []

    init(root: String) {
        self.root = root
    }

    /// The packages of `group` of `found`, read from the repository's root (one alone is read as
    /// itself), with the Xcode projects that reference them.
    init(repository: String, found: RepositoryPackages, group: [Int]) {
        projects = []
        for index in group {
            for project in found.packages[index].projects where !projects.contains(project) { projects.append(project) }
        }
        guard group.count > 1 else {
            root = found.packages[group[0]].folder
            return
        }
        root = repository
        packages = group.map { index in
            let folder = Path.relative(from: repository, found.packages[index].folder)
            return Package(folder: folder == "." ? "" : folder, reasons: found.packages[index].reasons)
        }
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
