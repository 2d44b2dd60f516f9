/// What a command accepts and how it explains itself: its help text is this data.
public struct CommandSpec: Sendable {
    public struct Argument: Sendable {
        public var name: String
        public var help: String
        /// What shell completion offers for it.
        public var completion: ValueCompletion = .none

        public init(name: String, help: String) {
            self.name = name
            self.help = help
        }
    }

    public struct Option: Sendable {
        /// The long name, with dashes: `--path`.
        public var name: String
        /// The value's placeholder (`dir`); `nil` for a flag.
        public var valueName: String?
        public var help: String
        /// What shell completion offers for its value; `.none` for flags.
        public var completion: ValueCompletion = .none

        public static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, valueName: nil, help: help)
        }

        public static func value(_ name: String, _ valueName: String, _ help: String) -> Option {
            Option(name: name, valueName: valueName, help: help)
        }
    }

    /// The words that invoke it: `new`, `add feature`.
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var arguments: [Argument]
    public var options: [Option]
    /// Left out of `fia --help` and of completions: plumbing for scripts (`completion list`).
    public var isHidden = false

    public init(name: String, abstract: String, discussion: String? = nil, arguments: [Argument] = [], options: [Option] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
    }
}
