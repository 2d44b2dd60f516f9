/// A read-only view of another file system with some files replaced and some hidden: the
/// project as it would be after a planned change, for planning against it (`fia remove` runs
/// `add`'s planner on the project without the feature, to see what `add` would write).
final class OverlayFileSystem: FileSystem {
    let base: any FileSystem
    /// New contents by absolute path.
    let replaced: [String: String]
    /// Absolute paths of files that are gone.
    let hidden: Set<String>

    init(_ base: any FileSystem, replacing replaced: [String: String], hiding hidden: Set<String>) {
        self.base = base
        self.replaced = replaced
        self.hidden = hidden
    }

    func contents(of path: String) throws -> String? {
        if hidden.contains(path) { return nil }
        return try replaced[path] ?? base.contents(of: path)
    }

    func exists(_ path: String) -> Bool {
        isFile(path) || isDirectory(path) || (!hidden.contains(path) && base.exists(path))
    }

    /// A folder whose every file is hidden is gone too, as the deletion would remove it.
    func isDirectory(_ path: String) -> Bool {
        guard base.isDirectory(path) else { return false }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard hidden.contains(where: { $0.hasPrefix(prefix) }) else { return true }
        let walk = base.walk(path, includeHidden: true)
        return !walk.problems.isEmpty || walk.files.contains { !hidden.contains(Path.join(path, $0)) }
    }

    func isFile(_ path: String) -> Bool {
        !hidden.contains(path) && (replaced[path] != nil || base.isFile(path))
    }

    func entries(of directory: String) throws -> [String] {
        try base.entries(of: directory).filter { exists(Path.join(directory, $0)) }
    }

    /// The base's walk without the hidden files.
    func walk(_ directory: String, as folder: String, suffix: String, into walk: inout FolderWalk) {
        let first = walk.files.count, firstFolder = walk.folders.count
        base.walk(directory, as: folder, suffix: suffix, into: &walk)
        // Each file's path below `directory` follows the folder name the walk gave it.
        let prefix = folder.isEmpty ? 0 : folder.count + 1
        let keeps = walk.files[first...].map { !hidden.contains(Path.join(directory, String($0.dropFirst(prefix)))) }
        guard keeps.contains(false) else { return }
        // Each folder's range of files, renumbered over the files kept.
        var positions: [Int] = []
        positions.reserveCapacity(keeps.count + 1)
        var next = first
        for keep in keeps {
            positions.append(next)
            if keep { next += 1 }
        }
        positions.append(next)
        for folder in firstFolder..<walk.folders.count {
            let files = walk.folders[folder].files
            walk.folders[folder].files = positions[files.lowerBound - first]..<positions[files.upperBound - first]
        }
        let kept = keeps.indices.filter { keeps[$0] }.map { first + $0 }
        walk.files = Array(walk.files[..<first]) + kept.map { walk.files[$0] }
        if walk.wantsStamps { walk.stamps = Array(walk.stamps[..<first]) + kept.map { walk.stamps[$0] } }
    }

    func write(_ files: [(path: String, contents: String)], deleting: [String], journal: String?) throws {
        throw FileSystemError(path: files.first?.path ?? deleting.first ?? "/", reason: "a planning view is read-only")
    }

    func createDirectory(_ path: String) throws {
        throw FileSystemError(path: path, reason: "a planning view is read-only")
    }
}
