import Foundation

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

    /// The process's stdout and stderr.
    public static func standard(useColor: Bool) -> Output {
        Output(
            useColor: useColor,
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) }
        )
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
