@testable import FiaKit
import Foundation
import Testing

/// `LocalFileSystem.resolvingLinks` resolves as the kernel does: each link before the next `..`.
/// Every expectation is the kernel's own answer too (`realpath` of the existing path).
struct LinkResolutionTests {
    /// `<tmp>/repo` with links in it, and `<tmp>/elsewhere/sub` outside.
    private func tree() throws -> (root: String, repository: String) {
        let manager = FileManager.default
        let made = (NSTemporaryDirectory() as NSString).appendingPathComponent("fia-links-\(UUID().uuidString)")
        try manager.createDirectory(atPath: made, withIntermediateDirectories: true)
        // The folder as the kernel names it (macOS's /var is a link to /private/var).
        let real = try #require(realpath(made, nil))
        defer { free(real) }
        let base = String(cString: real)
        try manager.createDirectory(atPath: base + "/elsewhere/sub/Model", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: base + "/repo/Sources", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: base + "/repo/L", withDestinationPath: base + "/elsewhere/sub")
        try manager.createSymbolicLink(atPath: base + "/repo/Chain", withDestinationPath: "Chain2")
        try manager.createSymbolicLink(atPath: base + "/repo/Chain2", withDestinationPath: "L")
        try manager.createSymbolicLink(atPath: base + "/repo/Loop", withDestinationPath: "Loop")
        return (base, base + "/repo")
    }

    @Test(arguments: [
        // A link, then `..`: the link's parent, outside (text would say `repo/Model`).
        ("L/..", "elsewhere"),
        ("L/../Model/Foo.swift", "elsewhere/Model/Foo.swift"),
        // `..`, then a link.
        ("Sources/../L/Model", "elsewhere/sub/Model"),
        ("../repo/L/..", "elsewhere"),
        // A chain of relative links.
        ("Chain/..", "elsewhere"),
        ("Chain/Model", "elsewhere/sub/Model"),
        // Paths that do not exist yet keep their tail as written, resolved as text.
        ("Sources/New/../File.swift", "repo/Sources/File.swift"),
        ("Sources/File.swift", "repo/Sources/File.swift"),
    ])
    func resolvesAsTheKernel(relative: String, expected: String) throws {
        let (root, repository) = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resolved = LocalFileSystem().resolvingLinks(repository + "/" + relative)
        #expect(resolved == root + "/" + expected)
        // Where the path exists, the kernel agrees.
        if let kernel = realpath(repository + "/" + relative, nil) {
            defer { free(kernel) }
            #expect(resolved == String(cString: kernel))
        }
    }

    @Test func aLinkLoopEnds() throws {
        let (root, repository) = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(LocalFileSystem().resolvingLinks(repository + "/Loop/x").hasPrefix(repository))
    }
}
