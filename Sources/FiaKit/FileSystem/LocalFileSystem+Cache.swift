#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Stamps and the cache of what fia learnt from a project's files, kept outside every project
/// (nothing is ever written into a project but the changes a command prints): in
/// `$FIA_CACHE_DIR`, else `$XDG_CACHE_HOME/fia`, else `~/.cache/fia` (`~/Library/Caches/fia` on
/// macOS). `FIA_CACHE_DIR=` (empty) turns the cache off.
extension LocalFileSystem {
    public func stamp(of path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if os(Linux)
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #else
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #endif
        let stamp = FileStamp(
            size: Int64(status.st_size), modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed), inode: UInt64(status.st_ino))
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0, !stamp.isTooRecent(now: Self.nanoseconds(now)) else { return nil }
        return stamp
    }

    public func cachedText(named name: String) -> String? {
        guard let directory = cacheDirectory, let text = try? contents(of: Path.join(directory, name)) else { return nil }
        // Only the build that wrote a cache reads it: another build may scan files differently.
        let header = Self.buildHeader
        guard text.utf8.starts(with: header.utf8) else { return nil }
        return String(text.utf8.dropFirst(header.utf8.count))!
    }

    public func storeCachedText(_ text: String, named name: String) {
        guard let directory = cacheDirectory, (try? createDirectory(directory)) != nil else { return }
        let destination = Path.join(directory, name)
        var existing = stat()
        let isNew = stat(destination, &existing) != 0
        let staged = "\(destination).\(getpid()).tmp"
        let descriptor = open(staged, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var written = true
        var bytes = Array((Self.buildHeader + text).utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { cacheWrite(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { written = false; break }
            bytes = bytes.dropFirst(count)
        }
        // Renamed into place whole, so a reader never sees half a cache.
        if close(descriptor) != 0 || !written || rename(staged, destination) != 0 {
            unlink(staged)
        }
        // A project met for the first time is when the caches of projects long gone are dropped.
        if isNew { pruneCaches(in: directory) }
    }

    /// How long a project's cache outlives its last use; a staged file left by a killed run is
    /// dropped after a day.
    static let cacheLifetime: Int = 30 * 24 * 3600
    static let stagedLifetime: Int = 24 * 3600

    /// Removes the caches (`scan-…`) unused for `cacheLifetime` seconds, and stale staged files.
    func pruneCaches(in directory: String) {
        guard let listing = try? listing(of: directory) else { return }
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return }
        for entry in listing.entries where entry.name.hasPrefix("scan-") {
            let path = Path.join(directory, entry.name)
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            #if os(Linux)
            let modified = Int(status.st_mtim.tv_sec)
            #else
            let modified = Int(status.st_mtimespec.tv_sec)
            #endif
            let lifetime = entry.name.hasSuffix(".tmp") ? Self.stagedLifetime : Self.cacheLifetime
            if Int(now.tv_sec) - modified > lifetime { unlink(path) }
        }
    }

    /// The first line of every cache this build writes: fia's version and, where the system tells,
    /// the executable's own stamp, which every rebuild changes.
    static let buildHeader: String = {
        var identity = "fia \(Fia.version)"
        var status = stat()
        #if os(Linux)
        // Where the link leads, stamped below (valgrind, running fia, answers this for fia too).
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        #else
        let executable = CommandLine.arguments.first ?? ""
        #endif
        if executable.hasPrefix("/"), stat(executable, &status) == 0 {
            #if os(Linux)
            let modified = status.st_mtim
            #else
            let modified = status.st_mtimespec
            #endif
            identity += " \(status.st_size) \(status.st_ino) \(nanoseconds(modified))"
        }
        return identity + "\n"
    }()

    /// Where the cache lives, or `nil` when it is turned off or there is no home to keep it in.
    var cacheDirectory: String? {
        configuredCacheDirectory ?? Self.environmentCacheDirectory
    }

    private static var environmentCacheDirectory: String? {
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        if let configured = variable("FIA_CACHE_DIR") { return configured.isEmpty ? nil : configured }
        if let xdg = variable("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return Path.join(xdg, "fia") }
        guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return Path.join(home, "Library/Caches/fia")
        #else
        return Path.join(home, ".cache/fia")
        #endif
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// `write(2)`, out of reach of `FileSystem.write` inside the extension.
private func cacheWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
