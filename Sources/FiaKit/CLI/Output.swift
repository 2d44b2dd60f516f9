#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Where commands print: standard output for results, standard error for diagnostics.
public final class Output {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether ANSI colours may be used (a TTY without `NO_COLOR`).
    public let useColor: Bool

    public init(useColor: Bool, out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.useColor = useColor
        self.writeOut = out
        self.writeError = error
    }

    /// The process's stdout and stderr, written with `write(2)` (no Foundation on the start-up path).
    public static func standard(useColor: Bool) -> Output {
        Output(
            useColor: useColor,
            out: { writeAll($0, to: STDOUT_FILENO) },
            error: { writeAll($0, to: STDERR_FILENO) }
        )
    }

    /// Writes all of `text`, retrying short writes and interruptions; gives up on any other
    /// error (a closed pipe, a full disk), because there is nowhere left to report it.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Prints a line to standard output.
    public func line(_ text: String = "") {
        writeOut(text + "\n")
    }

    /// Prints a line to standard error.
    public func errorLine(_ text: String) {
        writeError(text + "\n")
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

/// An `Output` that records what was printed, for tests.
public final class RecordingOutput {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""

    public init() {}

    public func output(useColor: Bool = false) -> Output {
        Output(useColor: useColor, out: { self.standardOutput += $0 }, error: { self.standardError += $0 })
    }
}
