
/// Runs `swift package dump-package` in a project: doctor's fallback for manifests that
/// are not written as literals. The only place doctor starts a process.
public enum SwiftPackageDump {
    /// The JSON `swift package dump-package` prints for the package at `directory`.
    /// Throws `SwiftPackageDumpError` when `swift` cannot be started or fails.
    @Sendable public static func run(in directory: String) throws -> String {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["swift", "package", "--package-path", directory, "dump-package"])
        } catch {
            throw SwiftPackageDumpError.cannotStart(reason: error.reason)
        }
        guard result.status == 0 else {
            throw SwiftPackageDumpError.failed(
                status: result.status,
                message: firstError(in: String(decoding: result.errors, as: UTF8.self))
            )
        }
        return String(decoding: result.output, as: UTF8.self)
    }

    /// The most useful line of SwiftPM's stderr: the compiler's `file:line:column: error: …`
    /// when there is one, else the first `error:` line without the compiler invocation.
    static func firstError(in stderr: String) -> String? {
        let lines = TextLines.of(stderr).map { line in
            String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        if let diagnostic = lines.first(where: { $0.contains(": error: ") && !$0.hasPrefix("error:") }) {
            return diagnostic
        }
        return lines.first { $0.contains("error") }.map { line in
            line.firstRange(of: " (compiled with:").map { String(line[..<$0.lowerBound]) } ?? line
        }
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
