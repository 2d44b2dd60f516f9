#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension FolderWalker {
    /// Appends the entries of the open folder `descriptor` to `entries` (hidden ones only with
    /// `walk.includesHidden`): whether their names are all ASCII, or `nil` when the folder is not
    /// to be walked (it could not be listed, or was walked before: reported).
    mutating func list(_ descriptor: Int32) -> Bool? {
        guard var reader = DirectoryEntries(descriptor, buffer: buffer) else {
            walk.report(relativePath, "cannot list directory: \(LocalFileSystem.reason(errno))")
            return nil
        }
        defer { reader.close() }
        let stamping = walk.wantsStamps
        var isASCII = true
        var dotInode: UInt64?
        // Reported once the folder is known not to be one walked before (which reports nothing else).
        var problems: [DirectoryWalk.Problem] = []
        while let (name, type, inode) = reader.next() {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            let count = bytes.count, ascii = high < 0x80, first = count > 0 ? bytes[0] : 0
            if first == UInt8(ascii: ".") && (count == 1 || count == 2 && bytes[1] == UInt8(ascii: ".")) {
                // The folder's own inode: which folder this is, without a `stat`.
                if count == 1 && inode != 0 { dotInode = inode }
                continue
            }
            if !ascii {
                let decoded = String(decoding: bytes, as: UTF8.self)
                // A name that is not UTF-8 is reported, hidden or not.
                guard decoded.utf8.elementsEqual(bytes) else {
                    problems.append(.init(path: childPath(decoded), reason: "the file name is not UTF-8; not read"))
                    continue
                }
                isASCII = false
            }
            if first == UInt8(ascii: ".") && !walk.includesHidden { continue }
            var item = Entry(start: names.count, count: count, isDirectory: type == Int32(DT_DIR))
            if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
                // The listing could not tell: asked by path (rare: links, some file systems).
                switch fileSystem.kind(ofUntyped: absolutePath(bytes), inside: { boundaryPath() }) {
                case .directory(let isLink):
                    item.isDirectory = true
                    item.isLink = isLink
                case .file:
                    break
                case .problem(let reason):
                    problems.append(.init(path: childPath(String(decoding: bytes, as: UTF8.self)), reason: reason))
                    continue
                }
            }
            names.append(bytes)
            names.append(0)
            item.endsInSuffix = hasSuffix(bytes)
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
        // A folder is entered once: told apart by its `.` entry's inode, or by device and inode.
        var identity: FileIdentity?
        if let dotInode, !walk.identifiesByStat {
            identity = FileIdentity(device: 0, inode: dotInode)
        } else {
            var status = stat()
            if fstat(descriptor, &status) == 0 {
                // `dev_t` is `Int32` on Darwin (`UInt64` on Glibc): its bits, never a trap on a negative one.
                identity = FileIdentity(device: walk.identifiesByStat ? UInt64(truncatingIfNeeded: status.st_dev) : 0, inode: UInt64(status.st_ino))
            }
        }
        if let identity {
            guard visited.insert(identity) else {
                walk.report(relativePath, "this folder was already walked under another path; not followed")
                return nil
            }
            if case .whole = walk.part {} else { walk.identities.append(identity) }
        }
        for problem in problems { walk.report(problem.path, problem.reason) }
        return isASCII
    }

    /// The path below the walked folder of the entry `name` of the folder being listed.
    private func childPath(_ name: String) -> String {
        output.count <= relativeStart ? name : relativePath + "/" + name
    }

    /// The walked folder's real path, looked up once (a system call per folder above it).
    private mutating func boundaryPath() -> String {
        if let boundary { return boundary }
        let resolved = fileSystem.canonicalPath(directory) ?? directory
        boundary = resolved
        return resolved
    }

    /// Whether `name` ends in the suffix's bytes.
    func hasSuffix(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let suffix = suffixBytes.all
        guard name.count >= suffix.count else { return false }
        return memcmp(name.baseAddress! + (name.count - suffix.count), suffix.baseAddress!, suffix.count) == 0
    }

    /// `output`, a slash and the entry's name, built in place.
    func filePath(_ entry: Entry) -> String {
        let separator = output.count == 0 ? 0 : 1
        let count = output.count + separator + entry.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            let base = buffer.baseAddress!
            base.update(from: output.base, count: output.count)
            if separator == 1 { base[output.count] = UInt8(ascii: "/") }
            (base + output.count + separator).update(from: names.base + entry.start, count: entry.count)
            return count
        }
    }

    /// How many entries a folder has at most for them to be sorted by insertion.
    static let insertionSortLimit = 16

    /// The entries from `start` in the order of their paths: a folder's name as if followed by `/`.
    /// A few (most folders) are sorted by insertion, comparing their names. More are sorted by
    /// keys first: the bytes all their names share at the start are skipped, and an entry's key is
    /// its next 16 bytes (a folder's `/` after its name, zeros past its end: no name holds a zero
    /// byte) as two big-endian numbers, which compare as those bytes do; only entries with equal
    /// keys (names alike for 16 bytes more) are compared by their names. A project's big folders
    /// hold names that share long starts (`Feature123…`), which every comparison of names reads.
    mutating func sort(_ start: Int, byBytes: Bool) {
        guard byBytes else {
            // Beyond ASCII, `String`'s order, through keys.
            let keyed = entries[start...].map { entry in
                let name = String(decoding: names.bytes(entry.start..<entry.start + entry.count), as: UTF8.self)
                return (key: entry.isDirectory ? name + "/" : name, entry: entry)
            }
            entries.replaceSubrange(start..., with: keyed.sorted { Path.order($0.key, $1.key) < 0 }.map(\.entry))
            return
        }
        guard entries.count - start > 1 else { return }
        let base = names.base
        func precedes(_ left: Entry, _ right: Entry) -> Bool {
            let common = min(left.count, right.count)
            let order = memcmp(base + left.start, base + right.start, common)
            if order != 0 { return order < 0 }
            // One name starts the other: what follows (`/` after a folder's) decides.
            let leftNext: Int = left.count > common ? Int(base[left.start + common]) : left.isDirectory ? Int(UInt8(ascii: "/")) : -1
            let rightNext: Int = right.count > common ? Int(base[right.start + common]) : right.isDirectory ? Int(UInt8(ascii: "/")) : -1
            return leftNext < rightNext
        }
        guard entries.count - start > Self.insertionSortLimit else {
            // A folder of a few entries (most are): sorted in place, no buffer allocated.
            for index in (start + 1)..<entries.count {
                let entry = entries[index]
                var hole = index
                while hole > start && precedes(entry, entries[hole - 1]) {
                    entries[hole] = entries[hole - 1]
                    hole -= 1
                }
                entries[hole] = entry
            }
            return
        }
        let first = entries[start]
        var shared = first.count
        for entry in entries[(start + 1)...] {
            var length = 0
            while length < shared && length < entry.count && base[first.start + length] == base[entry.start + length] { length += 1 }
            shared = length
        }
        // The keys sorted with their entries' places (smaller to move than entries), then the
        // entries put in their order.
        var keys = (start..<entries.count).map { SortKey(key: key(of: entries[$0], from: shared), index: $0) }
        keys.sort { left, right in
            if left.key.high != right.key.high { return left.key.high < right.key.high }
            if left.key.low != right.key.low { return left.key.low < right.key.low }
            return precedes(entries[left.index], entries[right.index])
        }
        entries.replaceSubrange(start..., with: keys.map { entries[$0.index] })
    }

    /// An entry's key and its place in `entries`.
    private struct SortKey {
        var key: (high: UInt64, low: UInt64)
        var index: Int
    }

    /// The 16 bytes of `entry`'s name (a folder's followed by `/`, then zeros) from `offset`, as
    /// two big-endian numbers.
    private func key(of entry: Entry, from offset: Int) -> (high: UInt64, low: UInt64) {
        func word(_ position: Int) -> UInt64 {
            if entry.count - position >= 8 {
                return UInt64(bigEndian: UnsafeRawPointer(names.base + entry.start + position).loadUnaligned(as: UInt64.self))
            }
            var word: UInt64 = 0
            for index in position..<position + 8 {
                let byte = index < entry.count ? names.base[entry.start + index] : index == entry.count && entry.isDirectory ? UInt8(ascii: "/") : 0
                word = word << 8 | UInt64(byte)
            }
            return word
        }
        return (word(offset), word(offset + 8))
    }
}
