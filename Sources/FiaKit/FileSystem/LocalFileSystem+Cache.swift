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
        // In place: passing the string itself would copy it into a new C string.
        guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
        return Self.stamp(status)
    }

    public func stamp(of path: String, in root: String) -> FileStamp? {
        guard let first = path.utf8.first, first != UInt8(ascii: "/"), !root.isEmpty else { return stamp(of: Path.join(root, path)) }
        let found = root.utf8.withContiguousStorageIfAvailable { head in
            path.utf8.withContiguousStorageIfAvailable { tail in Self.stamp(joining: head, tail) }
        }
        guard case .some(.some(let stamp)) = found else {
            return stamp(of: Path.join(root, path))  // a string not stored as UTF-8 (bridged)
        }
        return stamp
    }

    /// The stamp of the file at `head` and `tail` joined as `Path.join` joins them: on the stack,
    /// no string is made for each of thousands of files.
    private static func stamp(joining head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> FileStamp? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + 1 + tail.count + 1) { buffer -> FileStamp? in
            let base = buffer.baseAddress!
            base[Path.write(head, joinedWith: tail, to: base)] = 0
            var status = stat()
            guard stat(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), &status) == 0 else { return nil }
            return stamp(status)
        }
    }

    /// The stamp of a file whose status `stat` gave, if it is a regular file not changed too recently.
    private static func stamp(_ status: stat) -> FileStamp? {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        let stamp = stamp(from: status)
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0, !stamp.isTooRecent(now: Self.nanoseconds(now)) else { return nil }
        return stamp
    }

    public func cachedBytes(named name: String) -> ArraySlice<UInt8>? {
        guard let directory = cacheDirectory else { return nil }
        let path = Path.join(directory, name)
        guard let bytes = try? Self.wholeFile(path) else { return nil }
        // Only the build that wrote a cache reads it: another build may scan files differently.
        let header = Self.buildHeader.utf8
        guard bytes.starts(with: header) else { return nil }
        // Text as `contents(of:)` takes it: no NUL, and UTF-8 that decodes to the same bytes
        // (made a string only when it is not all ASCII).
        let body = bytes[header.count...]
        let isText = body.withUnsafeBufferPointer { body in
            let check = Self.textCheck(body)
            return !check.hasNul && (check.isASCII || (try? Self.text(of: body, path: path)) != nil)
        }
        return isText ? body : nil
    }

    public func storeCachedBytes(_ parts: [ArraySlice<UInt8>], named name: String) {
        guard let directory = cacheDirectory, (try? createDirectory(directory)) != nil else { return }
        let destination = Path.join(directory, name)
        var existing = stat()
        let isNew = stat(destination, &existing) != 0
        let staged = "\(destination).\(getpid()).tmp"
        unlink(staged)  // one a killed run of the same pid left: the new one is created exclusively
        // Renamed into place whole, so a reader never sees half a cache.
        guard (try? writeNewFile(staged, parts: [Array(Self.buildHeader.utf8)[...]] + parts, mode: nil, reportedAs: destination)) != nil else { return }
        if rename(staged, destination) != 0 { unlink(staged) }
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
            let modified = Int(Self.times(status).modified.tv_sec)
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
        #elseif canImport(Darwin)
        // The executable's own path: `argv[0]` is a bare name when fia is found on `PATH`, and a
        // cache keyed by the version alone would be read by another build of that version.
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        #else
        let executable = CommandLine.arguments.first ?? ""
        #endif
        if executable.hasPrefix("/"), stat(executable, &status) == 0 {
            identity += " \(status.st_size) \(status.st_ino) \(nanoseconds(times(status).modified))"
        }
        return identity + "\n"
    }()

    /// Where the cache lives, or `nil` when it is turned off or there is no home to keep it in.
    var cacheDirectory: String? {
        configuredCacheDirectory ?? Self.environmentCacheDirectory
    }

    private static var environmentCacheDirectory: String? {
        let variable = ProcessEnvironment.variable
        if let configured = variable("FIA_CACHE_DIR") { return configured.isEmpty ? nil : configured }
        if let xdg = variable("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return Path.join(xdg, "fia") }
        guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return Path.join(home, "Library/Caches/fia")
        #else
        return Path.join(home, ".cache/fia")
        #endif
    }

    /// A file's stamp from its status, whatever its kind and age (walks judge those themselves).
    static func stamp(from status: stat) -> FileStamp {
        let (modified, changed) = times(status)
        return FileStamp(size: Int64(status.st_size), modified: nanoseconds(modified), changed: nanoseconds(changed), inode: UInt64(status.st_ino))
    }

    /// A file's modification and change times.
    private static func times(_ status: stat) -> (modified: timespec, changed: timespec) {
        #if os(Linux)
        (status.st_mtim, status.st_ctim)
        #else
        (status.st_mtimespec, status.st_ctimespec)
        #endif
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

