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
        // A folder that is missing (or a file) lists as empty: no `stat` first. The walked
        // folder's real path is looked up (a system call per folder above it) only when a link
        // to a folder asks whether it leads inside.
        var resolvedBoundary: String?
        func boundary() -> String {
            if let resolvedBoundary { return resolvedBoundary }
            let resolved = canonicalPath(directory) ?? directory
            resolvedBoundary = resolved
            return resolved
        }
        var visited = Set<FileIdentity>()

        func walk(_ relative: String, depth: Int) {
            let absolute = relative.isEmpty ? directory : Path.join(directory, relative)
            let listing: DirectoryListing
            do { listing = try self.listing(of: absolute) } catch {
                // The walked folder itself is reported only when it is a folder (not one that
                // cannot even be looked at).
                if relative.isEmpty && !isDirectory(directory) { return }
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

    /// `walk`'s files without its care (no link to a folder is followed, nothing is reported):
    /// `nil` as soon as the walk would need it. By bytes: no `String` for a name, one per path.
    /// A folder that is missing (or a file) is found so by listing it: no `stat` first. With
    /// `walk.wantsStamps`, each file's stamp is taken relative to its open folder (one short
    /// name for the kernel to look up, not a whole path).
    public func plainWalk(_ directory: String, as folder: String, suffix: String, into walk: inout PlainWalk) -> Bool {
        var walker = PlainWalker(fileSystem: self, absolute: Array(directory.utf8), output: Array(folder.utf8), suffix: suffix)
        // Moved in and out, never shared: the walker appends to the only reference.
        swap(&walker.walk, &walk)
        defer { swap(&walker.walk, &walk) }
        let firstStamp = walker.walk.stamps.count
        guard walker.visit(depth: 0) else { return false }
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
        return true
    }

    /// Whether a plain walk enters the entry at `path` (`nil`: it is a link to a folder, or
    /// cannot be examined). As `kind(of:type:inside:)`, `path` is built only when needed.
    fileprivate func isPlainDirectory(_ path: @autoclosure () -> String, type: Int32) -> Bool? {
        switch type {
        case Int32(DT_DIR): return true
        case Int32(DT_LNK), Int32(DT_UNKNOWN): break
        default: return false
        }
        let path = path()
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let mode = status.st_mode & S_IFMT
        if mode == S_IFDIR { return true }
        guard mode == S_IFLNK else { return false }
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return nil }
        return false
    }

    private enum EntryKind {
        case directory, file
        case problem(String)
    }

    /// Whether a walk enters the entry at `path`, lists it as a file, or reports it.
    /// `path` is built only for the entries `readdir` could not type (links, some file systems).
    private func kind(of path: @autoclosure () -> String, type: Int32, inside boundary: () -> String) -> EntryKind {
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
        let boundary = boundary()
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

/// `LocalFileSystem.plainWalk`'s state: the folder being walked, as an absolute path and as the
/// path its files are given, both grown and cut back name by name; the names and entries of the
/// folders being listed, each folder's after its parent's.
private struct PlainWalker {
    let fileSystem: LocalFileSystem
    var absolute: [UInt8]
    var output: [UInt8]
    let suffix: String
    let suffixBytes: [UInt8]
    var walk = PlainWalk()
    var visited = Set<FileIdentity>()
    var names: [UInt8] = []
    var entries: [Entry] = []
    /// The stamps taken of the files being listed (with `walk.wantsStamps`), as `names` is kept.
    var stamps: [FileStamp] = []

    init(fileSystem: LocalFileSystem, absolute: [UInt8], output: [UInt8], suffix: String) {
        self.fileSystem = fileSystem
        self.absolute = absolute
        self.output = output
        self.suffix = suffix
        suffixBytes = Array(suffix.utf8)
    }

    /// One entry: its name's place in `names`, whether the walk enters it, and the place in
    /// `stamps` of the stamp taken of a file (-1: none; kept small, as entries are sorted).
    struct Entry {
        var start: Int
        var count: Int
        var isDirectory: Bool
        var stamp: Int32 = -1
    }

    /// Lists the folder at `absolute`, then gathers its files and walks its folders in order.
    /// The walk's own folder, when missing or not a folder, is not entered: nothing is gathered.
    mutating func visit(depth: Int) -> Bool {
        let namesStart = names.count, entriesStart = entries.count, stampsStart = stamps.count
        defer {
            names.removeSubrange(namesStart...)
            entries.removeSubrange(entriesStart...)
            if stamps.count > stampsStart { stamps.removeSubrange(stampsStart...) }
        }
        let isASCII: Bool
        switch list() {
        case .refused:
            // The walk's own folder, when it cannot even be looked at, is not entered.
            return depth == 0 && !fileSystem.isDirectory(String(decoding: absolute, as: UTF8.self))
        case .missing:
            // Gone since its parent was listed: as `listing(of:)`, an empty folder.
            guard depth > 0 else { return true }
            isASCII = true
        case .listed(let ascii): isASCII = ascii
        }
        let record = walk.folders.count
        walk.folders.append(PlainWalk.Folder(path: String(decoding: output, as: UTF8.self), files: walk.files.count..<walk.files.count))
        if !isASCII { walk.isASCII = false }
        sort(entriesStart, byBytes: isASCII)
        var index = entriesStart
        while index < entries.count {
            let entry = entries[index]
            index += 1
            if entry.isDirectory {
                let absoluteCount = absolute.count, outputCount = output.count
                absolute.append(UInt8(ascii: "/"))
                absolute += names[entry.start..<entry.start + entry.count]
                if !output.isEmpty { output.append(UInt8(ascii: "/")) }
                output += names[entry.start..<entry.start + entry.count]
                guard depth < LocalFileSystem.maximumWalkDepth, visit(depth: depth + 1) else { return false }
                absolute.removeSubrange(absoluteCount...)
                output.removeSubrange(outputCount...)
            } else if isASCII ? hasSuffix(entry) : String(decoding: names[entry.start..<entry.start + entry.count], as: UTF8.self).hasSuffix(suffix) {
                walk.files.append(filePath(entry))
                if walk.wantsStamps { walk.stamps.append(entry.stamp >= 0 ? stamps[Int(entry.stamp)] : nil) }
            }
        }
        walk.folders[record].files = walk.folders[record].files.lowerBound..<walk.files.count
        return true
    }

    /// What listing a folder found.
    enum Listing {
        /// The entries are appended; whether their names are all ASCII.
        case listed(isASCII: Bool)
        /// No folder is there (nothing, or not a folder).
        case missing
        /// It holds what a plain walk leaves to `walk`.
        case refused
    }

    /// Appends the entries of the folder at `absolute` (not hidden) to `entries`.
    private mutating func list() -> Listing {
        absolute.append(0)
        let stream = absolute.withUnsafeBufferPointer { opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
        absolute.removeLast()
        guard let stream else { return errno == ENOENT || errno == ENOTDIR ? .missing : .refused }
        defer { closedir(stream) }
        let descriptor = dirfd(stream)
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            guard visited.insert(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted else { return .refused }
        }
        let stamping = walk.wantsStamps
        var isASCII = true
        while let entry = readdir(stream) {
            let type = Int32(entry.pointee.d_type)
            let (first, count, ascii) = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> (UInt8, Int, Bool) in
                let name = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
                let count = strlen(name)
                let bytes = UnsafeRawBufferPointer(start: raw.baseAddress, count: count)
                var high: UInt8 = 0
                for byte in bytes { high |= byte }
                return (count > 0 ? bytes[0] : 0, count, high < 0x80)
            }
            // `.` and `..`, and hidden names (but a name that is not UTF-8 is reported even then).
            if first == UInt8(ascii: ".") && ascii { continue }
            let start = names.count
            withUnsafeBytes(of: &entry.pointee.d_name) { names.append(contentsOf: UnsafeBufferPointer(start: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)) }
            let name = names[start...]
            if !ascii {
                guard String(decoding: name, as: UTF8.self).utf8.elementsEqual(name) else { return .refused }
                isASCII = false
                if first == UInt8(ascii: ".") {
                    names.removeSubrange(start...)
                    continue
                }
            }
            var isDirectory = type == Int32(DT_DIR)
            if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
                // `readdir` could not tell: asked by path (rare: links, some file systems).
                guard let entered = fileSystem.isPlainDirectory(String(decoding: absolute + [UInt8(ascii: "/")] + name, as: UTF8.self), type: type) else {
                    return .refused
                }
                isDirectory = entered
            }
            var item = Entry(start: start, count: count, isDirectory: isDirectory)
            if stamping && type == Int32(DT_REG) && hasSuffix(item) {
                // By its name in the open folder; a file replaced meanwhile (no longer a regular
                // file) gets none, and is asked for by path.
                var fileStatus = stat()
                let found = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    fstatat(descriptor, raw.baseAddress!.assumingMemoryBound(to: CChar.self), &fileStatus, AT_SYMLINK_NOFOLLOW) == 0
                }
                if found && fileStatus.st_mode & S_IFMT == S_IFREG {
                    item.stamp = Int32(stamps.count)
                    stamps.append(LocalFileSystem.stamp(from: fileStatus))
                }
            }
            entries.append(item)
        }
        return .listed(isASCII: isASCII)
    }

    private func hasSuffix(_ entry: Entry) -> Bool {
        guard entry.count >= suffixBytes.count else { return false }
        var index = entry.start + entry.count - suffixBytes.count
        for byte in suffixBytes {
            guard names[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// `output`, a slash and the entry's name, built in place.
    private func filePath(_ entry: Entry) -> String {
        let separator = output.isEmpty ? 0 : 1
        return output.withUnsafeBufferPointer { output in
            names.withUnsafeBufferPointer { names in
                String(unsafeUninitializedCapacity: output.count + separator + entry.count) { buffer in
                    let base = buffer.baseAddress!
                    if let start = output.baseAddress { base.update(from: start, count: output.count) }
                    if separator == 1 { base[output.count] = UInt8(ascii: "/") }
                    (base + output.count + separator).update(from: names.baseAddress! + entry.start, count: entry.count)
                    return output.count + separator + entry.count
                }
            }
        }
    }

    /// The entries from `start` in the order of their paths: a folder's name as if followed by `/`.
    private mutating func sort(_ start: Int, byBytes: Bool) {
        guard byBytes else {
            // Beyond ASCII, `String`'s order, through keys.
            let keyed = entries[start...].map { entry in
                let name = String(decoding: names[entry.start..<entry.start + entry.count], as: UTF8.self)
                return (key: entry.isDirectory ? name + "/" : name, entry: entry)
            }
            entries.replaceSubrange(start..., with: keyed.sorted { Path.order($0.key, $1.key) < 0 }.map(\.entry))
            return
        }
        names.withUnsafeBufferPointer { names in
            entries[start...].sort { left, right in
                let common = min(left.count, right.count)
                let order = memcmp(names.baseAddress! + left.start, names.baseAddress! + right.start, common)
                if order != 0 { return order < 0 }
                // One name starts the other: what follows (`/` after a folder's) decides.
                let leftNext: Int = left.count > common ? Int(names[left.start + common]) : left.isDirectory ? Int(UInt8(ascii: "/")) : -1
                let rightNext: Int = right.count > common ? Int(names[right.start + common]) : right.isDirectory ? Int(UInt8(ascii: "/")) : -1
                return leftNext < rightNext
            }
        }
    }
}
