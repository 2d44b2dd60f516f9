/// The one seam through which fia touches disk. Paths are absolute, `/`-separated.
///
/// `LocalFileSystem` is the real disk; `InMemoryFileSystem` backs unit tests and
/// in-memory rendering (doctor fixtures, `--dry-run`).
public protocol FileSystem: AnyObject {
    /// The file's text, or `nil` when no file exists at `path`.
    func contents(of path: String) throws -> String?
    /// Whether anything (file or directory) exists at `path`.
    func exists(_ path: String) -> Bool
    /// Whether a directory exists at `path`.
    func isDirectory(_ path: String) -> Bool
    /// The names of the entries of a directory, sorted; empty when it does not exist.
    func entries(of directory: String) throws -> [String]
    /// Writes every file or none: each is staged, then all are moved into place.
    /// Parent directories are created as needed.
    func write(_ files: [(path: String, contents: String)]) throws
    /// Creates a directory and its parents; succeeds when it already exists.
    func createDirectory(_ path: String) throws
    /// Every regular file below `directory`, as paths relative to it, sorted.
    /// Hidden entries (`.build`, `.git`, …) are skipped unless `includeHidden`.
    func files(under directory: String, includeHidden: Bool) throws -> [String]
}

extension FileSystem {
    /// Every regular file below `directory` that is not hidden, as paths relative to it, sorted.
    public func files(under directory: String) throws -> [String] {
        try files(under: directory, includeHidden: false)
    }

    /// A walk through `entries(of:)` and `isDirectory(_:)`; `LocalFileSystem` has a faster one.
    public func files(under directory: String, includeHidden: Bool) throws -> [String] {
        var result: [String] = []
        func walk(_ relative: String) throws {
            let absolute = relative.isEmpty ? directory : Path.join(directory, relative)
            for name in try entries(of: absolute) {
                if !includeHidden && name.hasPrefix(".") { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                if isDirectory(Path.join(directory, child)) {
                    try walk(child)
                } else {
                    result.append(child)
                }
            }
        }
        try walk("")
        return result.sorted()
    }
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
