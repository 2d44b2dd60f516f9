/// A read-only view of another file system with some files replaced and some hidden: the
/// project as it would be after a planned change, for planning against it (`fia remove` runs
/// `add`'s planner on the project without the feature, to see what `add` would write). The base's
/// scan cache and stamps serve it for every file it leaves as it is.
final class OverlayFileSystem: FileSystem {
    let base: any FileSystem
    /// The project's root: the change removes folders it leaves empty below it, never it or above.
    let root: String
    /// New contents by absolute path.
    let replaced: [String: String]
    /// Absolute paths of files that are gone.
    let hidden: Set<String>
    /// Whether each folder asked about, with hidden files below it, still holds anything.
    private var remaining: [String: Bool] = [:]

    init(_ base: any FileSystem, root: String, replacing replaced: [String: String], hiding hidden: Set<String>) {
        self.base = base
        self.root = Path.normalize(root)
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

    /// A folder below the root whose every file is hidden is gone too, as the deletion would remove it.
    func isDirectory(_ path: String) -> Bool {
        guard base.isDirectory(path) else { return false }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let normalized = Path.normalize(path)
        guard normalized != root, Path.isInside(normalized, folder: root), hidden.contains(where: { $0.hasPrefix(prefix) }) else { return true }
        if let known = remaining[path] { return known }
        let walk = base.walk(path, includeHidden: true)
        let holdsAnything = !walk.problems.isEmpty || walk.files.contains { !hidden.contains(Path.join(path, $0)) }
        remaining[path] = holdsAnything
        return holdsAnything
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
        let paths = walk.files[first...].map { Path.join(directory, String($0.dropFirst(prefix))) }
        // A replaced file's stamp is its old text's: it has none here (its new text is read).
        if walk.wantsStamps {
            for (offset, path) in paths.enumerated() where replaced[path] != nil { walk.stamps[first + offset] = nil }
        }
        let keeps = paths.map { !hidden.contains($0) }
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

    /// The base's stamp of a file left as it is; none for a replaced or hidden one.
    func stamp(of path: String) -> FileStamp? {
        replaced[path] != nil || hidden.contains(path) ? nil : base.stamp(of: path)
    }

    func cachedBytes(named name: String) -> ArraySlice<UInt8>? {
        base.cachedBytes(named: name)
    }

    /// A planning view writes nothing, its cache neither (its base's records stay as they are).
    func storeCachedBytes(_ parts: [ArraySlice<UInt8>], named name: String) {}

    func write(_ files: [(path: String, contents: String)], deleting: [String], journal: String?) throws {
        throw FileSystemError(path: files.first?.path ?? deleting.first ?? "/", reason: "a planning view is read-only")
    }

    func createDirectory(_ path: String) throws {
        throw FileSystemError(path: path, reason: "a planning view is read-only")
    }
}
