#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Reading the disk with as few system calls as a command run dozens of times a day can afford
/// (doctor and `add feature` read every source file of a project), and safely on hostile trees:
/// only regular files are read, up to `maximumFileSize`; a FIFO or a device never blocks or floods.
extension LocalFileSystem {
    /// The largest file fia reads: far above any source file, far below what would exhaust memory.
    public static let maximumFileSize = 16 << 20

    public func contents(of path: String) throws -> String? {
        guard let bytes = try Self.wholeFile(path) else { return nil }
        return try bytes.withUnsafeBufferPointer { try Self.text(of: $0, path: path) }
    }

    /// The bytes of the regular file at `path`, or `nil` when it is missing or a folder; any
    /// other kind of file, one over `maximumFileSize` or one that cannot be read is an error.
    static func wholeFile(_ path: String) throws(FileSystemError) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileSystemError(path: path, reason: Self.reason(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileSystemError(path: path, reason: Self.reason(errno))
        }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { return nil }
        guard kind == S_IFREG else {
            throw FileSystemError(path: path, reason: "not a regular file (\(Self.describe(kind))); not read")
        }
        guard Int(status.st_size) <= Self.maximumFileSize else {
            throw FileSystemError(path: path, reason: "too large to be a source file (\(status.st_size) bytes; fia reads at most \(Self.maximumFileSize >> 20) MiB); not read")
        }
        // Read into storage never zeroed first, with a byte to spare: a read that fills it means
        // the file grew since `fstat`, and the rest is read in chunks as large as what came before.
        var bytes: [UInt8] = []
        var failure: Int32 = 0
        var chunk = max(Int(status.st_size), 0) + 1
        while true {
            if !bytes.isEmpty {
                guard bytes.count <= Self.maximumFileSize else {
                    throw FileSystemError(path: path, reason: "grew past \(Self.maximumFileSize >> 20) MiB while being read; not read")
                }
                chunk = bytes.count
            }
            let read = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                initialized = 0
                while initialized < chunk {
                    let result = posixRead(descriptor, buffer.baseAddress! + initialized, chunk - initialized)
                    if result < 0 && errno == EINTR { continue }
                    guard result > 0 else {
                        if result < 0 { failure = errno }
                        break
                    }
                    initialized += result
                }
            }
            guard failure == 0 else { throw FileSystemError(path: path, reason: Self.reason(failure)) }
            if bytes.isEmpty { bytes = read } else { bytes += read }
            if read.count < chunk { return bytes }
        }
    }

    /// `bytes` as text, byte for byte: a byte-order mark survives, so an edited file keeps it. A
    /// NUL byte (a binary file) or invalid UTF-8 (which decoding would repair) is refused.
    static func text(of bytes: UnsafeBufferPointer<UInt8>, path: String) throws(FileSystemError) -> String {
        let check = textCheck(bytes)
        guard !check.hasNul else {
            throw FileSystemError(path: path, reason: "a binary file (it holds NUL bytes), not text; not read")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // ASCII decodes unchanged; anything else is compared with what decoding made of it.
        let same = check.isASCII || text.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.count == bytes.count && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        } ?? text.utf8.elementsEqual(bytes)
        guard same else { throw FileSystemError(path: path, reason: "not UTF-8 text") }
        return text
    }

    /// Whether `bytes` hold a NUL, and whether they are all ASCII.
    static func textCheck(_ bytes: UnsafeBufferPointer<UInt8>) -> (hasNul: Bool, isASCII: Bool) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return (false, true) }
        if memchr(base, 0, bytes.count) != nil { return (true, false) }
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return (false, high < 0x80)
    }

    public func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    public func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    public func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    public func entries(of directory: String) throws -> [String] {
        let listing = try listing(of: directory)
        if let name = listing.undecodable.first {
            throw FileSystemError(path: Path.join(directory, name), reason: "the file name is not UTF-8")
        }
        return listing.entries.map(\.name).sorted()
    }

    /// The reason for `errno` as a lowercase phrase.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// What a file type that is not a regular file is called, for messages.
    static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a directory"
        default: "not a regular file"
        }
    }

    /// A directory's entries with their type (`DT_UNKNOWN` means: ask `lstat`), and the names that
    /// are not UTF-8 (shown with U+FFFD), read by `DirectoryEntries` as a walk reads each folder.
    /// Empty when the directory does not exist.
    func listing(of directory: String) throws -> DirectoryListing {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return DirectoryListing() }
            throw FileSystemError(path: directory, reason: "cannot list directory: \(Self.reason(errno))")
        }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: DirectoryEntries.bufferSize, alignment: 8)
        defer { buffer.deallocate() }
        guard var reader = DirectoryEntries(descriptor, buffer: buffer) else {
            throw FileSystemError(path: directory, reason: "cannot list directory: \(Self.reason(errno))")
        }
        defer { reader.close() }
        var listing = DirectoryListing()
        while let (name, type, _) = reader.next() {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
            if bytes.first == UInt8(ascii: "."), bytes.count == 1 || bytes.count == 2 && bytes[1] == UInt8(ascii: ".") { continue }
            let decoded = String(decoding: bytes, as: UTF8.self)
            guard ByteSearch.isASCII(bytes) || decoded.utf8.elementsEqual(bytes) else {
                listing.undecodable.append(decoded)
                continue
            }
            listing.entries.append((decoded, type))
        }
        if reader.failed { throw FileSystemError(path: directory, reason: "cannot list directory: \(Self.reason(errno))") }
        return listing
    }
}

/// A directory's identity on disk, to notice a walk coming back to a directory it has seen.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}

/// What listing a directory says about it.
struct DirectoryListing {
    var entries: [(name: String, type: Int32)] = []
    var undecodable: [String] = []
}

/// The C `read`, out of reach of any method of that name.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
