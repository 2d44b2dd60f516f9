@testable import FiaKit
import Foundation
import Testing

/// Planned deletions (`FilePlan.delete`): on disk and in memory, all or nothing, journaled, and
/// the folders they empty removed — never one that holds anything else, never the root.
struct FileDeletionTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "fia-delete-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func entries(_ root: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
    }

    @Test func aJournaledDeletionRemovesTheFoldersItEmptiesAndNoOther() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([
            (root + "/Sources/A/Deep/a.swift", "a"), (root + "/Sources/B/b.swift", "b"),
            (root + "/Sources/B/kept.swift", "kept"), (root + "/edited.txt", "old"),
        ])
        try fileSystem.withProjectLock(root, timeout: 1, report: { Issue.record("unexpected note: \($0)") }) {
            try fileSystem.write(
                [(root + "/edited.txt", "new")], deleting: [root + "/Sources/A/Deep/a.swift", root + "/Sources/B/b.swift"], journal: root)
        }
        // `Sources/A/Deep` and `Sources/A` are left empty and go; `Sources` and `Sources/B` hold files.
        #expect(try entries(root) == ["Sources", "Sources/B", "Sources/B/kept.swift", "edited.txt"])
        #expect(try fileSystem.contents(of: root + "/edited.txt") == "new")
    }

    @Test func theRootStaysEvenWhenLeftEmptyAndNothingIsRemovedWithoutAJournal() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/only.txt", "x"), (root + "/folder/y.txt", "y")])
        try fileSystem.write([], deleting: [root + "/folder/y.txt"], journal: nil)
        #expect(try entries(root) == ["folder", "only.txt"])
        try fileSystem.withProjectLock(root, timeout: 1, report: { _ in }) {
            try fileSystem.write([], deleting: [root + "/only.txt"], journal: root)
        }
        #expect(try entries(root) == ["folder"])
        #expect(FileManager.default.fileExists(atPath: root))
    }

    @Test func aDeletionThatCannotBeDoneChangesNothing() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/a.txt", "a"), (root + "/b/c.txt", "c")])
        #expect(throws: FileSystemError.self) {
            try fileSystem.write([(root + "/a.txt", "A")], deleting: [root + "/b/c.txt", root + "/missing.txt"], journal: root)
        }
        #expect(throws: FileSystemError.self) {
            try fileSystem.write([], deleting: [root + "/b"], journal: root)
        }
        #expect(try entries(root) == ["a.txt", "b", "b/c.txt"])
        #expect(try fileSystem.contents(of: root + "/a.txt") == "a")
    }

    @Test func anInterruptedDeletionIsPutBackBeforeItsCommitAndFinishedAfter() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.fia", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/gone", withIntermediateDirectories: true)
        try "doomed".write(toFile: root + "/gone/doomed.txt", atomically: true, encoding: .utf8)
        // The state a run killed right after unlinking leaves: only the backup holds the file.
        #expect(link(root + "/gone/doomed.txt", root + "/gone/.doomed.txt.fia-1-backup") == 0)
        #expect(unlink(root + "/gone/doomed.txt") == 0)
        var journal = WriteJournal(pid: 999_999, directories: [], files: [])
        journal.deletions = [.init(path: root + "/gone/doomed.txt", backup: root + "/gone/.doomed.txt.fia-1-backup")]
        journal.emptiedDirectories = [root + "/gone"]
        try journal.record(in: root)

        var notes: [String] = []
        try LocalFileSystem().withProjectLock(root, timeout: 1, report: { notes.append($0) }) {}
        #expect(notes == ["an earlier fia run (pid 999999) was interrupted while writing 1 file; its changes were rolled back"])
        #expect(try entries(root) == ["gone", "gone/doomed.txt"])
        #expect(try String(contentsOfFile: root + "/gone/doomed.txt", encoding: .utf8) == "doomed")

        // Killed after its commit point: the file stays deleted, its backup and folder go.
        try FileManager.default.createDirectory(atPath: root + "/.fia", withIntermediateDirectories: true)
        #expect(link(root + "/gone/doomed.txt", root + "/gone/.doomed.txt.fia-1-backup") == 0)
        #expect(unlink(root + "/gone/doomed.txt") == 0)
        try journal.record(in: root)
        rename(root + "/.fia/journal", root + "/.fia/journal.done")
        notes = []
        try LocalFileSystem().withProjectLock(root, timeout: 1, report: { notes.append($0) }) {}
        #expect(notes == ["an earlier fia run (pid 999999) was interrupted after writing 1 file; its clean-up was completed"])
        #expect(try entries(root) == [])
    }

    @Test func aPlannedDeletionIsRevalidatedAndAppliedInMemory() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/a/b/doomed": "x", "/p/a/kept": "k", "/p/changed": "old"])
        var plan = FilePlan(root: "/p")
        plan.delete("/p/a/b/doomed", previous: "x")
        #expect(plan.entries.map(\.action) == [.delete])
        #expect(plan.deletions == ["/p/a/b/doomed"])
        try plan.apply(to: fileSystem)
        #expect(fileSystem.files == ["/p/a/kept": "k", "/p/changed": "old"])
        #expect(!fileSystem.isDirectory("/p/a/b") && fileSystem.isDirectory("/p/a"))

        var stale = FilePlan(root: "/p")
        stale.delete("/p/changed", previous: "what it held when planned")
        #expect(throws: FilePlanError.changedMeanwhile(["changed"])) { try stale.apply(to: fileSystem) }
        #expect(fileSystem.files["/p/changed"] == "old")
    }

    @Test func aDeletionShowsAsRemove() throws {
        var plan = FilePlan(root: "/p")
        plan.delete("/p/Sources/a.swift", previous: "a")
        let recording = RecordingOutput()
        plan.printStatus(to: recording.output())
        #expect(recording.standardOutput == "    remove  Sources/a.swift\n")
    }

    @Test func inMemoryTheLastFileTakesItsFoldersUpToTheRoot() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/x/y/z.txt": "z"])
        try fileSystem.write([], deleting: ["/p/x/y/z.txt"], journal: "/p")
        #expect(fileSystem.files.isEmpty)
        #expect(try fileSystem.entries(of: "/p") == [])
        #expect(fileSystem.isDirectory("/p"))
        #expect(throws: FileSystemError.self) { try fileSystem.write([], deleting: ["/p/missing"], journal: "/p") }
    }
}
