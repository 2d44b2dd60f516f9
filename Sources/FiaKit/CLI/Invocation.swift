/// What argv asks fia to do, decided before anything runs.
public enum Invocation {
    /// Print help: the overview (`nil`), a command's, or a group's (`add`).
    case help(topic: String?)
    case version
    case run(any Command)

    /// Parses fia's argv (without the program name).
    public init(_ arguments: [String]) throws(UsageError) {
        guard let first = arguments.first else {
            self = .help(topic: nil)
            return
        }
        switch first {
        case "-h", "--help":
            self = .help(topic: nil)
            return
        case "--version":
            self = .version
            return
        case "help":
            let topic = Array(arguments.dropFirst())
            if topic.isEmpty {
                self = .help(topic: nil)
            } else if let (command, count) = CommandRegistry.command(for: topic), count == topic.count {
                self = .help(topic: command.spec.name)
            } else if topic.count == 1, !CommandRegistry.commands(inGroup: topic[0]).isEmpty {
                self = .help(topic: topic[0])
            } else {
                throw UsageError("no help for unknown command '\(topic.joined(separator: " "))'")
            }
            return
        default:
            break
        }
        if first.hasPrefix("-") {
            throw UsageError("unknown option '\(first)'")
        }
        guard let (command, wordCount) = CommandRegistry.command(for: arguments) else {
            let group = CommandRegistry.commands(inGroup: first)
            if !group.isEmpty {
                let rest = arguments.dropFirst()
                if rest.isEmpty || rest.contains("--help") || rest.contains("-h") {
                    self = .help(topic: first)
                    return
                }
                let names = group.map { "'\($0.spec.name)'" }.joined(separator: ", ")
                throw UsageError("unknown command '\(first) \(rest.first!)'; did you mean \(names)?", command: first)
            }
            throw UsageError("unknown command '\(first)'")
        }
        let rest = Array(arguments.dropFirst(wordCount))
        let beforeTerminator = rest.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            self = .help(topic: command.spec.name)
            return
        }
        let parsed = try ParsedArguments(rest, spec: command.spec)
        self = .run(try command.init(arguments: parsed))
    }
}
