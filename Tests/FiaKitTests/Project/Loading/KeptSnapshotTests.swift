@testable import FiaKit
import Testing

/// A loaded project is freed with its last reference, unless the command's context says the
/// process exits right after it (`CommandContext.keepsLoadedProjects`, the `fia` executable's).
struct KeptSnapshotTests {
    /// Loads the grown project through a file system only the snapshot's files hold on to (a file
    /// known from the cache reads its text through it on demand): whether that file system is
    /// still alive once the snapshot is dropped.
    func fileSystemOutlivesTheSnapshot(keptUntilExit: Bool) -> Bool {
        let grown = ScanCacheTests.grownProject().fileSystem
        weak var held: InMemoryFileSystem?
        do {
            let fileSystem = InMemoryFileSystem(files: grown.files)
            held = fileSystem
            // The first load fills the cache; the second takes its files from it.
            _ = ProjectSnapshot.load(root: "/work/Demo", fileSystem: fileSystem, testMentions: false, cached: true) { _ in "" }
            let snapshot = ProjectSnapshot.load(
                root: "/work/Demo", fileSystem: fileSystem, testMentions: false, cached: true, keptUntilExit: keptUntilExit) { _ in "" }
            #expect(snapshot.sources.count > 10)
        }
        return held != nil
    }

    @Test func aSnapshotIsFreedUnlessKeptUntilExit() {
        #expect(!fileSystemOutlivesTheSnapshot(keptUntilExit: false))
        #expect(fileSystemOutlivesTheSnapshot(keptUntilExit: true))
    }

    /// Only the executable keeps them: a context made in process (as tests make theirs) frees them.
    @Test func contextsFreeTheirProjectsByDefault() {
        #expect(!CommandContext(fileSystem: InMemoryFileSystem(files: [:]), currentDirectory: "/", output: RecordingOutput().output()).keepsLoadedProjects)
        #expect(!CommandContext.live().keepsLoadedProjects)
    }
}
