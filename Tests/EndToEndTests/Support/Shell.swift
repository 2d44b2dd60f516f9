import FiaTestSupport
import Foundation

/// Runs the built `fia` binary and other tools as child processes, as a user would, in
/// `TestEnvironment`'s clean environment (no `FIA_*` variable, a home folder of the run's own).
enum Shell {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the process was killed for running past its time limit.
        var timedOut = false
    }

    /// The directory holding the built products (`fia` among them).
    static let productsDirectory: URL = {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("cannot find the products directory")
        #else
        return Bundle.main.bundleURL
        #endif
    }()

    static var fia: String { productsDirectory.appendingPathComponent("fia").path }

    /// Runs `fia` with `arguments` in `directory`, without colour.
    static func fia(_ arguments: [String], in directory: String, timeout: Double? = nil, environment: [String: String] = [:]) throws -> Result {
        try run(fia, arguments, in: directory, timeout: timeout, environment: environment)
    }

    /// `swift build --build-tests -Xswiftc -warnings-as-errors` in `package`, with one module
    /// cache for every package the suite builds: the toolchain's modules (Glibc, Foundation,
    /// XCTest …) are compiled once, not once per generated project (about 3 s of CPU each).
    /// The package's own code is compiled as by a plain `swift build`.
    static func buildWithTests(in package: String) throws -> Result {
        try run("swift", ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors",
                          "-Xswiftc", "-module-cache-path", "-Xswiftc", sharedModuleCache], in: package)
    }

    /// `swift test --skip-build` in `package`, with how many tests swift-testing says it ran (its
    /// "Test run with N tests" summary, looked for on stdout and stderr; `nil` without one).
    static func swiftTest(in package: String) throws -> (result: Result, ran: Int?) {
        let result = try run("swift", ["test", "--skip-build"], in: package)
        let summary = (result.stdout + "\n" + result.stderr).split(separator: "\n").last { $0.contains("Test run with ") }
        let count = summary.flatMap { line in
            line.components(separatedBy: "Test run with ").last?.split(separator: " ").first.flatMap { Int($0) }
        }
        return (result, count)
    }

    /// How many test functions the package's `Tests/` declare (lines starting with `@Test`, a
    /// parameterized test counting once, as swift-testing counts it): what a whole run must report.
    static func declaredTests(in package: String) -> Int {
        let tests = package + "/Tests"
        let files = FileManager.default.enumerator(atPath: tests)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return files.reduce(0) { count, file in
            let text = (try? String(contentsOfFile: tests + "/" + file, encoding: .utf8)) ?? ""
            return count + text.split(separator: "\n").filter { line in
                let code = line.drop { $0 == " " }
                return code.hasPrefix("@Test ") || code.hasPrefix("@Test(") || code == "@Test"
            }.count
        }
    }

    /// Kept between runs (the compiler checks each cached module against its inputs).
    static let sharedModuleCache = NSTemporaryDirectory() + "fia-tests-module-cache"

    /// Runs `executable` (a path, or a name looked up on PATH) and captures its output through files,
    /// so large outputs (a `swift build` log) cannot fill a pipe and hang.
    /// With `timeout`, the process is killed after that many seconds and `timedOut` is set.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String,
        timeout: Double? = nil, environment extra: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        if executable.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = TestEnvironment.forChild(extra)
        let outputs = NSTemporaryDirectory() + "fia-shell-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outputs + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: outputs + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outputs + ".out")
            try? FileManager.default.removeItem(atPath: outputs + ".err")
        }
        let out = FileHandle(forWritingAtPath: outputs + ".out")!
        let err = FileHandle(forWritingAtPath: outputs + ".err")!
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if let timeout, finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: (try? String(contentsOfFile: outputs + ".out", encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: outputs + ".err", encoding: .utf8)) ?? "",
            timedOut: timedOut
        )
    }
}
