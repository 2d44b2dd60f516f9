/// A command's argv, checked against its `CommandSpec`.
public struct ParsedArguments: Equatable, Sendable {
    public var positionals: [String] = []
    public var flags: Set<String> = []
    public var values: [String: String] = [:]

    public init(positionals: [String] = [], flags: Set<String> = [], values: [String: String] = [:]) {
        self.positionals = positionals
        self.flags = flags
        self.values = values
    }

    /// Parses `arguments` (the words after the command name) against `spec`.
    /// Accepts `--name value` and `--name=value`; `--` ends options.
    public init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)' for 'fia \(spec.name)'", command: spec.name)
            }
            if option.valueName == nil {
                if parts.count > 1 {
                    throw UsageError("option '\(name)' takes no value", command: spec.name)
                }
                flags.insert(name)
            } else {
                let value: String
                if parts.count > 1 {
                    value = parts[1]
                } else if let next = remaining.popFirst(), !next.hasPrefix("--") {
                    value = next
                } else {
                    throw UsageError("option '\(name)' needs a value", command: spec.name)
                }
                if values[name] != nil {
                    throw UsageError("option '\(name)' given more than once", command: spec.name)
                }
                values[name] = value
            }
        }
        if positionals.count > spec.arguments.count {
            let extra = positionals[spec.arguments.count]
            throw UsageError("unexpected argument '\(extra)' for 'fia \(spec.name)'", command: spec.name)
        }
        if positionals.count < spec.arguments.count {
            let missing = spec.arguments[positionals.count].name
            throw UsageError("missing argument <\(missing)> for 'fia \(spec.name)'", command: spec.name)
        }
    }

    /// Whether the flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
