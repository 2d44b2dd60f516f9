extension ProjectConfiguration {
    /// Every path the config names, with the key that names it (`apps[0]`, `folders.mocks`), in
    /// the order the keys are documented.
    var namedPaths: [(key: String, path: String)] {
        apps.enumerated().map { ("apps[\($0.offset)]", $0.element) }
            + testPlans.enumerated().map { ("testPlans[\($0.offset)]", $0.element) }
            + folders.sorted { $0.key < $1.key }.map { ("folders.\($0.key)", $0.value) }
            + (featureModules.map { [("featureModules.folder", $0.folder)] } ?? [])
    }

    /// Throws for the first path (relative to the package at `root`, or absolute) that leads
    /// outside the repository once `..` and symbolic links are followed: checked before fia
    /// reads or writes anything the config points at.
    func checkPaths(package root: String, boundary: RepositoryBoundary, fileSystem: any FileSystem) throws(ProjectConfigurationError) {
        // Joined, not normalised: `..` applies after the links before it, as the kernel applies it.
        for (key, path) in namedPaths where !boundary.contains(Path.join(root, path), fileSystem: fileSystem) {
            throw .outsideRepository(key: key, path: path, repository: boundary.folder)
        }
        // A configured app or plan replaces discovery: one that is not there would leave every
        // check that reads it skipped, so it is refused as the config is, naming the key.
        for (key, path) in namedPaths {
            if let problem = Self.problem(key: key, at: fileSystem.resolvingLinks(Path.join(root, path)), fileSystem: fileSystem) {
                throw .unusablePath(key: key, path: path, problem: problem)
            }
        }
    }

    /// What is wrong with what the configured `key` names at `absolute`, if anything: `apps` must
    /// name an Xcode project, a workspace or an XcodeGen spec, `testPlans` a plan or a folder of
    /// plans, both there; a `folders` entry that is there must be a folder (one not there yet is
    /// made by the first file written into it).
    static func problem(key: String, at absolute: String, fileSystem: any FileSystem) -> String? {
        let exists = fileSystem.exists(absolute), isFolder = fileSystem.isDirectory(absolute)
        if key.hasPrefix("folders.") || key == "featureModules.folder" {
            return exists && !isFolder ? "which is not a folder" : nil
        }
        guard exists else { return "which does not exist" }
        if key.hasPrefix("testPlans") {
            return isFolder || absolute.hasSuffix(".xctestplan") ? nil : "which is neither a test plan ('.xctestplan') nor a folder of them"
        }
        if absolute.hasSuffix(".xcodeproj") {
            return fileSystem.isFile(Path.join(absolute, "project.pbxproj")) ? nil : "which holds no 'project.pbxproj'"
        }
        if absolute.hasSuffix(".xcworkspace") {
            return fileSystem.isFile(Path.join(absolute, "contents.xcworkspacedata")) ? nil : "which holds no 'contents.xcworkspacedata'"
        }
        if absolute.hasSuffix(".yml") || absolute.hasSuffix(".yaml") {
            return isFolder ? "which is a folder, not an XcodeGen spec" : nil
        }
        return "which is not an Xcode project ('.xcodeproj'), a workspace ('.xcworkspace') or an XcodeGen spec ('.yml')"
    }
}
