/// The folder of the repository that holds a package: the nearest folder at or above the package
/// with a `.git`, or the package's parent when none has one. fia reads and writes only inside it:
/// a path that comes from a file the repository carries (`.fia/config.json`, a workspace, a scheme,
/// a link) is resolved — `..` and symbolic links followed — and refused when it leads out, so a
/// cloned repository cannot steer fia anywhere else on the machine.
public struct RepositoryBoundary: Equatable, Sendable {
    /// The repository's folder: absolute, its own links resolved.
    public let folder: String

    public init(package root: String, fileSystem: any FileSystem) {
        let package = fileSystem.resolvingLinks(root)
        var candidate = package
        while !fileSystem.exists(Path.join(candidate, ".git")) {
            guard candidate != "/" else {
                folder = Path.parent(package)
                return
            }
            candidate = Path.parent(candidate)
        }
        folder = candidate
    }

    /// Whether the absolute `path` lands inside the repository once `..` and links are followed.
    public func contains(_ path: String, fileSystem: any FileSystem) -> Bool {
        let resolved = fileSystem.resolvingLinks(path)
        return folder == "/" || resolved == folder || resolved.hasPrefix(folder + "/")
    }
}
