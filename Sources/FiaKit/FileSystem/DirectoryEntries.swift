#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The entries of an open folder, one by one, each name valid until the next: read with
/// `getdents64` into the walker's buffer on Linux (no `stat` of the folder, as `opendir` makes),
/// through `readdir` elsewhere.
struct DirectoryEntries {
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
