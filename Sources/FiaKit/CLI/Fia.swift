/// fia's entry point: parse argv, run the command, map errors to exit codes.
public enum Fia {
    public static let version = "0.1.0"

    /// Exit codes: 0 success (and help), 64 usage error, 1 any other failure.
    public enum ExitCode {
        public static let success: Int32 = 0
        public static let failure: Int32 = 1
        public static let usage: Int32 = 64
    }

    /// Runs fia with `arguments` (argv without the program name) and returns the exit status.
    /// A failure to print ends with exit 1 and, when the change was already written, a note saying so.
    public static func run(arguments: [String], context: CommandContext) -> Int32 {
        let status = dispatch(arguments: arguments, context: context)
        let output = context.output
        guard let failure = output.outputFailure else { return status }
        output.errorLine("\(output.styled("error:", .red)) could not write to standard output: \(failure)")
        if output.changeWritten {
            output.errorLine("note: the change was written completely; only its report was lost (run 'fia doctor' to check the project)")
        }
        return ExitCode.failure
    }

    private static func dispatch(arguments: [String], context: CommandContext) -> Int32 {
        let output = context.output
        let invocation: Invocation
        do {
            invocation = try Invocation(arguments)
        } catch {
            output.errorLine("\(output.styled("error:", .red)) \(error.message)")
            output.errorLine(error.hint)
            return ExitCode.usage
        }
        switch invocation {
        case .help(let topic):
            output.line(helpText(topic))
            return ExitCode.success
        case .version:
            output.line(version)
            return ExitCode.success
        case .run(let command):
            if let text = ProcessEnvironment.variable("FIA_THREADS"), Parallel.threads(from: text) == nil {
                output.errorLine("\(output.styled("warning:", .yellow)) FIA_THREADS='\(text)' is not a number of threads (a whole number, at least 1); using \(Parallel.defaultThreads)")
            }
            do {
                // Never resolve a path against a directory that is gone: it would land in `/`.
                guard context.currentDirectory.hasPrefix("/") else {
                    throw WorkingDirectoryError.gone
                }
                return try command.run(in: context)
            } catch let error as UsageError {
                output.errorLine("\(output.styled("error:", .red)) \(error.message)")
                output.errorLine(error.hint)
                return ExitCode.usage
            } catch {
                output.errorLine("\(output.styled("error:", .red)) \(error)")
                if let hint = (error as? HintedError)?.hint {
                    output.errorLine(hint)
                }
                return ExitCode.failure
            }
        }
    }

    static func helpText(_ topic: String?) -> String {
        guard let topic else { return Help.overview() }
        if let command = CommandRegistry.commands.first(where: { $0.spec.name == topic }) {
            return Help.command(command.spec)
        }
        return Help.group(topic)
    }
}

/// The process's working directory no longer exists (it was deleted after `cd`).
public enum WorkingDirectoryError: Error, CustomStringConvertible, HintedError {
    case gone

    public var description: String { "the current directory no longer exists; nothing was read or written" }
    public var hint: String? { "cd to an existing directory and run fia again" }
}
