#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Where commands print: standard output for results, standard error for diagnostics.
///
/// Printing never traps: a closed pipe or a full disk (`EPIPE`, `ENOSPC`) is remembered in
/// `outputFailure`, later lines are dropped, and `Fia.run` ends the command with exit 1.
public final class Output {
    private let writeOut: (String) throws -> Void
    private let writeError: (String) throws -> Void
    /// Whether ANSI colours may be used (a TTY without `NO_COLOR`).
    public let useColor: Bool
    /// Why standard output could not be written, once it could not.
    public private(set) var outputFailure: String?
    /// Why standard error could not be written, once it could not.
    public private(set) var errorFailure: String?
    /// Set by a command once its change is on disk, so that a failure to print its report
    /// can say that the change itself was made.
    public var changeWritten = false

    public init(useColor: Bool, out: @escaping (String) throws -> Void, error: @escaping (String) throws -> Void) {
        self.useColor = useColor
        self.writeOut = out
        self.writeError = error
    }

    /// The process's stdout and stderr, written with plain `write(2)` so that a failure is an
    /// error to report, not a trap (as `FileHandle.write` does).
    public static func standard(useColor: Bool) -> Output {
        Output(
            useColor: useColor,
            out: { try writeAll($0, to: STDOUT_FILENO) },
            error: { try writeAll($0, to: STDERR_FILENO) }
        )
    }

    /// Prints a line to standard output.
    public func line(_ text: String = "") {
        guard outputFailure == nil else { return }
        do { try writeOut(text + "\n") } catch { outputFailure = "\(error)" }
    }

    /// Prints a line to standard error.
    public func errorLine(_ text: String) {
        guard errorFailure == nil else { return }
        do { try writeError(text + "\n") } catch { errorFailure = "\(error)" }
    }

    /// Writes every byte of `text` to `descriptor`, retrying short writes and `EINTR`.
    static func writeAll(_ text: String, to descriptor: Int32) throws(OutputError) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                posixWrite(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw OutputError(reason: String(cString: strerror(errno))) }
            written += result
        }
    }

    /// `text` wrapped in an ANSI colour when colour is on.
    public func styled(_ text: String, _ style: Style) -> String {
        Self.styled(text, style, useColor: useColor)
    }

    /// `text` wrapped in an ANSI colour when `useColor`, for text rendered before it is printed.
    public static func styled(_ text: String, _ style: Style, useColor: Bool) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    public enum Style: String {
        case red = "31", green = "32", yellow = "33", blue = "34", cyan = "36", bold = "1", dim = "2"
    }
}

/// Why printing failed: `strerror` of the failing `write`.
public struct OutputError: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason.prefix(1).lowercased() + reason.dropFirst() }
}

/// The C `write`, out of reach of any method of that name.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// An `Output` that records what was printed, for tests.
public final class RecordingOutput {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""

    public init() {}

    public func output(useColor: Bool = false) -> Output {
        Output(useColor: useColor, out: { self.standardOutput += $0 }, error: { self.standardError += $0 })
    }
}
