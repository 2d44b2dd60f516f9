@testable import FiaKit
import Foundation
import Testing

/// The project as a removal leaves it, for `add`'s planner: replaced files read anew (no stamp, so
/// the cache never answers for them), hidden ones gone with the folders they alone fill, the rest
/// the base's, stamps and cache included.
struct OverlayFileSystemTests {
    @Test func replacedAndHiddenFilesHaveNoStampAndEmptiedFoldersAreGone() throws {
        let base = NSTemporaryDirectory() + "fia-overlay-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let disk = LocalFileSystem(cacheDirectory: base + "/cache")
        let root = base + "/Demo"
        try disk.write([
            (root + "/Sources/A/Kept.swift", "struct Kept {}\n"), (root + "/Sources/A/Edited.swift", "struct Old {}\n"),
            (root + "/Sources/Gone/Hidden.swift", "struct Hidden {}\n"), (root + "/Package.swift", "// package\n"),
        ])
        disk.storeCachedText("cached", named: "scan-x")
        usleep(300_000)
        let overlay = OverlayFileSystem(
            disk, root: root, replacing: [root + "/Sources/A/Edited.swift": "struct New {}\n"],
            hiding: [root + "/Sources/Gone/Hidden.swift"])

        #expect(try overlay.contents(of: root + "/Sources/A/Edited.swift") == "struct New {}\n")
        #expect(try overlay.contents(of: root + "/Sources/Gone/Hidden.swift") == nil)
        #expect(overlay.stamp(of: root + "/Sources/A/Kept.swift") == disk.stamp(of: root + "/Sources/A/Kept.swift"))
        #expect(overlay.stamp(of: root + "/Sources/A/Kept.swift") != nil)
        #expect(overlay.stamp(of: root + "/Sources/A/Edited.swift") == nil)
        #expect(overlay.stamp(of: root + "/Sources/Gone/Hidden.swift") == nil)

        // A folder holding only hidden files is gone; the root and what holds it never are.
        #expect(!overlay.isDirectory(root + "/Sources/Gone"))
        #expect(overlay.isDirectory(root + "/Sources/A") && overlay.isDirectory(root + "/Sources"))
        #expect(overlay.isDirectory(root) && overlay.isDirectory(base))

        var walk = FolderWalk()
        walk.wantsStamps = true
        overlay.walk(root + "/Sources", as: "Sources", suffix: ".swift", into: &walk)
        #expect(walk.files == ["Sources/A/Edited.swift", "Sources/A/Kept.swift"])
        #expect(walk.stamps.count == 2 && walk.stamps[0] == nil && walk.stamps[1] != nil)
        #expect(walk.folders.map { "\($0.path) \($0.files)" } == ["Sources 0..<2", "Sources/A 0..<2", "Sources/Gone 2..<2"])

        // The base's cache is read, never written.
        #expect(overlay.cachedText(named: "scan-x") == "cached")
        overlay.storeCachedText("changed", named: "scan-x")
        #expect(disk.cachedText(named: "scan-x") == "cached")
    }
}
