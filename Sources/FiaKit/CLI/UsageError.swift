/// The user called fia wrongly: printed as `error: …` and exits 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// The command whose help explains the right usage (`new`, `add feature`), if any.
    public var command: String?
    /// What to do instead, when the error knows better than the command's help.
    public var advice: String?

    public init(_ message: String, command: String? = nil, advice: String? = nil) {
        self.message = message
        self.command = command
        self.advice = advice
    }

    public var description: String { message }

    /// The line printed under the error.
    public var hint: String {
        if let advice { return advice }
        if let command { return "see 'fia help \(command)'" }
        return "see 'fia --help'"
    }
}

/// An error that can say what to do about it.
public protocol HintedError: Error {
    var hint: String? { get }
}
