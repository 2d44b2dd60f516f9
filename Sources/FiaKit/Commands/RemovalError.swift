/// Why `fia remove` refused; nothing is written in any of these cases.
public enum RemovalError: Error, Equatable, CustomStringConvertible, HintedError {
    /// The project has no such feature, driver or use case (`kind`), and these ones (`known`).
    case unknown(kind: String, name: String, known: [String])
    /// The driver or use case is still used, by these (`feature 'X'`, `use case 'Y'`).
    case stillUsed(kind: String, name: String, users: [String])
    /// fia cannot tell how the feature was added (its presenter dependency names no driver or use case).
    case unreadableFeature(String, file: String)
    /// What `add` would write for these names differs from what taking them out leaves: the
    /// project was changed by hand where fia's edits are.
    case cannotUndo(String, reason: String)
    /// `add` could not write these names into the project as removal would leave it: the
    /// subject was not made by `fia add` (or was changed too much since).
    case notAsAddWritesIt(kind: String, name: String, reason: String)

    public var description: String {
        switch self {
        case let .unknown(kind, name, known):
            let list = known.isEmpty ? "it has none" : "it has " + known.map { "'\($0)'" }.joined(separator: ", ")
            return "the project has no \(kind) '\(name)' (\(list)); nothing was written"
        case let .stillUsed(kind, name, users):
            return "the \(kind) '\(name)' is used by \(users.joined(separator: ", ")); nothing was written"
        case let .unreadableFeature(name, file):
            return "cannot tell which driver or use case the feature '\(name)' loads from ('\(file)'); nothing was written"
        case let .cannotUndo(path, reason):
            return "cannot undo fia's edit of '\(path)' exactly: \(reason); nothing was written"
        case let .notAsAddWritesIt(kind, name, reason):
            return "the \(kind) '\(name)' is not as 'fia add' writes it (\(reason)); nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .unknown: "check the name's spelling ('fia graph --features' lists what the project has)"
        case .stillUsed(let kind, _, _): "remove those first; a \(kind) goes when nothing uses it"
        case .unreadableFeature: "its '…PresenterDependency' protocol should list the '…DriverProvider' protocols it uses"
        case .cannotUndo: "undo that change by hand, or remove the feature's files and wiring yourself"
        case .notAsAddWritesIt: "remove its files and wiring by hand; 'fia doctor' shows what is left"
        }
    }
}
