import Foundation

/// Every entry below a directory, safe on hostile trees: it never follows a link, never opens
/// anything but a regular file, and so never hangs on a FIFO or loops. Compare two to prove a
/// tree is unchanged, or equal to another (`.build` is left out).
struct TreeSnapshot: Equatable, CustomStringConvertible {
    /// Relative path → "dir", "link -> target", "fifo", "other" or the file's bytes as text.
    var entries: [String: String]

    init(_ root: String) {
        var entries: [String: String] = [:]
        func walk(_ relative: String) {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            guard let stream = opendir(absolute) else { return }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name == "." || name == ".." || (relative.isEmpty && name == ".build") { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(root + "/" + child, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    entries[child] = "dir"
                    walk(child)
                case S_IFLNK:
                    entries[child] = "link -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + child)) ?? "?")
                case S_IFREG:
                    let data = FileManager.default.contents(atPath: root + "/" + child) ?? Data()
                    entries[child] = String(decoding: data, as: UTF8.self)
                case S_IFIFO:
                    entries[child] = "fifo"
                default:
                    entries[child] = "other"
                }
            }
        }
        walk("")
        self.entries = entries
    }

    /// The paths that differ from `other`, for a readable failure message.
    func difference(from other: TreeSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).filter { entries[$0] != other.entries[$0] }.sorted()
    }

    var description: String { "\(entries.count) entries" }
}
