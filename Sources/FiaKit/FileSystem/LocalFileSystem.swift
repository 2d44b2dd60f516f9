#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#else
import Foundation
#endif

/// The real disk. Writes are staged next to their destination and renamed into place,
/// so a failure leaves every destination as it was; with a journal (see `WriteJournal`), so
/// does a kill.
public final class LocalFileSystem: FileSystem {
    /// Looked up only where it is used: creating `FileManager.default` is a fifth of
    /// `fia --version`'s instructions, and most runs never need it.
    var manager: FileManager { .default }

    /// Where fia keeps its cache; `nil`: the place the environment names (`cacheDirectory`).
    let configuredCacheDirectory: String?

    public init(cacheDirectory: String? = nil) {
        configuredCacheDirectory = cacheDirectory
    }

    public func write(_ files: [(path: String, contents: String)], deleting: [String], journal root: String?) throws {
        // Decide every name first, so the journal can list them before anything is touched.
        var journal = WriteJournal(pid: getpid(), directories: [], files: [])
        for file in files {
            let destination = resolvingSymbolicLink(file.path)
            let parent = Path.parent(destination)
            for directory in try missingDirectories(parent) where !journal.directories.contains(directory) {
                journal.directories.append(directory)
            }
            journal.files.append(.init(destination: destination, staged: stagingStem(destination), backup: isRegularFile(destination) ? stagingStem(destination) + "-backup" : nil))
        }
        if !deleting.isEmpty {
            journal.deletions = try deleting.map { path in
                var status = stat()
                guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
                    throw FileSystemError(path: path, reason: "no such file to delete")
                }
                return .init(path: path, backup: stagingStem(path) + "-backup")
            }
            journal.emptiedDirectories = root.map { Self.folders(emptiedBy: deleting, below: $0) }
        }
        if let root { try journal.record(in: root) }
        do {
            for directory in journal.directories {
                guard mkdir(directory, 0o777) == 0 else {
                    throw FileSystemError(path: directory, reason: "cannot create directory: \(Self.reason(errno))")
                }
            }
            for (file, entry) in zip(files, journal.files) {
                try writeNewFile(entry.staged, file.contents, mode: existingMode(entry.destination), reportedAs: file.path)
                if let backup = entry.backup { try keepExistingFile(entry.destination, as: backup) }
            }
            for deletion in journal.deletions ?? [] {
                try keepExistingFile(deletion.path, as: deletion.backup)
            }
            // Every file is staged and every replaced or deleted file has a backup: move them into place.
            for entry in journal.files {
                guard rename(entry.staged, entry.destination) == 0 else {
                    throw FileSystemError(path: entry.destination, reason: Self.reason(errno))
                }
            }
            for deletion in journal.deletions ?? [] {
                guard unlink(deletion.path) == 0 else {
                    throw FileSystemError(path: deletion.path, reason: "cannot delete: \(Self.reason(errno))")
                }
            }
        } catch {
            journal.finish(rollBack: true)
            if let root { unlink(WriteJournal.path(root)) }
            throw error
        }
        // The commit point: from here on an interrupted run is finished, not undone.
        if let root { rename(WriteJournal.path(root), WriteJournal.path(root, WriteJournal.committedName)) }
        journal.finish(rollBack: false)
        if let root { unlink(WriteJournal.path(root, WriteJournal.committedName)) }
    }

    /// The name a file is staged under beside `destination` (its backup adds `-backup`).
    private func stagingStem(_ destination: String) -> String {
        Path.join(Path.parent(destination), ".\(Path.lastComponent(destination)).fia-\(getpid())")
    }

    /// Every folder above the deleted files and below `root`, innermost first: the ones a
    /// deletion may leave empty (removing one that is not fails, and it stays).
    static func folders(emptiedBy deleted: [String], below root: String) -> [String] {
        let boundary = root.hasSuffix("/") ? root : root + "/"
        var folders: Set<String> = []
        for path in deleted {
            var parent = Path.parent(path)
            while parent.hasPrefix(boundary), folders.insert(parent).inserted {
                parent = Path.parent(parent)
            }
        }
        return folders.sorted { $0.count > $1.count || ($0.count == $1.count && $0 < $1) }
    }

    public func withProjectLock<T>(_ root: String, timeout: Double, report: (String) -> Void, _ body: () throws -> T) throws -> T {
        let lock = try ProjectLock.acquire(root, timeout: timeout)
        defer { lock.release() }
        // Holding the lock, any journal is a dead run's: no live writer is left to own it.
        if let recovery = WriteJournal.recover(in: root) { report(recovery) }
        return try body()
    }

    public func pendingJournal(in root: String) -> String? {
        WriteJournal.pending(in: root)
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

    /// Where `path` leads, as the kernel resolves it: one component at a time, each symbolic link
    /// followed before the next `..` applies (`L/../Model` with `L -> /elsewhere/sub` is
    /// `/elsewhere/Model`, not `./Model`). From the first component that does not exist, the rest
    /// is joined as text (nothing there can be a link yet). At most 40 links are followed (the
    /// kernel's ELOOP limit); past that the path is taken as it stands.
    public func resolvingLinks(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : Path.join(manager.currentDirectoryPath, path)
        // The components still to walk, the next one last.
        var pending = Self.componentsReversed(absolute)
        // The resolved path so far, and where each of its components starts (for `..`).
        var resolved = ""
        var starts: [String.Index] = []
        var exists = true
        var links = 0
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                if let start = starts.popLast() { resolved.removeSubrange(start...) }
                continue
            }
            starts.append(resolved.endIndex)
            resolved += "/" + part
            if exists {
                var status = stat()
                if lstat(resolved, &status) != 0 {
                    exists = false
                } else if (status.st_mode & S_IFMT) == S_IFLNK, links < 40, let target = Self.linkTarget(resolved) {
                    links += 1
                    // The link is replaced by what it holds: from the root, or from its folder.
                    if target.hasPrefix("/") {
                        resolved = ""
                        starts = []
                    } else if let start = starts.popLast() {
                        resolved.removeSubrange(start...)
                    }
                    pending += Self.componentsReversed(target)
                }
            }
        }
        return resolved.isEmpty ? "/" : resolved
    }

    /// `path`'s non-empty components, last first.
    private static func componentsReversed(_ path: String) -> [String] {
        Path.components(path).reversed().map(String.init)
    }

    /// What the symbolic link at `path` holds, as written.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The permission bits of the regular file at `path`, so a replaced file keeps them.
    private func existingMode(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return status.st_mode & 0o7777
    }

    private func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Keeps the regular file at `path` under a second name `backup`: a hard link, or a copy
    /// where links are not supported.
    private func keepExistingFile(_ path: String, as backup: String) throws {
        if link(path, backup) == 0 { return }
        guard let data = manager.contents(atPath: path), manager.createFile(atPath: backup, contents: data) else {
            throw FileSystemError(path: path, reason: "cannot keep a copy of the file while replacing it")
        }
    }

    /// Writes `contents` to a file that must not exist yet: plain POSIX calls, because staging
    /// already makes the write atomic (FileManager would add its own temporary file and fsync).
    /// The file gets `mode` exactly (a replaced file's permissions), else 0644 less the umask.
    func writeNewFile(_ path: String, _ contents: String, mode: mode_t?, reportedAs destination: String) throws {
        try writeNewFile(path, parts: [Array(contents.utf8)[...]], mode: mode, reportedAs: destination)
    }

    /// `writeNewFile` of `parts` one after another, each written from where it is (short ones
    /// gathered first, so that a file of many small pieces, as the scan cache is, is not many writes).
    func writeNewFile(_ path: String, parts: [ArraySlice<UInt8>], mode: mode_t?, reportedAs destination: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o644)
        guard descriptor >= 0 else {
            throw FileSystemError(path: destination, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        if let mode { fchmod(descriptor, mode) }
        func write(_ bytes: ArraySlice<UInt8>) throws {
            try bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    guard result > 0 else {
                        let reason = String(cString: strerror(errno))
                        unlink(path)
                        throw FileSystemError(path: destination, reason: reason)
                    }
                    written += result
                }
            }
        }
        let short = 1 << 14
        var gathered: [UInt8] = []
        for part in parts {
            if part.count < short {
                gathered += part
                guard gathered.count >= short else { continue }
            }
            if !gathered.isEmpty {
                try write(gathered[...])
                gathered.removeAll(keepingCapacity: true)
            }
            if part.count >= short { try write(part) }
        }
        if !gathered.isEmpty { try write(gathered[...]) }
    }

    public func createDirectory(_ path: String) throws {
        for directory in try missingDirectories(path) {
            guard mkdir(directory, 0o777) == 0 || errno == EEXIST else {
                throw FileSystemError(path: directory, reason: "cannot create directory: \(Self.reason(errno))")
            }
        }
    }

    /// The folders that must be created for `path` to exist, outermost first.
    private func missingDirectories(_ path: String) throws -> [String] {
        var missing: [String] = []
        var current = path
        while current.hasPrefix("/") && current != "/" && !exists(current) {
            missing.append(current)
            current = Path.parent(current)
        }
        if exists(current) && !isDirectory(current) {
            throw FileSystemError(path: current, reason: "a file is in the way of a directory")
        }
        return missing.reversed()
    }
}

/// The C `write`, which `LocalFileSystem.write(_:)` hides inside the class.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
