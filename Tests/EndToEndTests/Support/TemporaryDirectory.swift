import Foundation

/// A fresh directory under the system's temporary folder, removed when released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "fia-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every file below `path` (or `subpath`) with its bytes, `.build` excluded: compare two
    /// snapshots to prove that nothing on disk changed.
    func snapshot(_ subpath: String = "") -> [String: Data] {
        let root = subpath.isEmpty ? path : path + "/" + subpath
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return files }
        while let relative = enumerator.nextObject() as? String {
            if relative == ".build" || relative.hasPrefix(".build/") { continue }
            var isDirectory: ObjCBool = false
            let absolute = root + "/" + relative
            _ = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
            files[relative] = isDirectory.boolValue ? Data("<dir>".utf8) : FileManager.default.contents(atPath: absolute)
        }
        return files
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    func write(_ contents: String, to relative: String) throws {
        try contents.write(toFile: path + "/" + relative, atomically: true, encoding: .utf8)
    }
}
