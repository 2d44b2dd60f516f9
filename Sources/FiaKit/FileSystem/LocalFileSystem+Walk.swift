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
    /// A folder that is missing (or a file) is found so by opening it: no `stat` first. Each
    /// folder is opened relative to its parent's open descriptor and listed with `getdents64`
    /// (no `stat` of its own on Linux: its identity is its `.` entry's inode); with
    /// `walk.wantsStamps`, each file's stamp is taken relative to its open folder (one short
    /// name for the kernel to look up, not a whole path).
    public func plainWalk(_ directory: String, as folder: String, suffix: String, into walk: inout PlainWalk) -> Bool {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: DirectoryEntries.bufferSize, alignment: 8)
        defer { buffer.deallocate() }
        var walker = PlainWalker(fileSystem: self, absolute: Array(directory.utf8), output: Array(folder.utf8), suffix: suffix, buffer: buffer)
        // Moved in and out, never shared: the walker appends to the only reference.
        swap(&walker.walk, &walk)
        defer { swap(&walker.walk, &walk) }
        if walker.walk.wantsStamps { walker.stamps.reserveCapacity(32) }
        let firstStamp = walker.walk.stamps.count
        guard walker.start() else { return false }
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
    /// Where `DirectoryEntries` reads a folder's entries.
    let buffer: UnsafeMutableRawBufferPointer
    var walk = PlainWalk()
    var visited = VisitedFolders()
    /// The names of the entries being listed, each followed by a NUL (to open it by).
    var names: [UInt8] = []
    var entries: [Entry] = []
    /// The stamps taken of the files being listed (with `walk.wantsStamps`), as `names` is kept.
    var stamps: [FileStamp] = []

    init(fileSystem: LocalFileSystem, absolute: [UInt8], output: [UInt8], suffix: String, buffer: UnsafeMutableRawBufferPointer) {
        self.fileSystem = fileSystem
        self.absolute = absolute
        self.output = output
        self.suffix = suffix
        self.buffer = buffer
        suffixBytes = Array(suffix.utf8)
        // Most walks list a few folders of a few entries: room for them at once, not grown
        // step by step in every walk.
        names.reserveCapacity(1024)
        entries.reserveCapacity(64)
    }

    /// One entry: its name's place in `names` (without its NUL), whether the walk enters it,
    /// whether its name's bytes end in the suffix's (judged once, as it is listed), and the place in
    /// `stamps` of the stamp taken of a file (-1: none; kept small, as entries are sorted).
    struct Entry {
        var start: Int
        var count: Int
        var isDirectory: Bool
        var endsInSuffix = false
        var stamp: Int32 = -1
    }

    /// Walks what `walk.part` asks for.
    mutating func start() -> Bool {
        guard case .inside(let folders) = walk.part else { return visit(depth: 0, parent: -1, name: 0) }
        // The folders named, each as the walk of their folder would meet it (their folder was
        // listed by another walk): opened relative to their folder, or by path if it is gone.
        absolute.append(0)
        let parent = absolute.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), Self.flags) }
        absolute.removeLast()
        defer { if parent >= 0 { close(parent) } }
        for folder in folders {
            let start = names.count
            names += folder.utf8
            names.append(0)
            walk.starts.append(walk.folders.count)
            guard enter(Entry(start: start, count: names.count - 1 - start, isDirectory: true), depth: 0, parent: parent) else { return false }
            names.removeSubrange(start...)
        }
        return true
    }

    /// How folders are opened: as `opendir` opens them.
    static let flags = O_RDONLY | O_NONBLOCK | O_DIRECTORY | O_CLOEXEC

    /// Walks the folder `entry` of the folder being walked at `depth` (open as `parent`).
    private mutating func enter(_ entry: Entry, depth: Int, parent: Int32) -> Bool {
        let absoluteCount = absolute.count, outputCount = output.count
        absolute.append(UInt8(ascii: "/"))
        absolute += names[entry.start..<entry.start + entry.count]
        if !output.isEmpty { output.append(UInt8(ascii: "/")) }
        output += names[entry.start..<entry.start + entry.count]
        guard depth < LocalFileSystem.maximumWalkDepth, visit(depth: depth + 1, parent: parent, name: entry.start) else { return false }
        absolute.removeSubrange(absoluteCount...)
        output.removeSubrange(outputCount...)
        return true
    }

    /// Lists the folder at `absolute` (the name at `name` in `names` in the open folder `parent`,
    /// or by path without one), then gathers its files and walks its folders in order. The
    /// walk's own folder, when missing or not a folder, is not entered: nothing is gathered.
    mutating func visit(depth: Int, parent: Int32, name: Int) -> Bool {
        let namesStart = names.count, entriesStart = entries.count, stampsStart = stamps.count
        defer {
            names.removeSubrange(namesStart...)
            entries.removeSubrange(entriesStart...)
            if stamps.count > stampsStart { stamps.removeSubrange(stampsStart...) }
        }
        let descriptor: Int32
        if parent >= 0 {
            descriptor = names.withUnsafeBufferPointer { openat(parent, UnsafeRawPointer($0.baseAddress! + name).assumingMemoryBound(to: CChar.self), Self.flags) }
        } else {
            absolute.append(0)
            descriptor = absolute.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), Self.flags) }
            absolute.removeLast()
        }
        let isASCII: Bool
        if descriptor < 0 {
            // The walk's own folder, when it cannot even be looked at, is not entered.
            guard errno == ENOENT || errno == ENOTDIR else { return depth == 0 && !fileSystem.isDirectory(String(decoding: absolute, as: UTF8.self)) }
            // No folder there; one gone since its parent was listed: as `listing(of:)`, an empty folder.
            guard depth > 0 else { return true }
            isASCII = true
        } else {
            defer { close(descriptor) }
            guard case .listed(let ascii) = list(descriptor) else {
                return depth == 0 && !fileSystem.isDirectory(String(decoding: absolute, as: UTF8.self))
            }
            isASCII = ascii
            return gather(depth: depth, descriptor: descriptor, isASCII: isASCII, entriesStart: entriesStart)
        }
        return gather(depth: depth, descriptor: -1, isASCII: isASCII, entriesStart: entriesStart)
    }

    /// Records the folder listed at `absolute` (open as `descriptor`), gathers its files and
    /// walks its folders (with `.top`, the walk's own folder only notes them).
    private mutating func gather(depth: Int, descriptor: Int32, isASCII: Bool, entriesStart: Int) -> Bool {
        let record = walk.folders.count
        walk.folders.append(PlainWalk.Folder(path: String(decoding: output, as: UTF8.self), files: walk.files.count..<walk.files.count))
        if !isASCII { walk.isASCII = false }
        sort(entriesStart, byBytes: isASCII)
        var isTop = false
        if depth == 0, case .top = walk.part { isTop = true }
        var index = entriesStart
        while index < entries.count {
            let entry = entries[index]
            index += 1
            if entry.isDirectory {
                if isTop {
                    let name = String(decoding: names[entry.start..<entry.start + entry.count], as: UTF8.self)
                    walk.subfolders.append(PlainWalk.Subfolder(name: name, files: walk.files.count))
                } else {
                    guard enter(entry, depth: depth, parent: descriptor) else { return false }
                }
            } else if isASCII ? entry.endsInSuffix : String(decoding: names[entry.start..<entry.start + entry.count], as: UTF8.self).hasSuffix(suffix) {
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
        /// It holds what a plain walk leaves to `walk`.
        case refused
    }

    /// Appends the entries of the open folder `descriptor` (not hidden) to `entries`.
    private mutating func list(_ descriptor: Int32) -> Listing {
        guard var reader = DirectoryEntries(descriptor, buffer: buffer) else { return .refused }
        defer { reader.close() }
        let stamping = walk.wantsStamps
        var isASCII = true
        var identity: FileIdentity?
        while let (name, type, inode) = reader.next() {
            let count = strlen(name)
            let bytes = UnsafeRawBufferPointer(start: name, count: count)
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            let ascii = high < 0x80, first = count > 0 ? bytes[0] : 0
            // `.` and `..`, and hidden names (but a name that is not UTF-8 is reported even then).
            if first == UInt8(ascii: ".") && ascii {
                // The folder's own inode: which folder this is, without a `stat`.
                if count == 1 && inode != 0 { identity = FileIdentity(device: 0, inode: inode) }
                continue
            }
            let start = names.count
            names.append(contentsOf: bytes)
            names.append(0)
            let stored = names[start..<start + count]
            if !ascii {
                guard String(decoding: stored, as: UTF8.self).utf8.elementsEqual(stored) else { return .refused }
                isASCII = false
                if first == UInt8(ascii: ".") {
                    names.removeSubrange(start...)
                    continue
                }
            }
            var isDirectory = type == Int32(DT_DIR)
            if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
                // The listing could not tell: asked by path (rare: links, some file systems).
                guard let entered = fileSystem.isPlainDirectory(String(decoding: absolute + [UInt8(ascii: "/")] + stored, as: UTF8.self), type: type) else {
                    return .refused
                }
                isDirectory = entered
            }
            var item = Entry(start: start, count: count, isDirectory: isDirectory)
            item.endsInSuffix = hasSuffix(item)
            if stamping && type == Int32(DT_REG) && item.endsInSuffix {
                // By its name in the open folder; a file replaced meanwhile (no longer a regular
                // file) gets none, and is asked for by path.
                var fileStatus = stat()
                if fstatat(descriptor, name, &fileStatus, AT_SYMLINK_NOFOLLOW) == 0 && fileStatus.st_mode & S_IFMT == S_IFREG {
                    item.stamp = Int32(stamps.count)
                    stamps.append(LocalFileSystem.stamp(from: fileStatus))
                }
            }
            entries.append(item)
        }
        guard !reader.failed else { return .refused }
        if identity == nil {
            var status = stat()
            if fstat(descriptor, &status) == 0 { identity = FileIdentity(device: 0, inode: UInt64(status.st_ino)) }
        }
        if let identity {
            guard visited.insert(identity) else { return .refused }
            if case .whole = walk.part {} else { walk.identities.append(identity) }
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

/// The folders a plain walk entered, by identity: most walks enter a few, looked for one by one
/// in a short list (no hashing, no table made per walk); past `listed`, in a set.
struct VisitedFolders {
    static let listed = 16
    private var few: [FileIdentity] = []
    private var many: Set<FileIdentity>?

    /// Notes `identity`: whether it was not entered before.
    mutating func insert(_ identity: FileIdentity) -> Bool {
        if many != nil { return many!.insert(identity).inserted }
        guard !few.contains(identity) else { return false }
        if few.count < Self.listed {
            few.append(identity)
        } else {
            many = Set(few)
            many!.insert(identity)
            few = []
        }
        return true
    }
}

/// The entries of an open folder, one by one, each name valid until the next: read with
/// `getdents64` into the walker's buffer on Linux (no `stat` of the folder, as `opendir` makes),
/// through `readdir` elsewhere.
private struct DirectoryEntries {
    static let bufferSize = 32768
    /// Whether reading failed (the entries then stop).
    private(set) var failed = false
    #if os(Linux)
    private let descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    private var offset = 0, end = 0

    init?(_ descriptor: Int32, buffer: UnsafeMutableRawBufferPointer) {
        self.descriptor = descriptor
        self.buffer = buffer
    }

    /// The next entry's name, type (`DT_…`) and inode.
    mutating func next() -> (name: UnsafePointer<CChar>, type: Int32, inode: UInt64)? {
        if offset >= end {
            let count = systemGetdents64(descriptor, buffer.baseAddress!, buffer.count)
            guard count > 0 else {
                failed = count < 0
                return nil
            }
            offset = 0
            end = count
        }
        // A `linux_dirent64`: inode (8 bytes), offset (8), record length (2), type (1), name.
        let record = buffer.baseAddress! + offset
        offset += Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
        let name = UnsafeRawPointer(record).advanced(by: 19).assumingMemoryBound(to: CChar.self)
        let type = Int32(record.load(fromByteOffset: 18, as: UInt8.self))
        return (name, type, record.loadUnaligned(as: UInt64.self))
    }

    func close() {}
    #else
    private let stream: UnsafeMutablePointer<DIR>

    /// A `DIR` of its own on a copy of `descriptor` (the walker keeps and closes the original).
    init?(_ descriptor: Int32, buffer: UnsafeMutableRawBufferPointer) {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            Darwin.close(copy)
            return nil
        }
        self.stream = stream
    }

    mutating func next() -> (name: UnsafePointer<CChar>, type: Int32, inode: UInt64)? {
        errno = 0
        guard let entry = readdir(stream) else {
            failed = errno != 0
            return nil
        }
        let name = (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self)
        return (name, Int32(entry.pointee.d_type), UInt64(entry.pointee.d_ino))
    }

    func close() { closedir(stream) }
    #endif
}

#if os(Linux)
/// glibc's `getdents64` (declared only under `_GNU_SOURCE`, which Swift's Glibc does not set).
@_silgen_name("getdents64")
private func systemGetdents64(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ length: Int) -> Int
#endif
