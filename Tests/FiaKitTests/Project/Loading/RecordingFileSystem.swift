@testable import FiaKit

/// A file system that forwards to another and records what was asked of it:
/// to prove doctor never writes and reads each file once. Reading a path of `failingReads`
/// throws `failure(of:)`, as a file gone or unreadable since it was listed.
final class RecordingFileSystem: FileSystem {
    let base: any FileSystem
    var failingReads: Set<String> = []
    private(set) var reads: [String: Int] = [:]
    private(set) var writeCalls = 0
    private(set) var createDirectoryCalls = 0

    init(_ base: any FileSystem) {
        self.base = base
    }

    func contents(of path: String) throws -> String? {
        reads[path, default: 0] += 1
        if failingReads.contains(path) { throw Self.failure(of: path) }
        return try base.contents(of: path)
    }

    static func failure(of path: String) -> FileSystemError { FileSystemError(path: path, reason: "permission denied") }

    func exists(_ path: String) -> Bool { base.exists(path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func isFile(_ path: String) -> Bool { base.isFile(path) }
    func walk(_ directory: String, as folder: String, suffix: String, into walk: inout FolderWalk) {
        base.walk(directory, as: folder, suffix: suffix, into: &walk)
    }
    func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }
    func stamp(of path: String) -> FileStamp? { base.stamp(of: path) }
    func cachedBytes(named name: String) -> ArraySlice<UInt8>? { base.cachedBytes(named: name) }
    func storeCachedBytes(_ parts: [ArraySlice<UInt8>], named name: String) { base.storeCachedBytes(parts, named: name) }

    func write(_ files: [(path: String, contents: String)], deleting: [String], journal: String?) throws {
        writeCalls += 1
        try base.write(files, deleting: deleting, journal: journal)
    }

    func createDirectory(_ path: String) throws {
        createDirectoryCalls += 1
        try base.createDirectory(path)
    }
}
