extension ProjectConfiguration {
    /// Every path the config names, with the key that names it (`apps[0]`, `folders.mocks`), in
    /// the order the keys are documented.
    var namedPaths: [(key: String, path: String)] {
        apps.enumerated().map { ("apps[\($0.offset)]", $0.element) }
            + testPlans.enumerated().map { ("testPlans[\($0.offset)]", $0.element) }
            + folders.sorted { $0.key < $1.key }.map { ("folders.\($0.key)", $0.value) }
    }

    /// Throws for the first path (relative to the package at `root`, or absolute) that leads
    /// outside the repository once `..` and symbolic links are followed: checked before fia
    /// reads or writes anything the config points at.
    func checkPaths(package root: String, boundary: RepositoryBoundary, fileSystem: any FileSystem) throws(ProjectConfigurationError) {
        // Joined, not normalised: `..` applies after the links before it, as the kernel applies it.
        for (key, path) in namedPaths where !boundary.contains(Path.join(root, path), fileSystem: fileSystem) {
            throw .outsideRepository(key: key, path: path, repository: boundary.folder)
        }
    }
}
