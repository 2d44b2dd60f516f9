/// A template error, naming the blueprint and 1-based line: `new/Package.swift:12: unknown variable 'nmae'`.
///
/// `line` is 0 when the error concerns no particular line (a missing blueprint); the
/// description then names the file alone.
public struct BlueprintError: Error, Equatable, CustomStringConvertible {
    /// The blueprint's name, e.g. `new/Package.swift`.
    public var file: String
    /// The 1-based line the error is on, or 0 for the whole file.
    public var line: Int
    /// A lowercase sentence naming what is wrong: `unknown variable 'nmae'`.
    public var message: String
    /// Whether the blueprint came from the project's `.fia/Blueprints/` rather than from fia.
    public var isProjectOverride: Bool

    public init(file: String, line: Int, message: String, isProjectOverride: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.isProjectOverride = isProjectOverride
    }

    /// `new/Package.swift:12: unknown variable 'nmae'`, or
    /// `new/Package.swift:12 (project override): unknown variable 'nmae'`.
    public var description: String {
        let location = line > 0 ? "\(file):\(line)" : file
        return location + (isProjectOverride ? " (project override)" : "") + ": " + message
    }
}
