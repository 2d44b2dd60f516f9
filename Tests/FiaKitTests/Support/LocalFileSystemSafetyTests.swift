@testable import FiaKit
import Foundation
import Testing

/// `LocalFileSystem` on hostile trees, and its journal and lock, in-process.
struct LocalFileSystemSafetyTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "fia-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `resolvingLinks` walks as the kernel does: each link is followed before the `..` after it,
    /// through chains of links, relative and absolute; a part that is not there is kept as written.
    @Test func linksAreFollowedBeforeTheDotDotAfterThem() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/repo/Demo", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/elsewhere/sub", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/repo/Demo/L", withDestinationPath: root + "/elsewhere/sub")
        try manager.createSymbolicLink(atPath: root + "/repo/Demo/End", withDestinationPath: "../../elsewhere/sub")
        try manager.createSymbolicLink(atPath: root + "/repo/Demo/Chain", withDestinationPath: "End")
        try manager.createSymbolicLink(atPath: root + "/repo/Demo/Loop", withDestinationPath: "Loop")
        let fileSystem = LocalFileSystem()
        let real = fileSystem.resolvingLinks(root)  // The temporary folder may itself be behind a link (macOS).
        #expect(fileSystem.resolvingLinks(root + "/repo/Demo/L/../Model/Foo.swift") == real + "/elsewhere/Model/Foo.swift")
        #expect(fileSystem.resolvingLinks(root + "/repo/Demo/Chain/../x") == real + "/elsewhere/x")
        #expect(fileSystem.resolvingLinks(root + "/repo/Demo/../Demo/L/y") == real + "/elsewhere/sub/y")
        #expect(fileSystem.resolvingLinks(root + "/repo/Demo/New/../Model/./z") == real + "/repo/Demo/Model/z")
        #expect(fileSystem.resolvingLinks(root + "/repo/Demo/Loop/a").hasPrefix(real + "/repo/Demo/Loop"))
    }

    /// A link that changes between planning and applying: `apply` checks the boundary again,
    /// as the disk then is, and writes nothing.
    @Test func aLinkRetargetedAfterPlanningIsRefusedAtApply() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/repo/.git", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/repo/Demo/Inside/sub", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/repo/Demo/.fia", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/elsewhere/sub", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/repo/Demo/L", withDestinationPath: root + "/repo/Demo/Inside/sub")
        let fileSystem = LocalFileSystem()
        var plan = FilePlan(root: root + "/repo/Demo")
        try plan.render("struct Foo {}\n", at: root + "/repo/Demo/L/../Model/Foo.swift", force: false, in: fileSystem)
        try plan.checkInsideRepository(fileSystem)
        try manager.removeItem(atPath: root + "/repo/Demo/L")
        try manager.createSymbolicLink(atPath: root + "/repo/Demo/L", withDestinationPath: root + "/elsewhere/sub")
        #expect(throws: FilePlanError.self) { try plan.apply(to: fileSystem) }
        #expect(!manager.fileExists(atPath: root + "/elsewhere/Model"))
        #expect(!manager.fileExists(atPath: root + "/repo/Demo/Inside/Model"))
    }

    @Test func onlyRegularFilesOfSensibleSizeAreRead() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        #expect(mkfifo(root + "/pipe.swift", 0o644) == 0)
        #expect(throws: FileSystemError(path: root + "/pipe.swift", reason: "not a regular file (a FIFO); not read")) {
            try fileSystem.contents(of: root + "/pipe.swift")
        }
        // A sparse file: huge to `stat`, nothing on disk.
        let huge = open(root + "/huge.swift", O_CREAT | O_WRONLY, 0o644)
        ftruncate(huge, off_t(LocalFileSystem.maximumFileSize + 1))
        close(huge)
        #expect(throws: FileSystemError.self) { try fileSystem.contents(of: root + "/huge.swift") }
        try Data([0x61, 0x00, 0x62]).write(to: URL(fileURLWithPath: root + "/binary.yml"))
        #expect(throws: FileSystemError(path: root + "/binary.yml", reason: "a binary file (it holds NUL bytes), not text; not read")) {
            try fileSystem.contents(of: root + "/binary.yml")
        }
        #expect(fileSystem.isFile(root + "/binary.yml") && !fileSystem.isFile(root + "/pipe.swift") && !fileSystem.isFile(root))
    }

    @Test func aWalkEndsAndReportsWhatItDidNotEnter() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/a/b/x.swift", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: root + "/a/self", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: root + "/a/up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root + "/out", withDestinationPath: "/")
        try manager.createSymbolicLink(atPath: root + "/nowhere", withDestinationPath: root + "/missing")
        let deep = root + "/" + Array(repeating: "d", count: LocalFileSystem.maximumWalkDepth + 2).joined(separator: "/")
        try manager.createDirectory(atPath: deep, withIntermediateDirectories: true)

        let walk = LocalFileSystem().walk(root, includeHidden: false)
        #expect(walk.files == ["a/b/x.swift"])
        let tooDeep = Array(repeating: "d", count: LocalFileSystem.maximumWalkDepth + 1).joined(separator: "/")
        #expect(walk.problems.map(\.path) == ["a/self", "a/up", tooDeep, "nowhere", "out"])
        #expect(walk.problems.first?.reason == "this folder was already walked under another path; not followed")
        #expect(walk.problems.last?.reason.hasPrefix("a symbolic link to a folder outside") == true)
        #expect(throws: FileSystemError.self) { try LocalFileSystem().files(under: root) }
        // Walked through a link to it, the folder's links are judged against its real path.
        let linked = LocalFileSystem().walk(root + "/a/self", includeHidden: false)
        #expect(linked.files == ["b/x.swift"])
        #expect(linked.problems.map(\.path) == ["self", "up"])
    }

    /// A walk gives its files in `Path.order` (a folder's name as if followed by `/`), in small
    /// folders and in big ones.
    @Test(arguments: [5, 60])
    func aWalkGivesItsFilesInPathOrder(extra: Int) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `a/` sorts after `a-b.swift` and `a.swift` ('/' is 0x2F, '-' 0x2D, '.' 0x2E) and before `a0.swift`.
        var names = ["a.swift", "a-b.swift", "a0.swift", "a/x.swift", "a/b/y.swift", "B.swift", "a-/z.swift", "ab.swift"]
        names += (0..<extra).map { "f\(($0 * 7919) % 97).swift" }
        for name in Set(names) {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "x".write(toFile: path, atomically: false, encoding: .utf8)
        }
        let walked = LocalFileSystem().walk(root, as: "F", suffix: ".swift")
        let expected = Set(names).map { "F/" + $0 }.sorted { Path.order($0, $1) < 0 }
        #expect(walked.files == expected)
        #expect(walked.files.count == Set(names).count)
    }

    /// Big folders are sorted by keys made of the bytes after the start their names share: names
    /// alike far past it, names that start others, a folder named as the start itself or as a
    /// file's name without its extension, non-ASCII names; walks one after another (each taking
    /// the buffers the last gave back) and at once on several threads give the same.
    @Test func bigFoldersOfNamesSharingLongStartsWalkInPathOrder() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var names: [String] = []
        for number in [1, 2, 9, 10, 11, 19, 100, 101, 110, 1000] {
            names += ["Feature\(number)DriverProtocol.swift", "Feature\(number)DriverProvider.swift", "Feature\(number).swift"]
        }
        let long = String(repeating: "A", count: 24)
        names += [
            "Feature/a.swift", "Feature.swift", "Feature-.swift", "Feature0.swift", "Feature1/x.swift", "Feature1-.swift",
            "Feature10Driver/y.swift", "Feature\(long).swift", "Feature\(long)/z.swift", "Feature\(long)B.swift",
            "Feature\(long)-.swift", "Feature\(long).swift.swift", "Feature3DriverProtocol.swift/w.swift",
        ]
        let bytes = names.map { "big/" + $0 }
        // Each below a folder of its own, as many as the big one: non-ASCII names sort as strings.
        let accented = ["é.swift", "e.swift", "É.swift", "ée.swift", "e\u{301}x.swift", "z.swift", "Zé/a.swift", "Z.swift"]
            + (0..<12).map { "Featuré\($0 * 7 % 12)Driver.swift" }
        let paths = bytes + accented.map { "accented/" + $0 } + ["small/b.swift", "small/a.swift", "small/a/c.swift"]
        for path in paths {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "x".write(toFile: full, atomically: false, encoding: .utf8)
        }
        let disk = LocalFileSystem()
        let folders = ["big", "accented", "small", "big"]
        let expected = folders.map { folder in paths.filter { $0.hasPrefix(folder + "/") }.map { "F/" + $0.dropFirst(folder.count + 1) }.sorted() }
        #expect(expected[0].count == 43 && expected[0][0] == "F/Feature-.swift" && expected[0][2] == "F/Feature/a.swift")
        for (folder, files) in zip(folders, expected) {
            #expect(disk.walk(root + "/" + folder, as: "F", suffix: ".swift").files == files)
        }
        let atOnce = Parallel.map(16, threads: 4) { index in
            disk.walk(root + "/" + folders[index % folders.count], as: "F", suffix: ".swift").files
        }
        #expect(atOnce == (0..<16).map { expected[$0 % folders.count] })
    }

    @Test func aMissingFolderOrAFileWalksAsNothing() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "x".write(toFile: root + "/x.swift", atomically: true, encoding: .utf8)
        let disk = LocalFileSystem()
        for path in [root + "/missing", root + "/x.swift", root + "/x.swift/below", root + "/missing/below"] {
            #expect(disk.walk(path, includeHidden: true) == DirectoryWalk())
            let walked = disk.walk(path, as: "Folder", suffix: ".swift")
            #expect(walked.files.isEmpty && walked.folders.isEmpty && walked.problems.isEmpty)
        }
    }

    @Test func aJournalIsRolledBackBeforeItsCommitAndForwardAfter() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.fia", withIntermediateDirectories: true)
        try "old".write(toFile: root + "/kept.txt", atomically: true, encoding: .utf8)
        // The state a run killed between its two renames leaves: `kept.txt` replaced (its
        // backup remains), `new.txt` still staged.
        #expect(link(root + "/kept.txt", root + "/.kept.txt.fia-1-backup") == 0)
        try "replaced".write(toFile: root + "/kept.txt.tmp", atomically: true, encoding: .utf8)
        rename(root + "/kept.txt.tmp", root + "/kept.txt")
        try "new".write(toFile: root + "/.new.txt.fia-1", atomically: true, encoding: .utf8)
        let journal = WriteJournal(pid: 999_999, directories: [], files: [
            .init(destination: root + "/kept.txt", staged: root + "/.kept.txt.fia-1", backup: root + "/.kept.txt.fia-1-backup"),
            .init(destination: root + "/new.txt", staged: root + "/.new.txt.fia-1", backup: nil),
        ])
        try journal.record(in: root)
        #expect(LocalFileSystem().pendingJournal(in: root)?.contains("left its write journal '.fia/journal'") == true)

        var notes: [String] = []
        try LocalFileSystem().withProjectLock(root, timeout: 1, report: { notes.append($0) }) {}
        #expect(notes == ["an earlier fia run (pid 999999) was interrupted while writing 2 files; its changes were rolled back"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["kept.txt"])
        #expect(try String(contentsOfFile: root + "/kept.txt", encoding: .utf8) == "old")
        #expect(LocalFileSystem().pendingJournal(in: root) == nil)

        // Killed after its commit point: the new contents stay, the backup goes.
        try FileManager.default.createDirectory(atPath: root + "/.fia", withIntermediateDirectories: true)
        #expect(link(root + "/kept.txt", root + "/.kept.txt.fia-1-backup") == 0)
        try "replaced".write(toFile: root + "/kept.txt.tmp", atomically: true, encoding: .utf8)
        rename(root + "/kept.txt.tmp", root + "/kept.txt")
        try journal.record(in: root)
        rename(root + "/.fia/journal", root + "/.fia/journal.done")
        notes = []
        try LocalFileSystem().withProjectLock(root, timeout: 1, report: { notes.append($0) }) {}
        #expect(notes == ["an earlier fia run (pid 999999) was interrupted after writing 2 files; its clean-up was completed"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["kept.txt"])
        #expect(try String(contentsOfFile: root + "/kept.txt", encoding: .utf8) == "replaced")
    }

    @Test func aJournaledWriteLeavesNoTrace() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write([(root + "/a.txt", "a")])
        try fileSystem.withProjectLock(root, timeout: 1, report: { Issue.record("unexpected note: \($0)") }) {
            try fileSystem.write([(root + "/a.txt", "A"), (root + "/b/c.txt", "c")], journal: root)
        }
        #expect(try fileSystem.files(under: root, includeHidden: true) == ["a.txt", "b/c.txt"])
        #expect(try fileSystem.contents(of: root + "/a.txt") == "A")
    }

    @Test func aPlanRefusesFilesThatChangedSinceItWasMade() throws {
        let fileSystem = InMemoryFileSystem(files: ["/p/edited": "old"])
        var plan = FilePlan(root: "/p")
        plan.edit("/p/edited", from: "old", to: "new")
        try plan.render("made", at: "/p/made", force: false, in: fileSystem)
        try fileSystem.write([("/p/edited", "someone else's"), ("/p/made", "also someone else's")])
        #expect(throws: FilePlanError.changedMeanwhile(["edited", "made"])) { try plan.apply(to: fileSystem) }
        #expect(try fileSystem.contents(of: "/p/edited") == "someone else's")
    }
}
