import Foundation

/// The environment every process a test starts runs in: the test process's own, without any
/// `FIA_*` tuning variable a developer may have set, without colour, and with `HOME` (and so the
/// default scan cache, `~/.cache/fia`) in a folder of the test run's own, removed at exit: tests
/// never write into the real home folder.
public enum TestEnvironment {
    /// The home folder of every process the tests start.
    public static let home: String = {
        let path = NSTemporaryDirectory() + "fia-tests-home-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestEnvironment.home) }
        return path
    }()

    /// The environment for a child process, with `extra` set over it.
    public static func forChild(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FIA_") }
        environment["HOME"] = home
        environment["XDG_CACHE_HOME"] = nil
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        return environment
    }
}
