@testable import FiaKit
import Foundation
import Testing

/// Golden files are source: a generated tree is dumped to one readable text file under
/// `Tests/FiaKitTests/Golden/`, compared with a diff on failure, and re-recorded only on purpose
/// with `FIA_RECORD_GOLDEN=1 swift test --filter Golden`.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden").path

    /// One text holding every file of `tree` (relative path → contents), sorted by path.
    static func dump(_ tree: [String: String]) -> String {
        tree.keys.sorted().map { path in
            "=== \(path) ===\n" + tree[path]!
        }.joined(separator: "\n")
    }

    /// The files of `after` that are new or changed since `before`, dumped as `dump` does: what
    /// one command wrote, created files and the shared files it wired into, whole.
    static func dumpChanges(from before: [String: String], to after: [String: String]) -> String {
        dump(after.filter { before[$0.key] != $0.value })
    }

    /// Compares `actual` with the golden file `name`, or records it when `FIA_RECORD_GOLDEN` is set.
    static func assertMatches(_ actual: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = directory + "/" + name
        if ProcessInfo.processInfo.environment["FIA_RECORD_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing golden file \(name); record it with FIA_RECORD_GOLDEN=1 swift test --filter Golden", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let diff = LineDiff.unified(from: expected, to: actual, path: name)
            Issue.record("generated tree differs from golden file \(name) (re-record on purpose with FIA_RECORD_GOLDEN=1):\n\(diff)", sourceLocation: sourceLocation)
        }
    }
}
