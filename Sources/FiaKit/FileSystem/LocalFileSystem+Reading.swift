#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Reading the disk with as few system calls as a command run dozens of times a day can afford:
/// doctor and `add feature` read every source file of a project.
extension LocalFileSystem {
    public func contents(of path: String) throws -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
        }
        if status.st_mode & S_IFMT == S_IFDIR { return nil }
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let capacity = bytes.count - count
            let result = bytes.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress! + count, capacity) }
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else {
                throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
            }
            if result == 0 { break }
            count += result
        }
        // Decoded byte for byte: a byte-order mark survives, so an edited file keeps it.
        // Invalid UTF-8 is repaired by decoding, so it shows as a difference and is refused.
        let data = bytes[..<count]
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            throw FileSystemError(path: path, reason: "not UTF-8 text")
        }
        return text
    }

    public func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    public func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    public func entries(of directory: String) throws -> [String] {
        try listing(of: directory).map(\.name).sorted()
    }

    public func files(under directory: String, includeHidden: Bool) throws -> [String] {
        var result: [String] = []
        func walk(_ relative: String) throws {
            let absolute = relative.isEmpty ? directory : Path.join(directory, relative)
            for entry in try listing(of: absolute) where includeHidden || !entry.name.hasPrefix(".") {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let isDirectory = entry.isDirectory ?? self.isDirectory(Path.join(directory, child))
                if isDirectory {
                    try walk(child)
                } else {
                    result.append(child)
                }
            }
        }
        try walk("")
        return result.sorted()
    }

    /// A directory's entries with what `readdir` knows of their kind (`nil`: ask `stat`,
    /// for links and file systems that do not say). Empty when the directory does not exist.
    private func listing(of directory: String) throws -> [(name: String, isDirectory: Bool?)] {
        guard let stream = opendir(directory) else {
            if errno == ENOENT || errno == ENOTDIR { return [] }
            throw FileSystemError(path: directory, reason: "cannot list directory: \(String(cString: strerror(errno)))")
        }
        defer { closedir(stream) }
        var entries: [(name: String, isDirectory: Bool?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, true))
            case Int32(DT_REG): entries.append((name, false))
            default: entries.append((name, nil))
            }
        }
        return entries
    }
}

/// The C `read`, out of reach of any method of that name.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
