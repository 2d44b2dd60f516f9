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

/// The writer lock of one project: an exclusive `flock` on `.fia/lock`, held from planning to
/// the last rename, so that two writing commands never interleave.
///
/// The lock file holds the holder's pid (for the error a waiting run gives). It is removed on
/// release, and `.fia/` too when the lock created it, so a project is left exactly as found.
/// Removing a lock file is safe because a run that locks a file checks, once it holds it, that
/// the file is still the one at the path; otherwise it starts over.
final class ProjectLock {
    private let descriptor: Int32
    private let path: String
    private let folder: String

    private init(descriptor: Int32, path: String, folder: String) {
        self.descriptor = descriptor
        self.path = path
        self.folder = folder
    }

    /// Takes the lock of the project at `root`, waiting up to `timeout` seconds for its holder.
    static func acquire(_ root: String, timeout: Double) throws -> ProjectLock {
        let folder = Path.join(root, WriteJournal.folder)
        let path = Path.join(folder, "lock")
        let deadline = Date().addingTimeInterval(max(timeout, 0))
        while true {
            let created = mkdir(folder, 0o777) == 0
            if !created && errno != EEXIST {
                throw ProjectLockError.cannotLock(Path.relative(path, to: root), reason: LocalFileSystem.reason(errno))
            }
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                // The folder was just removed by a holder releasing the lock: try again.
                if errno == ENOENT { continue }
                throw ProjectLockError.cannotLock(Path.relative(path, to: root), reason: LocalFileSystem.reason(errno))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                if isStillAtPath(descriptor, path) {
                    let pid = Array("\(getpid())\n".utf8)
                    ftruncate(descriptor, 0)
                    _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, pid.count, 0) }
                    return ProjectLock(descriptor: descriptor, path: path, folder: folder)
                }
                close(descriptor)
                continue
            }
            let holder = holderPid(descriptor)
            close(descriptor)
            if created { rmdir(folder) }
            guard Date() < deadline else { throw ProjectLockError.busy(pid: holder, waited: timeout) }
            usleep(50_000)
        }
    }

    /// Removes the lock file, and `.fia/` when that leaves it empty (it was made for the lock,
    /// by this run or an interrupted one), and unlocks.
    func release() {
        unlink(path)
        rmdir(folder)
        close(descriptor)
    }

    /// Whether the locked file is still the one at `path` (a releasing holder may have removed it).
    private static func isStillAtPath(_ descriptor: Int32, _ path: String) -> Bool {
        var held = stat()
        var current = stat()
        return fstat(descriptor, &held) == 0 && stat(path, &current) == 0
            && held.st_dev == current.st_dev && held.st_ino == current.st_ino
    }

    private static func holderPid(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, 31, 0) }
        guard count > 0 else { return nil }
        let digits = buffer[..<count].filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return Int32(String(decoding: digits, as: UTF8.self))
    }
}

public enum ProjectLockError: Error, Equatable, CustomStringConvertible, HintedError {
    /// Another run holds the lock.
    case busy(pid: Int32?, waited: Double)
    case cannotLock(String, reason: String)

    public var description: String {
        switch self {
        case .busy(let pid, let waited):
            let holder = pid.map { "another fia run (pid \($0))" } ?? "another fia run"
            return "\(holder) is changing this project; waited \(waited.formatted()) seconds, nothing was written"
        case .cannotLock(let path, let reason):
            return "cannot lock the project at '\(path)': \(reason); nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .busy: "run the command again once the other one has finished"
        case .cannotLock: "check that the project's folder is writable"
        }
    }
}

extension Double {
    /// `3` for 3.0, `0.5` for 0.5.
    fileprivate func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
