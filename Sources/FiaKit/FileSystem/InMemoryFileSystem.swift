/// A file system held in a dictionary: for tests, fixtures and in-memory rendering.
public final class InMemoryFileSystem: FileSystem {
    /// File contents by absolute path.
    public private(set) var files: [String: String]
    /// Directories known to exist (parents of files are implied).
    public private(set) var directories: Set<String>
    /// When set, `write` throws this error instead of writing (to test all-or-nothing).
    public var failWritesWith: FileSystemError?

    public init(files: [String: String] = [:], directories: Set<String> = []) {
        self.files = files
        self.directories = directories
        self.directories.insert("/")
    }

    public func contents(of path: String) throws -> String? {
        files[path]
    }

    public func exists(_ path: String) -> Bool {
        files[path] != nil || isDirectory(path)
    }

    public func isDirectory(_ path: String) -> Bool {
        if directories.contains(path) { return true }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } || directories.contains { $0.hasPrefix(prefix) }
    }

    public func entries(of directory: String) throws -> [String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var names = Set<String>()
        for path in Array(files.keys) + Array(directories) where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let name = rest.split(separator: "/").first { names.insert(String(name)) }
        }
        return names.sorted()
    }

    public func write(_ files: [(path: String, contents: String)]) throws {
        if let failure = failWritesWith { throw failure }
        for file in files {
            self.files[file.path] = file.contents
        }
    }

    public func createDirectory(_ path: String) throws {
        if let failure = failWritesWith { throw failure }
        directories.insert(path)
    }
}
