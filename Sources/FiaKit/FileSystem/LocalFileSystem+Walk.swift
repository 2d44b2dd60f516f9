#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Walking a directory tree that may hold anything: link loops (`a -> .`), links to `/`,
/// folders nobody may read, names that are not UTF-8, trees deeper than `PATH_MAX`.
/// Every walk ends: folders are entered once, links (to folders and to files) are followed only
/// inside the walked directory, and depth is bounded. What is not walked is a `DirectoryWalk.Problem`,
/// never silently left out.
extension LocalFileSystem {
    /// How many folders deep a walk goes; real projects stay far below it.
    public static let maximumWalkDepth = 64

    /// The one walk (`FileSystem.walk(_:as:suffix:into:)`), by bytes: no `String` for a name, one
    /// per path. A folder that is missing (or a file) is found so by opening it: no `stat` first.
    /// Each folder is opened relative to its parent's open descriptor and listed with
    /// `getdents64` (no `stat` of its own on Linux, unless `walk.identifiesByStat`: its identity is
    /// its `.` entry's inode); with `walk.wantsStamps`, each file's stamp is taken relative to its
    /// open folder (one short name for the kernel to look up, not a whole path). The walked
    /// folder's real path is looked up (a system call per folder above it) only when a link to a
    /// folder asks whether it leads inside.
    public func walk(_ directory: String, as folder: String, suffix: String, into walk: inout FolderWalk) {
        var walker = FolderWalker(fileSystem: self, directory: directory, as: folder, suffix: suffix, storage: FolderWalker.spares.take())
        // Moved in and out, never shared: the walker appends to the only reference.
        swap(&walker.walk, &walk)
        defer {
            swap(&walker.walk, &walk)
            FolderWalker.spares.give(walker.finish())
        }
        let firstStamp = walker.walk.stamps.count
        walker.start()
        if walker.walk.wantsStamps && firstStamp < walker.walk.stamps.count {
            // Judged once, after every stamp is taken and before any file is read: a stamp
            // proves nothing about a file changed within a clock tick of this moment.
            var now = timespec()
            let clock = clock_gettime(CLOCK_REALTIME, &now) == 0 ? Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec) : nil
            for index in firstStamp..<walker.walk.stamps.count {
                if let stamp = walker.walk.stamps[index], clock.map({ stamp.isTooRecent(now: $0) }) ?? true {
                    walker.walk.stamps[index] = nil
                }
            }
        }
    }

    /// What a walk makes of an entry `getdents64` could not type (a link, or a file system that
    /// does not say): a folder (`isLink` when entered through a link), a file, or why not.
    /// Whether a link leads inside is asked of `boundary`, the walked folder's real path.
    enum LinkedKind {
        case directory(isLink: Bool)
        case file
        case problem(String)
    }

    func kind(ofUntyped path: String, inside boundary: () -> String) -> LinkedKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .problem("cannot be examined: \(Self.reason(errno))") }
        let mode = status.st_mode & S_IFMT
        if mode == S_IFDIR { return .directory(isLink: false) }
        guard mode == S_IFLNK else { return .file }
        guard stat(path, &status) == 0 else {
            return .problem(errno == ENOENT ? "a symbolic link that leads nowhere" : "a symbolic link that cannot be followed: \(Self.reason(errno))")
        }
        // A link is followed only inside the walked folder, to a file as to a folder: a project's
        // links never lead fia's reads anywhere else.
        let isDirectory = status.st_mode & S_IFMT == S_IFDIR
        let boundary = boundary()
        guard let target = canonicalPath(path), target == boundary || target.hasPrefix(boundary.hasSuffix("/") ? boundary : boundary + "/") else {
            return .problem("a symbolic link to a \(isDirectory ? "folder" : "file") outside '\(boundary)'; not \(isDirectory ? "followed" : "read")")
        }
        return isDirectory ? .directory(isLink: true) : .file
    }

    /// `path` with every link and `..` resolved, or `nil`.
    func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
