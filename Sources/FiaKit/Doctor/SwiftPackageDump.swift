import Foundation

/// Runs `swift package dump-package` in a project: doctor's fallback for manifests that
/// are not written as literals. The only place doctor starts a process.
public enum SwiftPackageDump {
    /// The JSON `swift package dump-package` prints for the package at `directory`.
    /// Throws `SwiftPackageDumpError` when `swift` cannot be started or fails.
    @Sendable public static func run(in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SwiftPackageDumpError.cannotStart(reason: error.localizedDescription)
        }
        // Read stderr concurrently so neither pipe fills up and blocks the child.
        let errorData = ErrorBuffer()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            throw SwiftPackageDumpError.failed(
                status: process.terminationStatus,
                message: firstError(in: String(decoding: errorData.get(), as: UTF8.self))
            )
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The most useful line of SwiftPM's stderr: the compiler's `file:line:column: error: …`
    /// when there is one, else the first `error:` line without the compiler invocation.
    static func firstError(in stderr: String) -> String? {
        let lines = stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if let diagnostic = lines.first(where: { $0.contains(": error: ") && !$0.hasPrefix("error:") }) {
            return diagnostic
        }
        return lines.first { $0.contains("error") }.map { line in
            line.range(of: " (compiled with:").map { String(line[..<$0.lowerBound]) } ?? line
        }
    }
}

/// Data handed from the stderr reader to the caller.
private final class ErrorBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ data: Data) {
        lock.lock()
        self.data = data
        lock.unlock()
    }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}

/// Why `swift package dump-package` gave no manifest.
public enum SwiftPackageDumpError: Error, Equatable, CustomStringConvertible {
    case cannotStart(reason: String)
    case failed(status: Int32, message: String?)

    public var description: String {
        switch self {
        case .cannotStart(let reason):
            "could not run 'swift': \(reason)"
        case .failed(let status, let message):
            "it exited with status \(status)" + (message.map { ": \($0)" } ?? "")
        }
    }
}
