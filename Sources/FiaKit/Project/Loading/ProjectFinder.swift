/// Finds, on disk, the files around a package that belong to its project: the apps (XcodeGen
/// spec, Xcode projects listed by a workspace at or above the package) and the test plans
/// (in the package, at the repository root, referenced by schemes). Reads only; paths it
/// returns are relative to the package's root (`../Development/…` for files beside it).
struct ProjectFinder {
    let root: String
    let fileSystem: any FileSystem
    let configuration: ProjectConfiguration
    /// The repository holding the package: nothing outside it is looked at.
    let boundary: RepositoryBoundary
    /// Reads package-relative paths, recording what cannot be read.
    let log: ReadLog
    /// Xcode projects (absolute) that reference the local packages read: their apps are the project's.
    var packageProjects: [String] = []

    func read(_ path: String) -> String? { log.read(path) }

    /// How many folders above the package are searched for a workspace.
    static let workspaceSearchDepth = 3

    func relative(_ absolute: String) -> String { Path.relative(from: root, absolute) }
    func absolute(_ relative: String) -> String { Path.normalize(Path.join(root, relative)) }

    /// The folders holding a workspace that lists the package's folder (or that sit at or above
    /// it, up to the repository's folder), each with the references that stay in the repository.
    func workspaces() -> [(folder: String, workspace: XcodeWorkspace, path: String)] {
        var result: [(String, XcodeWorkspace, String)] = []
        var folder = Path.normalize(root)
        for _ in 0...Self.workspaceSearchDepth {
            let names = log.entries(of: folder).filter { $0.hasSuffix(".xcworkspace") && !$0.hasPrefix(".") }
            for name in names {
                let path = Path.join(folder, name)
                if let workspace = workspace(at: path) {
                    result.append((folder, workspace, path))
                }
            }
            // The repository's root: a workspace above it would be another project's.
            if fileSystem.resolvingLinks(folder) == boundary.folder || folder == "/" { break }
            folder = Path.parent(folder)
        }
        return result
    }

    /// The workspace at `path` (absolute) with the references that lead inside the repository;
    /// each one that leads out is reported, never followed.
    func workspace(at path: String) -> XcodeWorkspace? {
        let contents = relative(Path.join(path, "contents.xcworkspacedata"))
        guard let text = read(contents) else { return nil }
        var workspace = XcodeWorkspace(contents: text)
        workspace.references = workspace.references.filter { reference in
            inside(Path.join(Path.parent(path), reference), listedIn: contents)
        }
        return workspace
    }

    /// Whether `path` (absolute), which the file `listing` (package-relative) names, lies inside
    /// the repository; one that does not is reported against that file.
    func inside(_ path: String, listedIn listing: String) -> Bool {
        guard !boundary.contains(path, fileSystem: fileSystem) else { return true }
        log.report(listing, line: nil, reason: "it names '\(relative(Path.normalize(path)))', which lies outside the repository '\(boundary.folder)'; fia reads nothing outside it")
        return false
    }

    /// Every app target: App/project.yml's (its application targets), those of the Xcode projects
    /// the workspaces list, those of `.xcodeproj` folders in the package, and the configured ones;
    /// the Xcode projects they come from (not those XcodeGen wrote beside a spec), and the native
    /// targets of each project read, by its path relative to the package.
    func apps(
        workspaces: [(folder: String, workspace: XcodeWorkspace, path: String)]
    ) -> (apps: [AppTarget], xcodeGen: XcodeGenSpec?, projects: [String], projectTargets: [String: [XcodeProject.Target]]) {
        var projects: [String] = []
        var specs: [String] = []
        func add(_ absolutePath: String) {
            let path = Path.normalize(absolutePath)
            if path.hasSuffix(".xcodeproj") && !projects.contains(path) { projects.append(path) }
            if path.hasSuffix(".yml") && !specs.contains(path) { specs.append(path) }
        }
        for configured in configuration.apps {
            if configured.hasSuffix(".xcworkspace"), let workspace = workspace(at: absolute(configured)) {
                workspace.references.forEach { add(Path.join(Path.parent(absolute(configured)), $0)) }
            } else {
                add(absolute(configured))
            }
        }
        if configuration.apps.isEmpty {
            add(absolute(ProjectSnapshot.xcodeGenPath))
            for (folder, workspace, _) in workspaces {
                workspace.references.forEach { add(Path.join(folder, $0)) }
            }
            for name in log.entries(of: root) where name.hasSuffix(".xcodeproj") {
                add(Path.join(root, name))
            }
            packageProjects.forEach(add)
        }
        var apps: [AppTarget] = []
        var projectTargets: [String: [XcodeProject.Target]] = [:]
        var xcodeGen: XcodeGenSpec?
        var specFolders: [String] = []
        for spec in specs where fileSystem.exists(spec) {
            guard let text = read(relative(spec)) else { continue }
            let parsed = XcodeGenSpec(yaml: text)
            specFolders.append(Path.parent(spec))
            if relative(spec) == ProjectSnapshot.xcodeGenPath { xcodeGen = parsed }
            for (name, line) in parsed.targetLines.sorted(by: { $0.value < $1.value }) where parsed.isApplication(name) {
                let sources = (parsed.targetSources[name] ?? []).map { Path.join(Path.parent(spec), $0) }
                let isDevelopment = configuration.developmentApps.isEmpty ? AppTarget.isNamedDevelopment(name) : configuration.developmentApps.contains(name)
                let products = (parsed.packageProducts[name] ?? []).map { dependency in
                    var dependency = dependency
                    if let path = dependency.package.flatMap({ parsed.localPackages[$0] }) {
                        dependency.packageFolder = relative(Path.normalize(Path.join(Path.parent(spec), path)))
                    }
                    return dependency
                }
                apps.append(AppTarget(
                    name: name, definedIn: relative(spec), line: line, products: products,
                    sourceFiles: sources.flatMap(swiftFiles(at:)), isDevelopment: isDevelopment,
                    reason: configuration.developmentApps.isEmpty ? "by its name" : "'developmentApp' in \(ProjectConfiguration.path)"
                ))
            }
        }
        // XcodeGen writes its project beside its spec: the spec describes those apps already.
        projects.removeAll { specFolders.contains(Path.parent($0)) }
        for project in projects {
            let pbxproj = Path.join(project, "project.pbxproj")
            guard fileSystem.exists(pbxproj), let text = read(relative(pbxproj)) else { continue }
            let parsed: XcodeProject
            do {
                parsed = try XcodeProject(pbxproj: text)
            } catch {
                log.report(relative(pbxproj), line: error.line, reason: "not a readable Xcode project: \(error.reason)")
                continue
            }
            projectTargets[relative(project)] = parsed.targets
            for target in parsed.targets where target.isApplication {
                let files = target.sourcePaths.flatMap { swiftFiles(at: Path.join(Path.parent(project), $0)) }
                let products = target.packageProducts.map { dependency in
                    var dependency = dependency
                    dependency.packageFolder = dependency.package.map { relative(Path.normalize(Path.join(Path.parent(project), $0))) }
                    return dependency
                }
                apps.append(AppTarget(
                    name: target.name, definedIn: relative(pbxproj), line: target.line, products: products,
                    sourceFiles: files
                ))
            }
        }
        return (apps, xcodeGen, projects, projectTargets)
    }

    /// The Swift files at `path` (absolute): the file itself, or those below a folder, package-relative.
    func swiftFiles(at path: String) -> [String] {
        let path = Path.normalize(path)
        if fileSystem.isDirectory(path) {
            return log.files(under: path).filter { $0.hasSuffix(".swift") }.map { relative(Path.join(path, $0)) }
        }
        return path.hasSuffix(".swift") && fileSystem.exists(path) ? [relative(path)] : []
    }
}
