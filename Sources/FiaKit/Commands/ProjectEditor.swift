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

    /// Texts read before any edit (`original(of:)`), so that an edit does not read them again.
    private var originals: [String: String?] = [:]

    /// The text of `path` as it is on disk (`nil` when missing), read once for the checks and the
    /// edits that follow.
    mutating func original(of path: String) throws -> String? {
        if let read = originals[path] { return read }
        let text = try fileSystem.contents(of: path)
        originals[path] = .some(text)
        return text
    }

    /// Applies `transform` to the current text of `path` (its planned text if already edited).
    mutating func edit(_ path: String, _ transform: (String) throws -> String) throws {
        try edit(path, read: nil) { text, _ in try transform(text) }
    }

    /// Applies `transform` to the current text of `path`, which the project's loader read as
    /// `read` (then it is not read again): `transform` is told whether the text it is handed is
    /// `read` itself, which nothing has edited, so that what the loader made of it still holds.
    mutating func edit(_ path: String, read: String?, _ transform: (String, _ isRead: Bool) throws -> String) throws {
        let display = Path.relative(path, to: root)
        let index = edits.firstIndex { $0.path == path }
        let current: String
        var isRead = false
        if let index {
            current = edits[index].edit.edited
        } else if let read, originals[path] == nil {
            originals[path] = .some(read)
            current = read
            isRead = true
        } else {
            guard let original = try original(of: path) else {
                throw FeatureError.missingFile(display)
            }
            current = original
        }
        let edited: String
        do {
            edited = try transform(current, isRead)
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
