@testable import FiaKit
import Testing

/// `Path.isInside` answers as its string rule does: the folder is the path, or a prefix of it
/// followed by a slash, compared as `String`s (canonically equivalent texts are the same).
struct PathInsideTests {
    private static func rule(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || folder == "." || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    @Test func agreesWithTheStringRule() {
        let paths = [
            "", ".", "Sources", "Sources/", "Sources/A", "Sources/AB", "Sources/A/B.swift", "Sourcesx", "sources/A", "Tests/A",
            "Sources/Caf\u{E9}", "Sources/Cafe\u{301}", "Sources/Cafe\u{301}/x", "Sources/Caf\u{E9}/x", "Sources/Cafe", "Sources/Caf\u{E9}x",
            "Sources/a\u{301}", "Sources/b\u{301}", "\u{212A}/x", "K/x", "Sources/\u{1F600}", "Sources/\u{1F600}/a",
        ]
        for path in paths {
            for folder in paths {
                #expect(Path.isInside(path, folder: folder) == Self.rule(path, folder), "\(path) in \(folder)")
            }
        }
    }
}
