/// Why `add feature` refused; nothing is written in any of these cases.
public enum FeatureError: Error, Equatable, CustomStringConvertible, HintedError {
    case notFIAProject(missing: String)
    case missingFile(String)
    case cannotEdit(String, reason: String)
    /// A file `add feature` reads, such as `.fia/config.json`, is malformed.
    case cannotRead(String, reason: String)
    case unknownDriver(String)
    case unknownEntity(driver: String, file: String)
    case entityMismatch(driver: String, returns: String, asked: String)
    /// A new driver's container property (`urlSessionDriver`) is already declared, by another
    /// driver whose name differs only in case (`URLSession`, `UrlSession`) or by hand.
    case propertyTaken(driver: String, property: String, container: String)
    /// A rendered file would declare a type that another file of the project already declares.
    case typeExists(String, file: String, declaredIn: String)
    /// Two of the rendered files would declare the same type (`--entity ProfilePresenter`).
    case typeDeclaredTwice(String, file: String, otherFile: String)
    /// A rendered Swift file would have the name of another file of its target (SwiftPM compiles
    /// both to one object file name, 'multiple producers').
    case fileNameTaken(file: String, target: String, otherFile: String)

    public var description: String {
        switch self {
        case .notFIAProject(let missing):
            "this package is not an FIA project: '\(missing)' is missing; nothing was written"
        case .missingFile(let path):
            "'\(path)' is missing; nothing was written"
        case .cannotEdit(let path, let reason):
            "cannot edit '\(path)': \(reason); nothing was written"
        case .cannotRead(let path, let reason):
            "cannot read '\(path)': \(reason); nothing was written"
        case .unknownDriver(let driver):
            "driver '\(driver)' does not exist in this project; nothing was written"
        case .unknownEntity(let driver, let file):
            "cannot tell which entity driver '\(driver)' returns from '\(file)'; nothing was written"
        case .entityMismatch(let driver, let returns, let asked):
            "driver '\(driver)' already exists and returns '\(returns)', not '\(asked)'; nothing was written"
        case .propertyTaken(let driver, let property, let container):
            "driver '\(driver)' needs the property '\(property)', which \(container) already declares; nothing was written"
        case .typeExists(let type, let file, let declaredIn):
            "'\(file)' would declare '\(type)', which '\(declaredIn)' already declares; nothing was written"
        case .typeDeclaredTwice(let type, let file, let otherFile):
            "'\(type)' would be declared twice, in '\(otherFile)' and '\(file)'; nothing was written"
        case .fileNameTaken(let file, let target, let otherFile):
            "'\(file)' would be a second '\(Path.lastComponent(file))' in '\(target)', next to '\(otherFile)'; nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .notFIAProject: "run fia in a project made by 'fia new', or pass --project <dir>"
        case .missingFile: "restore the file (see 'fia new' for its shape), then run again"
        case .cannotEdit(let path, _) where path.hasSuffix("Package.swift"):
            "keep the targets in a literal 'targets: [ … ]' array of the Package(…) call, or add the target by hand"
        case .cannotEdit: "fix the file so it parses, or make the edit by hand"
        case .cannotRead: "fix the file ('fia doctor' names the problem), then run again"
        case .unknownDriver(let driver): "create it with 'fia add feature \(driver)', or check the spelling"
        case .unknownEntity: "pass --entity <name>"
        case .entityMismatch(_, let returns, _): "drop --entity, or pass --entity \(returns)"
        case .propertyTaken: "name the driver differently: pass --driver <name>"
        case .typeExists, .typeDeclaredTwice: "choose another feature name, or name the new types with --driver and --entity"
        case .fileNameTaken:
            "SwiftPM needs distinct file names within a target: rename that file, or name the new types with --driver and --entity"
        }
    }
}
