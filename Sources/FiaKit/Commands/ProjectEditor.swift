/// Collects edits to existing project files: each file is read once, edited in memory
/// (possibly several times), and a failing edit names the file it could not edit.
struct ProjectEditor {
    let root: String
    let fileSystem: any FileSystem
    /// Edited files in the order first touched: absolute path → (original, edited).
    private(set) var edits: [(path: String, edit: (original: String, edited: String))] = []

    init(root: String, fileSystem: any FileSystem) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// Applies `transform` to the current text of `path` (its planned text if already edited).
    mutating func edit(_ path: String, _ transform: (String) throws -> String) throws {
        let display = Path.relative(path, to: root)
        let index = edits.firstIndex { $0.path == path }
        let current: String
        if let index {
            current = edits[index].edit.edited
        } else {
            guard let original = try fileSystem.contents(of: path) else {
                throw FeatureError.missingFile(display)
            }
            current = original
        }
        let edited: String
        do {
            edited = try transform(current)
        } catch {
            throw FeatureError.cannotEdit(display, reason: "\(error)")
        }
        if let index {
            edits[index].edit.edited = edited
        } else {
            edits.append((path, (current, edited)))
        }
    }
}
