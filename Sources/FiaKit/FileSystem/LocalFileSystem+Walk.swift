#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Walking a directory tree that may hold anything: link loops (`a -> .`), links to `/`,
/// folders nobody may read, names that are not UTF-8, trees deeper than `PATH_MAX`.
/// Every walk ends: folders are entered once (by device and inode), links to folders are
/// followed only inside the walked directory, and depth is bounded. What is not walked is a
/// `DirectoryWalk.Problem`, never silently left out.
extension LocalFileSystem {
    /// How many folders deep a walk goes; real projects stay far below it.
    public static let maximumWalkDepth = 64

    public func walk(_ directory: String, includeHidden: Bool) -> DirectoryWalk {
        var result = DirectoryWalk()
        guard isDirectory(directory) else { return result }
        let boundary = canonicalPath(directory) ?? directory
        var visited = Set<FileIdentity>()

        func walk(_ relative: String, depth: Int) {
            let absolute = relative.isEmpty ? directory : Path.join(directory, relative)
            let listing: DirectoryListing
            do { listing = try self.listing(of: absolute) } catch {
                result.problems.append(.init(path: relative, reason: (error as? FileSystemError)?.reason ?? "\(error)"))
                return
            }
            if let identity = listing.identity {
                guard visited.insert(identity).inserted else {
                    result.problems.append(.init(path: relative, reason: "this folder was already walked under another path; not followed"))
                    return
                }
            }
            for name in listing.undecodable {
                result.problems.append(.init(path: join(relative, name), reason: "the file name is not UTF-8; not read"))
            }
            // Each folder's names in order: the walk then meets its files almost sorted, and
            // the sort at the end has little left to do.
            var entries = listing.entries
            entries.sort { Path.order($0.name, $1.name) < 0 }
            for entry in entries where includeHidden || entry.name.utf8.first != UInt8(ascii: ".") {
                let child = join(relative, entry.name)
                switch kind(of: Path.join(directory, child), type: entry.type, inside: boundary) {
                case .directory:
                    guard depth < Self.maximumWalkDepth else {
                        result.problems.append(.init(path: child, reason: "more than \(Self.maximumWalkDepth) folders deep; not read"))
                        continue
                    }
                    walk(child, depth: depth + 1)
                case .file:
                    result.files.append(child)
                case .problem(let reason):
                    result.problems.append(.init(path: child, reason: reason))
                }
            }
        }
        walk("", depth: 0)
        result.files.sort { Path.order($0, $1) < 0 }
        result.problems.sort { $0.path < $1.path }
        return result
    }

    private enum EntryKind {
        case directory, file
        case problem(String)
    }

    /// Whether a walk enters the entry at `path`, lists it as a file, or reports it.
    /// `path` is built only for the entries `readdir` could not type (links, some file systems).
    private func kind(of path: @autoclosure () -> String, type: Int32, inside boundary: String) -> EntryKind {
        switch type {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK), Int32(DT_UNKNOWN): break
        default: return .file  // A FIFO, device or socket: listed, and refused when read.
        }
        let path = path()
        var status = stat()
        guard lstat(path, &status) == 0 else { return .problem("cannot be examined: \(Self.reason(errno))") }
        let mode = status.st_mode & S_IFMT
        if mode == S_IFDIR { return .directory }
        guard mode == S_IFLNK else { return .file }
        guard stat(path, &status) == 0 else {
            return .problem(errno == ENOENT ? "a symbolic link that leads nowhere" : "a symbolic link that cannot be followed: \(Self.reason(errno))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return .file }
        guard let target = canonicalPath(path), target == boundary || target.hasPrefix(boundary.hasSuffix("/") ? boundary : boundary + "/") else {
            return .problem("a symbolic link to a folder outside '\(boundary)'; not followed")
        }
        return .directory
    }

    /// `path` with every link and `..` resolved, or `nil`.
    func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func join(_ relative: String, _ name: String) -> String {
        relative.isEmpty ? name : relative + "/" + name
    }
}
