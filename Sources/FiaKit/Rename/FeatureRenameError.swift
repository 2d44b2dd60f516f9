/// Why `rename feature` refused; nothing is written in any of these cases.
public enum FeatureRenameError: Error, Equatable, CustomStringConvertible, HintedError {
    /// No `<Name>PresenterDependency` in the presentation layer.
    case unknownFeature(String, known: [String])
    /// A name the rename would produce is already used in the project.
    case nameTaken(String, renaming: String, file: String)
    /// A file or folder the rename would move to already exists.
    case pathTaken(String, moving: String)
    /// A package target the rename would produce already exists.
    case targetTaken(String, renaming: String)
    /// A Swift file would get the name of another file of its target, ignoring case.
    case fileNameTaken(file: String, otherFile: String)
    /// A file the rename must read or edit could not be read.
    case cannotRead(String, reason: String)
    /// A file the rename must edit is in a form it cannot edit (targets built in code).
    case cannotEdit(String, reason: String)

    public var description: String {
        switch self {
        case .unknownFeature(let name, _):
            "feature '\(name)' does not exist in this project: no '\(name)PresenterDependency' protocol; nothing was written"
        case .nameTaken(let name, let renaming, let file):
            "renaming '\(renaming)' to '\(name)' would collide with the '\(name)' that '\(file)' already uses; nothing was written"
        case .pathTaken(let path, let moving):
            "'\(moving)' would move to '\(path)', which already exists; nothing was written"
        case .targetTaken(let name, let renaming):
            "renaming target '\(renaming)' to '\(name)' would collide with the existing target '\(name)'; nothing was written"
        case .fileNameTaken(let file, let otherFile):
            "'\(file)' would be a second '\(Path.lastComponent(file))' in its target, next to '\(otherFile)'; nothing was written"
        case .cannotRead(let path, let reason):
            "cannot read '\(path)': \(reason); nothing was written"
        case .cannotEdit(let path, let reason):
            "cannot edit '\(path)': \(reason); nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .unknownFeature(_, let known):
            known.isEmpty
                ? "this project has no features yet; add one with 'fia add feature <Name>'"
                : "the features are: \(known.sorted().joined(separator: ", "))"
        case .nameTaken, .pathTaken, .targetTaken, .fileNameTaken:
            "choose another new name, or rename or remove what is in the way first"
        case .cannotRead:
            "fix the file ('fia doctor' names the problem), then run again"
        case .cannotEdit:
            nil
        }
    }
}
