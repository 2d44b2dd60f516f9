#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif

/// The real disk. Writes are staged next to their destination and renamed into place,
/// so a failure leaves every destination as it was.
public final class LocalFileSystem: FileSystem {
    private let manager = FileManager.default

    public init() {}

    public func write(_ files: [(path: String, contents: String)]) throws {
        var createdDirectories: [String] = []
        var staged: [(temporary: String, destination: String)] = []
        func removeStagedFiles() {
            for file in staged { unlink(file.temporary) }
            for directory in createdDirectories.reversed() { rmdir(directory) }
        }
        do {
            for file in files {
                let destination = resolvingSymbolicLink(file.path)
                let parent = Path.parent(destination)
                try createMissingDirectories(parent, recordingIn: &createdDirectories)
                let temporary = Path.join(parent, ".\(Path.lastComponent(destination)).fia-\(getpid())")
                try writeNewFile(temporary, file.contents, mode: existingMode(destination), reportedAs: file.path)
                staged.append((temporary, destination))
            }
        } catch {
            removeStagedFiles()
            throw error
        }
        // Every file is staged; move them into place. An existing destination is first kept
        // under a second name, so that a failed move can put back every file already moved.
        var moved: [(destination: String, backup: String?)] = []
        do {
            for file in staged {
                let backup = try keepExistingFile(file.destination)
                guard rename(file.temporary, file.destination) == 0 else {
                    let error = FileSystemError(path: file.destination, reason: String(cString: strerror(errno)))
                    if let backup { unlink(backup) }
                    throw error
                }
                moved.append((file.destination, backup))
            }
        } catch {
            for file in moved.reversed() {
                if let backup = file.backup {
                    rename(backup, file.destination)
                } else {
                    unlink(file.destination)
                }
            }
            removeStagedFiles()
            throw error
        }
        for file in moved {
            if let backup = file.backup { unlink(backup) }
        }
    }

    /// The file a symbolic link at `path` leads to, so that writing replaces that file and keeps
    /// the link; `path` itself when it is no link (or a dangling one).
    private func resolvingSymbolicLink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The permission bits of the regular file at `path`, so a replaced file keeps them.
    private func existingMode(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return status.st_mode & 0o7777
    }

    /// Keeps the regular file at `path`, if any, under a hidden second name (a hard link, or a
    /// copy where links are not supported) and returns that name.
    private func keepExistingFile(_ path: String) throws -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let backup = Path.join(Path.parent(path), ".\(Path.lastComponent(path)).fia-\(getpid())-backup")
        if link(path, backup) == 0 { return backup }
        guard let data = manager.contents(atPath: path), manager.createFile(atPath: backup, contents: data) else {
            throw FileSystemError(path: path, reason: "cannot keep a copy of the file while replacing it")
        }
        return backup
    }

    /// Writes `contents` to a file that must not exist yet: plain POSIX calls, because staging
    /// already makes the write atomic (FileManager would add its own temporary file and fsync).
    /// The file gets `mode` exactly (a replaced file's permissions), else 0644 less the umask.
    private func writeNewFile(_ path: String, _ contents: String, mode: mode_t?, reportedAs destination: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o644)
        guard descriptor >= 0 else {
            throw FileSystemError(path: destination, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        if let mode { fchmod(descriptor, mode) }
        let bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let remaining = bytes.count - written
            let result = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress! + written, remaining) }
            guard result > 0 else {
                let reason = String(cString: strerror(errno))
                unlink(path)
                throw FileSystemError(path: destination, reason: reason)
            }
            written += result
        }
    }

    public func createDirectory(_ path: String) throws {
        var created: [String] = []
        try createMissingDirectories(path, recordingIn: &created)
    }

    /// Creates `path` and any missing parents, appending each one it created to `created`,
    /// outermost first, as it goes: a failure part-way leaves the list complete for clean-up.
    private func createMissingDirectories(_ path: String, recordingIn created: inout [String]) throws {
        var missing: [String] = []
        var current = path
        while !current.isEmpty && current != "/" && !exists(current) {
            missing.append(current)
            current = Path.parent(current)
        }
        if exists(current) && !isDirectory(current) {
            throw FileSystemError(path: current, reason: "a file is in the way of a directory")
        }
        for directory in missing.reversed() {
            guard mkdir(directory, 0o777) == 0 else {
                throw FileSystemError(path: directory, reason: "cannot create directory: \(String(cString: strerror(errno)))")
            }
            created.append(directory)
        }
    }
}

/// The C `write`, which `LocalFileSystem.write(_:)` hides inside the class.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
