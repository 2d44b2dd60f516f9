@testable import FiaKit
import Testing

/// A loaded project is freed with its last reference, unless the command's context names an owner
/// that keeps it until the process exits (`CommandContext.loadedProjectsOwner`, the `fia`
/// executable's); then it lives as long as that owner, and goes with it.
struct KeptSnapshotTests {
    /// Loads the grown project through a file system only the snapshot's files hold on to (a file
    /// known from the cache reads its text through it on demand): whether that file system is
    /// still alive once the snapshot is dropped.
    func fileSystemOutlivesTheSnapshot(keptBy owner: KeptUntilExit?) -> Bool {
        let grown = ScanCacheTests.grownProject().fileSystem
        weak var held: InMemoryFileSystem?
        do {
            let fileSystem = InMemoryFileSystem(files: grown.files)
            held = fileSystem
            // The first load fills the cache; the second takes its files from it.
            _ = ProjectSnapshot.load(root: "/work/Demo", fileSystem: fileSystem, .editing(keptBy: nil)) { _ in "" }
            let snapshot = ProjectSnapshot.load(root: "/work/Demo", fileSystem: fileSystem, .editing(keptBy: owner)) { _ in "" }
            #expect(snapshot.sources.count > 10)
        }
        return held != nil
    }

    @Test func aSnapshotIsFreedUnlessKeptUntilExit() {
        #expect(!fileSystemOutlivesTheSnapshot(keptBy: nil))
        let owner = KeptUntilExit()
        #expect(fileSystemOutlivesTheSnapshot(keptBy: owner))
        withExtendedLifetime(owner) {}
    }

    /// What an owner keeps goes with it: nothing is held past its last reference.
    @Test func aSnapshotGoesWithItsOwner() {
        weak var held: KeptUntilExit?
        do {
            let owner = KeptUntilExit()
            held = owner
            #expect(fileSystemOutlivesTheSnapshot(keptBy: owner))
        }
        #expect(held == nil)
        #expect(!fileSystemOutlivesTheSnapshotsOwner())
    }

    /// Whether the file system a snapshot holds outlives the owner that kept the snapshot.
    private func fileSystemOutlivesTheSnapshotsOwner() -> Bool {
        let grown = ScanCacheTests.grownProject().fileSystem
        weak var held: InMemoryFileSystem?
        do {
            let fileSystem = InMemoryFileSystem(files: grown.files)
            held = fileSystem
            let owner = KeptUntilExit()
            _ = ProjectSnapshot.load(root: "/work/Demo", fileSystem: fileSystem, .editing(keptBy: nil)) { _ in "" }
            _ = ProjectSnapshot.load(root: "/work/Demo", fileSystem: fileSystem, .editing(keptBy: owner)) { _ in "" }
        }
        return held != nil
    }

    /// Only the executable keeps them: a context made in process (as tests make theirs) frees them.
    @Test func contextsFreeTheirProjectsByDefault() {
        #expect(CommandContext(fileSystem: InMemoryFileSystem(files: [:]), currentDirectory: "/", output: RecordingOutput().output()).loadedProjectsOwner == nil)
        #expect(CommandContext.live().loadedProjectsOwner == nil)
    }
}
