/// A file system held in a dictionary: for tests, fixtures and in-memory rendering.
public final class InMemoryFileSystem: FileSystem {
    /// File contents by absolute path.
    public private(set) var files: [String: String] = [:]
    /// The names in each directory, by the directory's absolute path; parents of files are implied.
    private var children: [String: Set<String>] = ["/": []]
    /// When set, `write` throws this error instead of writing (to test all-or-nothing).
    public var failWritesWith: FileSystemError?
    /// What fia cached, by name (`cachedBytes(named:)`): kept apart from the files, as on disk.
    public private(set) var caches: [String: [UInt8]] = [:]
    /// Each file's revision, its stamp: a write gives the file the next one.
    private var revisions: [String: Int64] = [:]
    private var revision: Int64 = 0

    public init(files: [String: String] = [:], directories: Set<String> = []) {
        for directory in directories { insertDirectory(directory) }
        for (path, contents) in files { insertFile(path, contents) }
    }

    public func contents(of path: String) throws -> String? {
        // As on disk (`LocalFileSystem`), a file holding NUL bytes is binary, not text.
        if let text = files[path], text.utf8.contains(0) {
            throw FileSystemError(path: path, reason: "a binary file (it holds NUL bytes), not text; not read")
        }
        return files[path]
    }

    public func stamp(of path: String) -> FileStamp? {
        guard let text = files[path], let revision = revisions[path] else { return nil }
        return FileStamp(size: Int64(text.utf8.count), modified: revision, changed: revision, inode: 0)
    }

    public func cachedBytes(named name: String) -> ArraySlice<UInt8>? {
        caches[name]?[...]
    }

    public func storeCachedBytes(_ parts: [ArraySlice<UInt8>], named name: String) {
        caches[name] = Array(parts.joined())
    }

    public func exists(_ path: String) -> Bool {
        files[path] != nil || isDirectory(path)
    }

    public func isDirectory(_ path: String) -> Bool {
        children[normalized(path)] != nil
    }

    public func isFile(_ path: String) -> Bool {
        files[path] != nil
    }

    public func entries(of directory: String) throws -> [String] {
        children[normalized(directory)]?.sorted() ?? []
    }

    public func write(_ files: [(path: String, contents: String)], deleting: [String], journal root: String?) throws {
        if let failure = failWritesWith { throw failure }
        // Checked first, as on disk: a deletion that cannot be done changes nothing.
        if let missing = deleting.first(where: { self.files[$0] == nil }) {
            throw FileSystemError(path: missing, reason: "no such file to delete")
        }
        for file in files { insertFile(file.path, file.contents) }
        for path in deleting { removeFile(path, emptyingUpTo: root) }
    }

    public func createDirectory(_ path: String) throws {
        if let failure = failWritesWith { throw failure }
        insertDirectory(path)
    }

    private func insertFile(_ path: String, _ contents: String) {
        files[path] = contents
        revision += 1
        revisions[path] = revision
        let parent = Path.parent(path)
        insertDirectory(parent)
        children[parent, default: []].insert(Path.lastComponent(path))
    }

    /// Removes the file at `path`, then each folder above it that this leaves empty, stopping
    /// below `root` (or at once, without a root).
    private func removeFile(_ path: String, emptyingUpTo root: String?) {
        files[path] = nil
        revisions[path] = nil
        var child = path
        var parent = Path.parent(path)
        children[parent]?.remove(Path.lastComponent(child))
        let boundary = root.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        while let boundary, parent.hasPrefix(boundary), children[parent]?.isEmpty == true {
            children[parent] = nil
            child = parent
            parent = Path.parent(parent)
            children[parent]?.remove(Path.lastComponent(child))
        }
    }

    private func insertDirectory(_ path: String) {
        let directory = normalized(path)
        guard children[directory] == nil else { return }
        children[directory] = []
        guard directory != "/" else { return }
        let parent = Path.parent(directory)
        insertDirectory(parent)
        children[parent, default: []].insert(Path.lastComponent(directory))
    }

    private func normalized(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
