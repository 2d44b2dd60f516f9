/// The one seam through which fia touches disk. Paths are absolute, `/`-separated.
///
/// `LocalFileSystem` is the real disk; `InMemoryFileSystem` backs unit tests and
/// in-memory rendering (doctor fixtures, `--dry-run`).
public protocol FileSystem: AnyObject {
    /// The file's text, or `nil` when no file exists at `path` (or a directory does).
    /// Throws for anything that is not a readable regular UTF-8 file of sensible size.
    func contents(of path: String) throws -> String?
    /// Whether anything (file or directory) exists at `path`.
    func exists(_ path: String) -> Bool
    /// Whether a directory exists at `path`.
    func isDirectory(_ path: String) -> Bool
    /// Whether a regular file exists at `path` (not a directory, FIFO, device or socket).
    func isFile(_ path: String) -> Bool
    /// The names of the entries of a directory, sorted; empty when it does not exist.
    func entries(of directory: String) throws -> [String]
    /// Writes every file and deletes every path of `deleting`, or changes nothing: each file is
    /// staged, then all are moved into place and the deleted files unlinked. Parent directories
    /// are created as needed. With `journal` (a project's root), a journal under its `.fia/` lets
    /// a later run finish or undo a write that was interrupted, and the folders the deletions
    /// leave empty are removed, up to (never including) that root; a folder holding anything
    /// else is never removed.
    func write(_ files: [(path: String, contents: String)], deleting: [String], journal: String?) throws
    /// Creates a directory and its parents; succeeds when it already exists.
    func createDirectory(_ path: String) throws
    /// The one walk: appends to `walk` the files below `directory` whose names end in `suffix`
    /// (hidden ones, `.build`, `.git`, …, only with `walk.includesHidden`), as `folder` joined with
    /// their paths below it, each folder's in `Path.order`, and the folders entered. What it cannot
    /// walk (a folder it cannot list or meets twice, a link leading nowhere or out of `directory`,
    /// a name that is not UTF-8, a tree too deep) is in `walk.problems`, never silently left out;
    /// every walk ends. Nothing when `directory` is not a folder. `walk.isASCII` is cleared when a
    /// name met is not ASCII.
    func walk(_ directory: String, as folder: String, suffix: String, into walk: inout FolderWalk)
    /// Runs `body` holding the project's writer lock (waiting at most `timeout` seconds for
    /// another writer). A write interrupted earlier is first rolled back (or forward), and
    /// `report` is told what was done.
    func withProjectLock<T>(_ root: String, timeout: Double, report: (String) -> Void, _ body: () throws -> T) throws -> T
    /// A description of an interrupted write's journal left in the project, if any.
    func pendingJournal(in root: String) -> String?
    /// Creates the directory `destination`, which must not exist, holding `files` (paths
    /// relative to it): built aside and moved into place at once, so it appears whole or not at all.
    func createTree(_ files: [(path: String, contents: String)], at destination: String, report: (String) -> Void) throws
    /// The file's stamp, when it can prove later that the file is unchanged: `nil` for a missing
    /// file, one changed too recently to tell (`FileStamp.isTooRecent`), or a file system that
    /// keeps no stamps. Nothing is cached about a file without one.
    func stamp(of path: String) -> FileStamp?
    /// `stamp(of: Path.join(root, path))`, which the loader asks of each of a project's files:
    /// the real disk answers it without making the joined path.
    func stamp(of path: String, in root: String) -> FileStamp?
    /// The text (UTF-8, no NUL) fia cached under `name` outside every project, if any, as
    /// bytes. Never trusted blindly: what is read from it is checked against `stamp(of:)` first.
    func cachedBytes(named name: String) -> ArraySlice<UInt8>?
    /// Keeps `parts` one after another as the cache `name`, whole or not at all (written from
    /// where they are when the file system can); failing to is never an error (the next run
    /// reads the project again).
    func storeCachedBytes(_ parts: [ArraySlice<UInt8>], named name: String)
    /// Where a read or write of the absolute `path` lands, as the kernel finds it: one component
    /// at a time, each symbolic link followed before a `..` after it applies; the part that does
    /// not exist (yet) taken as written.
    func resolvingLinks(_ path: String) -> String
}

extension FileSystem {
    /// A file system without links: the path normalised.
    public func resolvingLinks(_ path: String) -> String {
        Path.normalize(path)
    }

    /// Writes every file or none, without a journal.
    public func write(_ files: [(path: String, contents: String)]) throws {
        try write(files, deleting: [], journal: nil)
    }

    /// Writes every file or none, journaled in `journal` when given.
    public func write(_ files: [(path: String, contents: String)], journal: String?) throws {
        try write(files, deleting: [], journal: journal)
    }

    /// Every regular file below `directory` that is not hidden, as paths relative to it, sorted.
    public func files(under directory: String) throws -> [String] {
        try files(under: directory, includeHidden: false)
    }

    /// Every file below `directory`, as paths relative to it, sorted; throws the first place
    /// that could not be walked, so a caller never works from a partial list unknowingly.
    public func files(under directory: String, includeHidden: Bool) throws -> [String] {
        let walk = walk(directory, includeHidden: includeHidden)
        if let problem = walk.problems.first {
            throw FileSystemError(path: Path.join(directory, problem.path), reason: problem.reason)
        }
        return walk.files
    }

    /// Every file below `directory` (relative to it, sorted) and what could not be walked (sorted
    /// by path). Hidden entries (`.build`, `.git`, …) are skipped unless `includeHidden`.
    public func walk(_ directory: String, includeHidden: Bool) -> DirectoryWalk {
        var walk = FolderWalk()
        walk.includesHidden = includeHidden
        walk.identifiesByStat = true
        self.walk(directory, as: "", suffix: "", into: &walk)
        walk.files.sort { Path.order($0, $1) < 0 }
        walk.problems.sort { $0.path < $1.path }
        return DirectoryWalk(files: walk.files, problems: walk.problems)
    }

    /// `walk(_:as:suffix:into:)` of one folder.
    public func walk(_ directory: String, as folder: String, suffix: String) -> FolderWalk {
        var walk = FolderWalk()
        self.walk(directory, as: folder, suffix: suffix, into: &walk)
        return walk
    }

    /// The walk of a file system without links, through `entries(of:)` and `isDirectory(_:)`.
    public func walk(_ directory: String, as folder: String, suffix: String, into walk: inout FolderWalk) {
        guard isDirectory(directory) else { return }
        FolderWalk.gather(directory, as: folder, suffix: suffix, into: &walk) { absolute in
            let entries = try entries(of: absolute).map { name in
                FolderWalk.Entry(name: name, isDirectory: isDirectory(Path.join(absolute, name)))
            }
            return (entries, entries.allSatisfy { ByteSearch.isASCII($0.name) })
        }
    }

    public func withProjectLock<T>(_ root: String, timeout: Double, report: (String) -> Void, _ body: () throws -> T) throws -> T {
        try body()
    }

    public func pendingJournal(in root: String) -> String? {
        let names = [WriteJournal.name, WriteJournal.committedName, WriteJournal.draftName]
        return names.map { WriteJournal.path(root, $0) }.first(where: exists).map {
            "an interrupted fia run left its write journal '\(Path.relative($0, to: root))'; the project may be half-written"
        }
    }

    public func createTree(_ files: [(path: String, contents: String)], at destination: String, report: (String) -> Void) throws {
        try write(files.map { (Path.join(destination, $0.path), $0.contents) })
    }

    /// No stamps, no cache: every run reads the project.
    public func stamp(of path: String) -> FileStamp? { nil }
    public func stamp(of path: String, in root: String) -> FileStamp? { stamp(of: Path.join(root, path)) }
    public func cachedBytes(named name: String) -> ArraySlice<UInt8>? { nil }
    public func storeCachedBytes(_ parts: [ArraySlice<UInt8>], named name: String) {}

    /// `cachedBytes(named:)` as text.
    public func cachedText(named name: String) -> String? {
        cachedBytes(named: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `storeCachedBytes(_:named:)` of `text`'s UTF-8.
    public func storeCachedText(_ text: String, named name: String) {
        storeCachedBytes([Array(text.utf8)[...]], named: name)
    }
}

/// What `FileSystem.walk` found below a directory.
public struct DirectoryWalk: Equatable, Sendable {
    /// A place below the directory that could not be walked or read, and why.
    public struct Problem: Equatable, Sendable {
        /// Relative to the walked directory; empty for the directory itself.
        public var path: String
        public var reason: String
    }

    /// Every non-directory entry, relative to the walked directory, sorted.
    public var files: [String] = []
    public var problems: [Problem] = []
}

/// A failure to read or write the disk.
public struct FileSystemError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "could not access '\(path)': \(reason)" }
}
