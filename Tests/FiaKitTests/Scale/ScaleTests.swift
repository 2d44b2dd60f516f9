@testable import FiaKit
import Testing

/// How the work of `doctor` and `add feature` grows with a project, counted in files read:
/// a count, unlike wall time, is the same on every machine. Projects of 4, 8 and 12 features
/// stand in for 300 and 1000 (`bash .ci/bench` times those).
struct ScaleTests {
    /// Counts every read a command makes through the file system seam.
    final class CountingFileSystem: FileSystem {
        let base: InMemoryFileSystem
        private(set) var reads: [String] = []

        init(_ base: InMemoryFileSystem) {
            self.base = base
        }

        func contents(of path: String) throws -> String? {
            reads.append(path)
            return try base.contents(of: path)
        }

        func exists(_ path: String) -> Bool { base.exists(path) }
        func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
        func isFile(_ path: String) -> Bool { base.isFile(path) }
        func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }
        func stamp(of path: String) -> FileStamp? { base.stamp(of: path) }
        func cachedBytes(named name: String) -> ArraySlice<UInt8>? { base.cachedBytes(named: name) }
        func storeCachedBytes(_ parts: [ArraySlice<UInt8>], named name: String) { base.storeCachedBytes(parts, named: name) }
        func write(_ files: [(path: String, contents: String)], deleting: [String], journal: String?) throws {
            try base.write(files, deleting: deleting, journal: journal)
        }
        func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    }

    /// One project, grown once, as it was at 4, 8 and 12 features.
    static let snapshots: [Int: [String: String]] = {
        let fia = InMemoryFia()
        fia.run("new", "Demo")
        var snapshots: [Int: [String: String]] = [:]
        for index in 1...12 {
            fia.run("add", "feature", "Feature\(index)", "--project", "Demo")
            if index % 4 == 0 { snapshots[index] = fia.fileSystem.files }
        }
        return snapshots
    }()

    /// The reads of `arguments` run in a copy of the project at `features` features.
    static func reads(_ arguments: [String], features: Int) -> [String] {
        let counting = CountingFileSystem(InMemoryFileSystem(files: snapshots[features] ?? [:], directories: ["/work"]))
        let context = CommandContext(fileSystem: counting, currentDirectory: "/work/Demo", output: RecordingOutput().output())
        _ = Fia.run(arguments: arguments, context: context)
        return counting.reads
    }

    @Test(arguments: [["doctor"], ["add", "feature", "Extra"]])
    func readsGrowLinearlyWithTheProject(arguments: [String]) {
        let counts = [4, 8, 12].map { Self.reads(arguments, features: $0).count }
        // Equal steps: the same number of extra reads per extra feature, never more per feature as it grows.
        #expect(counts[1] - counts[0] == counts[2] - counts[1], "\(arguments): \(counts)")
        #expect(counts[0] > 0)
    }

    /// With the scan cache warm (a run before it), `add feature` reads the same files whatever
    /// the project's size: the files it edits and the app's, never the features' sources.
    @Test func addReadsNoMoreFilesInABiggerProjectOnceItsCacheIsWarm() {
        let reads = [4, 8, 12].map { features in
            let counting = CountingFileSystem(InMemoryFileSystem(files: Self.snapshots[features] ?? [:], directories: ["/work"]))
            let context = CommandContext(fileSystem: counting, currentDirectory: "/work/Demo", output: RecordingOutput().output())
            _ = Fia.run(arguments: ["add", "feature", "Warm", "--dry-run"], context: context)
            let cold = counting.reads.count
            _ = Fia.run(arguments: ["add", "feature", "Extra"], context: context)
            return (cold: cold, warm: counting.reads.count - cold)
        }
        #expect(reads[0].cold < reads[1].cold && reads[1].cold < reads[2].cold, "\(reads)")
        #expect(reads.map(\.warm) == [reads[0].warm, reads[0].warm, reads[0].warm], "\(reads)")
        #expect(reads[0].warm < reads[0].cold / 2, "\(reads)")
    }

    /// `add feature` reads each file once for its plan (its collision check reuses the texts the
    /// project's snapshot read); only the files it edits are read again, to re-validate them before writing.
    @Test func addReadsOnlyTheFilesItEditsTwice() {
        let counting = CountingFileSystem(InMemoryFileSystem(files: Self.snapshots[4] ?? [:], directories: ["/work"]))
        let context = CommandContext(fileSystem: counting, currentDirectory: "/work/Demo", output: RecordingOutput().output())
        #expect(Fia.run(arguments: ["add", "feature", "Extra"], context: context) == 0)
        let before = Self.snapshots[4] ?? [:]
        let edited = Set(counting.base.files.filter { before[$0.key] != nil && before[$0.key] != $0.value }.keys)
        let repeated = Set(Dictionary(grouping: counting.reads, by: { $0 }).filter { $0.value.count > 1 }.keys)
        #expect(!edited.isEmpty)
        #expect(repeated.subtracting(edited).isEmpty, "read more than once without being edited: \(repeated.subtracting(edited).sorted())")
    }

    @Test func doctorReadsEachFileOnce() {
        let reads = Self.reads(["doctor"], features: 4)
        let repeated = Dictionary(grouping: reads, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "read more than once: \(repeated)")
    }
}
