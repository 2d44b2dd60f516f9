/// Why `fia init` refused; nothing is written in any of these cases.
public enum InitError: Error, Equatable, CustomStringConvertible, HintedError {
    case configExists
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .configExists: "'\(ProjectConfiguration.path)' exists: this package has adopted fia already; nothing was written"
        case .unreadable(let path, let reason): "cannot read '\(path)': \(reason); nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .configExists: "run 'fia doctor', or 'fia init --force' to discover the package again and rewrite the config and the baseline"
        case .unreadable: "fix it ('fia doctor' names the problem), then run again"
        }
    }
}
