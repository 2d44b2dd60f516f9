#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// `LocalFileSystem.walk(_:as:suffix:into:)`'s state: the folder being walked as the path its
/// files are given (the path below the walked folder, which reports what could not be walked,
/// is its end; the absolute path is made from it where one is needed), grown and cut back name
/// by name; the names and entries of the folders being listed, each folder's after its parent's.
/// Its buffers are taken from the walks that ended before (`Storage`) and given back after.
struct FolderWalker {
    let fileSystem: LocalFileSystem
    /// The walked folder, as given.
    let directory: String
    /// The walked folder's given name, and once a folder inside is entered, a slash and the path
    /// below it.
    var output: WalkBytes
    /// Where the path below the walked folder starts in `output`.
    let relativeStart: Int
    let suffix: String
    let suffixBytes: WalkBytes
    /// Where `DirectoryEntries` reads a folder's entries.
    let buffer: UnsafeMutableRawBufferPointer
    var walk = FolderWalk()
    var visited: VisitedFolders
    /// The names of the entries being listed, each followed by a NUL (to open it by).
    var names: WalkBytes
    var entries: [Entry]
    /// The stamps taken of the files being listed (with `walk.wantsStamps`), as `names` is kept.
    var stamps: [FileStamp]
    /// The walked folder's real path, once a link to a folder asked whether it leads inside.
    var boundary: String?

    init(fileSystem: LocalFileSystem, directory: String, as folder: String, suffix: String, storage: consuming Storage) {
        self.fileSystem = fileSystem
        self.directory = directory
        self.suffix = suffix
        var folder = folder, suffix = suffix
        folder.withUTF8 { storage.output.append($0) }
        relativeStart = storage.output.count == 0 ? 0 : storage.output.count + 1
        suffix.withUTF8 { storage.suffix.append($0) }
        output = storage.output
        suffixBytes = storage.suffix
        buffer = storage.buffer
        visited = storage.visited
        names = storage.names
        entries = storage.entries
        stamps = storage.stamps
    }

    /// The storage, emptied, for the next walk (this one is over).
    mutating func finish() -> Storage {
        var storage = Storage(buffer: buffer, names: names, output: output, suffix: suffixBytes)
        swap(&storage.entries, &entries)
        swap(&storage.stamps, &stamps)
        swap(&storage.visited, &visited)
        storage.clear()
        return storage
    }

    /// One entry: its name's place in `names` (without its NUL), whether the walk enters it (and
    /// through a link), whether its name's bytes end in the suffix's (judged once, as it is
    /// listed), and the place in `stamps` of the stamp taken of a file (-1: none).
    struct Entry {
        var start: Int
        var count: Int
        var isDirectory: Bool
        var isLink = false
        var endsInSuffix = false
        var stamp: Int32 = -1
    }

    /// Walks what `walk.part` asks for.
    mutating func start() {
        guard case .inside(let folders) = walk.part else { return visit(depth: 0, parent: -1, name: 0) }
        // The folders named, each as the walk of their folder would meet it (their folder was
        // listed by another walk): opened relative to their folder, or by path if it is gone.
        let parent = open(directory, Self.flags)
        defer { if parent >= 0 { close(parent) } }
        for var folder in folders {
            let start = names.count
            folder.withUTF8 { names.append($0) }
            names.append(0)
            walk.starts.append(walk.folders.count)
            enter(Entry(start: start, count: names.count - 1 - start, isDirectory: true), depth: 0, parent: parent)
            names.count = start
        }
    }

    /// How folders are opened: as `opendir` opens them.
    static let flags = O_RDONLY | O_NONBLOCK | O_DIRECTORY | O_CLOEXEC

    /// Walks the folder `entry` of the folder being walked at `depth` (open as `parent`), unless
    /// that is too deep.
    private mutating func enter(_ entry: Entry, depth: Int, parent: Int32) {
        let outputCount = output.count
        if output.count > 0 { output.append(UInt8(ascii: "/")) }
        output.append(names.bytes(entry.start..<entry.start + entry.count))
        if depth < LocalFileSystem.maximumWalkDepth {
            visit(depth: depth + 1, parent: parent, name: entry.start)
        } else {
            walk.report(relativePath, "more than \(LocalFileSystem.maximumWalkDepth) folders deep; not read")
        }
        output.count = outputCount
    }

    /// The path below the walked folder of the folder being walked.
    var relativePath: String {
        output.count <= relativeStart ? "" : String(decoding: output.bytes(relativeStart..<output.count), as: UTF8.self)
    }

    /// The absolute path of the folder being walked, followed by `/` and `name` if given.
    func absolutePath(_ name: UnsafeBufferPointer<UInt8>? = nil) -> String {
        var path = directory
        if output.count > relativeStart { path += "/" + relativePath }
        if let name { path += "/" + String(decoding: name, as: UTF8.self) }
        return path
    }

    /// Lists the folder being walked (the name at `name` in `names` in the open folder `parent`,
    /// or by path without one), then gathers its files and walks its folders in order. The
    /// walk's own folder, when missing or not a folder, is not entered: nothing is gathered.
    private mutating func visit(depth: Int, parent: Int32, name: Int) {
        let namesStart = names.count, entriesStart = entries.count, stampsStart = stamps.count
        defer {
            names.count = namesStart
            entries.removeSubrange(entriesStart...)
            if stamps.count > stampsStart { stamps.removeSubrange(stampsStart...) }
        }
        let descriptor: Int32
        if parent >= 0 {
            descriptor = openat(parent, UnsafeRawPointer(names.base + name).assumingMemoryBound(to: CChar.self), Self.flags)
        } else {
            descriptor = open(absolutePath(), Self.flags)
        }
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                // No folder there; one gone since its parent was listed is an empty folder.
                if depth > 0 { gather(depth: depth, descriptor: -1, isASCII: true, entriesStart: entriesStart) }
                return
            }
            // The walk's own folder, when it cannot even be looked at, is not entered.
            if depth == 0 && !fileSystem.isDirectory(directory) { return }
            walk.report(relativePath, "cannot list directory: \(LocalFileSystem.reason(code))")
            return
        }
        defer { close(descriptor) }
        guard let isASCII = list(descriptor) else { return }
        gather(depth: depth, descriptor: descriptor, isASCII: isASCII, entriesStart: entriesStart)
    }

    /// Records the folder being walked, listed (open as `descriptor`), gathers its files and
    /// walks its folders (with `.top`, the walk's own folder only notes them).
    private mutating func gather(depth: Int, descriptor: Int32, isASCII: Bool, entriesStart: Int) {
        let record = walk.folders.count
        walk.folders.append(FolderWalk.Folder(path: String(decoding: output.all, as: UTF8.self), files: walk.files.count..<walk.files.count))
        if !isASCII { walk.isASCII = false }
        sort(entriesStart, byBytes: isASCII)
        var isTop = false
        if depth == 0, case .top = walk.part { isTop = true }
        var index = entriesStart
        while index < entries.count {
            let entry = entries[index]
            index += 1
            if entry.isDirectory {
                // A link's folder is walked as the link's: what only a target's own walk reports
                // as it always has (its folder is the boundary a link must stay inside).
                if entry.isLink { walk.neededCare = true }
                if isTop {
                    let name = String(decoding: names.bytes(entry.start..<entry.start + entry.count), as: UTF8.self)
                    walk.subfolders.append(FolderWalk.Subfolder(name: name, files: walk.files.count))
                } else {
                    enter(entry, depth: depth, parent: descriptor)
                }
            } else if isASCII ? entry.endsInSuffix : String(decoding: names.bytes(entry.start..<entry.start + entry.count), as: UTF8.self).hasSuffix(suffix) {
                walk.files.append(filePath(entry))
                if walk.wantsStamps { walk.stamps.append(entry.stamp >= 0 ? stamps[Int(entry.stamp)] : nil) }
            }
        }
        walk.folders[record].files = walk.folders[record].files.lowerBound..<walk.files.count
    }
}
