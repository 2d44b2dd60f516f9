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

/// The record of one multi-file write, kept in `.fia/journal` while the write runs, so that a
/// run killed half-way can be undone by the next one.
///
/// The write's order: the journal is written (via `journal.tmp`, then renamed into place);
/// missing folders are created, each file is staged next to its destination, each replaced file
/// gets a backup (a hard link); then the staged files are renamed over their destinations; then
/// the journal is renamed to `journal.done` (the commit point); then backups and the journal go.
/// A deleted file gets a backup (a hard link) before anything moves, and is unlinked after the
/// renames; the folders its deletion empties are removed after the commit point, once the backups
/// beside it are gone (a folder that still holds anything stays).
/// A `journal` found later is rolled back, a `journal.done` rolled forward.
struct WriteJournal: Codable, Equatable {
    struct File: Codable, Equatable {
        /// Where the file goes (absolute, links resolved).
        var destination: String
        /// The staged new contents, renamed over `destination`.
        var staged: String
        /// A hard link to the file `destination` held before, when it held one.
        var backup: String?
    }

    /// A file the write deletes.
    struct Deletion: Codable, Equatable {
        var path: String
        /// A hard link to the file, so a roll-back can put it back.
        var backup: String
    }

    var pid: Int32
    /// Folders the write creates, outermost first.
    var directories: [String]
    var files: [File]
    /// Files the write deletes (absent from journals of writes that delete nothing).
    var deletions: [Deletion]? = nil
    /// Folders to remove when the deletions leave them empty, innermost first.
    var emptiedDirectories: [String]? = nil

    static let folder = ".fia"
    static let name = "journal"
    static let committedName = "journal.done"
    static let draftName = "journal.tmp"

    static func path(_ root: String, _ name: String = WriteJournal.name) -> String {
        Path.join(root, folder, name)
    }

    /// Restores every destination to what it held before the write (`rollBack`), or keeps the
    /// new contents (`!rollBack`), and removes every staged file, backup and empty created
    /// folder. Safe to repeat: each step checks what is there first.
    func finish(rollBack: Bool) {
        for file in files.reversed() {
            if rollBack {
                if let backup = file.backup, Self.exists(backup) {
                    rename(backup, file.destination)
                    // `rename` does nothing when both names are links to one file (not moved yet).
                    unlink(backup)
                } else if file.backup == nil, !Self.exists(file.staged), Self.exists(file.destination) {
                    // A new file that was already moved into place (the lock kept others out).
                    unlink(file.destination)
                }
            } else if let backup = file.backup {
                unlink(backup)
            }
            unlink(file.staged)
        }
        for deletion in (deletions ?? []).reversed() {
            // Like a backup above: `rename` puts the file back, or does nothing when it was never
            // unlinked (both names are one file), and the backup name goes either way.
            if rollBack, Self.exists(deletion.backup) { rename(deletion.backup, deletion.path) }
            unlink(deletion.backup)
        }
        if rollBack {
            for directory in directories.reversed() { rmdir(directory) }
        } else {
            // `rmdir` removes only an empty folder: one the user put anything in stays.
            for directory in emptiedDirectories ?? [] { rmdir(directory) }
        }
    }

    /// Writes the journal so that it is whole before any file is touched: draft, flush, rename.
    func record(in root: String) throws {
        let draft = Self.path(root, Self.draftName)
        let data = try JSONEncoder().encode(self)
        let descriptor = open(draft, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileSystemError(path: draft, reason: "cannot write the journal: \(LocalFileSystem.reason(errno))")
        }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress!, data.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == data.count, synced, rename(draft, Self.path(root)) == 0 else {
            let reason = LocalFileSystem.reason(errno)
            unlink(draft)
            throw FileSystemError(path: draft, reason: "cannot write the journal: \(reason)")
        }
    }

    /// Finishes a write a dead run left in `root`, if any, and says what it did.
    static func recover(in root: String) -> String? {
        let draft = path(root, draftName)
        let hadDraft = exists(draft)
        unlink(draft)  // Killed while writing the journal: nothing else was touched yet.
        for (name, rollBack) in [(committedName, false), (Self.name, true)] {
            let path = path(root, name)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            guard let journal = try? JSONDecoder().decode(WriteJournal.self, from: data) else {
                return "found an unreadable write journal '\(Path.relative(path, to: root))'; it was left in place"
            }
            journal.finish(rollBack: rollBack)
            unlink(path)
            let count = journal.files.count + (journal.deletions?.count ?? 0)
            return rollBack
                ? "an earlier fia run (pid \(journal.pid)) was interrupted while writing \(count) file\(count == 1 ? "" : "s"); its changes were rolled back"
                : "an earlier fia run (pid \(journal.pid)) was interrupted after writing \(count) file\(count == 1 ? "" : "s"); its clean-up was completed"
        }
        return hadDraft ? "an earlier fia run was interrupted before writing anything; its draft journal was removed" : nil
    }

    /// What doctor says about a journal in `root`, without touching it.
    static func pending(in root: String) -> String? {
        for name in [Self.name, committedName, draftName] {
            let path = path(root, name)
            guard exists(path) else { continue }
            let journal = FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(WriteJournal.self, from: $0) }
            let who = journal.map { "fia run (pid \($0.pid))" } ?? "fia run"
            let alive = journal.map { kill($0.pid, 0) == 0 || errno == EPERM } ?? false
            return alive
                ? "a \(who) is writing the project right now ('\(Path.relative(path, to: root))')"
                : "an interrupted \(who) left its write journal '\(Path.relative(path, to: root))'; the project may be half-written"
        }
        return nil
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
