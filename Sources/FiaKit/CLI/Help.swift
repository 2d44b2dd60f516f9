/// Help text in swift-argument-parser's shape: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
public enum Help {
    static let helpOption = CommandSpec.Option.flag("-h, --help", "Show help information.")

    /// `fia --help`.
    public static func overview() -> String {
        var lines = [
            "OVERVIEW: Scaffold iOS apps in Framework-Independent Architecture (FIA).",
            "",
            "USAGE: fia <command> [<options>]",
            "",
            "OPTIONS:",
            row("--version", "Show the version."),
            row(helpOption.name, helpOption.help),
            "",
            "SUBCOMMANDS:",
        ]
        lines += CommandRegistry.commands.filter { !$0.spec.isHidden }.map { row($0.spec.name, $0.spec.abstract) }
        lines += ["", "  See 'fia help <command>' for detailed help."]
        return lines.joined(separator: "\n")
    }

    /// Help for a command group such as `add`, `remove` or `rename`: its overview and its commands,
    /// both from the registry.
    public static func group(_ group: String) -> String {
        let abstract = CommandRegistry.groups.first { $0.name == group }?.abstract
        var lines = [
            "OVERVIEW: \(abstract ?? "The '\(group)' commands.")",
            "",
            "USAGE: fia \(group) <subcommand>",
            "",
            "SUBCOMMANDS:",
        ]
        lines += CommandRegistry.commands(inGroup: group).filter { !$0.spec.isHidden }.map {
            row(String($0.spec.name.dropFirst(group.count + 1)), $0.spec.abstract)
        }
        lines += ["", "  See 'fia help \(group) <subcommand>' for detailed help."]
        return lines.joined(separator: "\n")
    }

    /// `fia help <command>` and `fia <command> --help`.
    public static func command(_ spec: CommandSpec) -> String {
        var usage = "fia \(spec.name)"
        for argument in spec.arguments { usage += " <\(argument.name)>" }
        for option in spec.options {
            usage += option.valueName.map { " [\(option.name) <\($0)>]" } ?? " [\(option.name)]"
        }
        var lines = ["OVERVIEW: \(spec.abstract)"]
        if let discussion = spec.discussion { lines += ["", discussion] }
        lines += ["", "USAGE: \(usage)"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + spec.arguments.map { row("<\($0.name)>", $0.help) }
        }
        lines += ["", "OPTIONS:"]
        for option in spec.options + [helpOption] {
            let label = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
            lines.append(row(label, option.help))
        }
        return lines.joined(separator: "\n")
    }

    /// One aligned two-column row; a long label puts its help on the next line.
    static func row(_ label: String, _ help: String) -> String {
        let width = 26
        let padded = "  " + label
        if padded.count < width {
            return padded + String(repeating: " ", count: width - padded.count) + help
        }
        return padded + "\n" + String(repeating: " ", count: width) + help
    }
}
