import Foundation

/// Whether a program is on PATH: tests that need a shell or graphviz are skipped, with the
/// reason, when it is missing (`.ci/run` installs them).
enum InstalledTool {
    static func exists(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
}
