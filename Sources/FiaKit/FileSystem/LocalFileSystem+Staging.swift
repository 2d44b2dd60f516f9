#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// `fia new`'s write: the whole project is built in a hidden staging folder beside the
/// destination and moved into place with one `rename`, so a project appears whole or not at all.
/// The staging folder is `flock`ed while it is built: a later run that can lock one knows its
/// builder is dead, and removes it.
extension LocalFileSystem {
    public func createTree(_ files: [(path: String, contents: String)], at destination: String, report: (String) -> Void) throws {
        let parent = Path.parent(destination)
        try createDirectory(parent)
        removeAbandonedStaging(in: parent, report: report)
        let staging = Path.join(parent, ".\(Path.lastComponent(destination))\(Self.stagingMarker)\(getpid())")
        guard mkdir(staging, 0o777) == 0 else {
            throw FileSystemError(path: destination, reason: "cannot create a staging folder beside it: \(Self.reason(errno))")
        }
        let guardDescriptor = open(staging, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if guardDescriptor >= 0 { close(guardDescriptor) } }
        if guardDescriptor >= 0 { flock(guardDescriptor, LOCK_EX | LOCK_NB) }
        do {
            for file in files {
                let path = Path.join(staging, file.path)
                try createDirectory(Path.parent(path))
                try writeStagedFile(path, file.contents, reportedAs: Path.join(destination, file.path))
            }
            guard rename(staging, destination) == 0 else {
                let reason = errno == ENOTEMPTY || errno == EEXIST
                    ? "it was created by someone else meanwhile"
                    : Self.reason(errno)
                throw FileSystemError(path: destination, reason: reason)
            }
        } catch {
            try? manager.removeItem(atPath: staging)
            throw error
        }
    }

    /// Marks staging folders: `.<Name>.fia-new-<pid>`.
    static let stagingMarker = ".fia-new-"

    /// Removes staging folders in `parent` whose builder is gone (their lock is free).
    func removeAbandonedStaging(in parent: String, report: (String) -> Void) {
        guard let names = try? listing(of: parent).entries.map(\.name) else { return }
        for name in names where name.hasPrefix(".") && name.contains(Self.stagingMarker) {
            let path = Path.join(parent, name)
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            if (try? manager.removeItem(atPath: path)) != nil {
                report("removed '\(name)', left in '\(parent)' by an interrupted 'fia new'")
            }
        }
    }

    /// Writes a new file in the staging folder with 0644 less the umask.
    private func writeStagedFile(_ path: String, _ contents: String, reportedAs destination: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileSystemError(path: destination, reason: Self.reason(errno))
        }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { stagingWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw FileSystemError(path: destination, reason: Self.reason(errno)) }
            written += result
        }
    }
}

/// The C `write`, out of reach of `FileSystem.write`.
private func stagingWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
