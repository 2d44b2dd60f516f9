/// What a writing command will do, file by file, decided before anything is written.
///
/// Commands build a plan in memory, print it, and apply it only when it has no conflicts:
/// this is what makes `--dry-run`, all-or-nothing writes and idempotency straightforward.
public struct FilePlan {
    public enum Action: String, Sendable {
        case create, update, identical, skip, conflict
        /// The file is deleted (shown as `remove`, as Rails' `destroy` does).
        case delete = "remove"
    }

    public struct Entry {
        /// Absolute path.
        public var path: String
        public var action: Action
        public var contents: String
        /// What the file holds now, when it exists.
        public var previous: String?
    }

    /// The directory status lines are relative to.
    public let root: String
    public private(set) var entries: [Entry] = []
    /// Files the plan moves: destination → the path it comes from (see `move`).
    public private(set) var moves: [String: String] = [:]

    public init(root: String) {
        self.root = root
    }

    /// Plans a rendered file: created when missing, `identical` when unchanged, and a
    /// `conflict` when it differs, unless `force` allows replacing it.
    public mutating func render(_ contents: String, at path: String, force: Bool, in fileSystem: any FileSystem) throws {
        // A folder, FIFO or device where a file should go is in the way, whatever `force` says.
        if fileSystem.exists(path) && !fileSystem.isFile(path) {
            entries.append(Entry(path: path, action: .conflict, contents: contents, previous: nil))
            return
        }
        let previous = try fileSystem.contents(of: path)
        let action: Action
        switch previous {
        case nil: action = fileSystem.isDirectory(path) ? .conflict : .create
        case contents?: action = .identical
        default: action = force ? .update : .conflict
        }
        entries.append(Entry(path: path, action: action, contents: contents, previous: previous))
    }

    /// Plans a file under a directory the caller found missing: `create`, without asking the
    /// file system about each file again (what keeps `fia new` at a few system calls per file).
    public mutating func createInMissingDirectory(_ contents: String, at path: String) {
        entries.append(Entry(path: path, action: .create, contents: contents, previous: nil))
    }

    /// Plans a file that must not exist yet: any existing file, even an identical one, is a
    /// `conflict` unless `force` allows rendering it again.
    public mutating func create(_ contents: String, at path: String, force: Bool, in fileSystem: any FileSystem) throws {
        if !force, fileSystem.isFile(path) {
            let previous = try fileSystem.contents(of: path)
            entries.append(Entry(path: path, action: .conflict, contents: contents, previous: previous))
        } else {
            try render(contents, at: path, force: force, in: fileSystem)
        }
    }

    /// Plans an edit of an existing file: `identical` when the edit changes nothing.
    public mutating func edit(_ path: String, from previous: String, to contents: String) {
        let action: Action = previous == contents ? .identical : .update
        entries.append(Entry(path: path, action: action, contents: contents, previous: previous))
    }

    /// Plans moving the file at `path`, which holds `previous` now, to `destination` with `contents`:
    /// its deletion and its creation (a conflict when `destination` exists), diffed as one file.
    public mutating func move(_ path: String, previous: String, to destination: String, contents: String, in fileSystem: any FileSystem) throws {
        delete(path, previous: previous)
        try create(contents, at: destination, force: false, in: fileSystem)
        moves[destination] = path
    }

    /// Records a file the command deliberately leaves alone (an existing shared file); anything
    /// else at `path` (a folder, a FIFO) is a `conflict`: the project would not build without the file.
    public mutating func skip(_ path: String, in fileSystem: any FileSystem) {
        let action: Action = fileSystem.exists(path) && !fileSystem.isFile(path) ? .conflict : .skip
        entries.append(Entry(path: path, action: action, contents: "", previous: nil))
    }

    /// Plans deleting the file at `path`, which holds `previous` now (the caller read it, to
    /// decide): applying the plan refuses if it changed meanwhile. The folders this leaves empty
    /// go too.
    public mutating func delete(_ path: String, previous: String) {
        entries.append(Entry(path: path, action: .delete, contents: "", previous: previous))
    }

    public var conflicts: [Entry] { entries.filter { $0.action == .conflict } }

    /// The files that applying the plan writes.
    public var writes: [(path: String, contents: String)] {
        entries.filter { $0.action == .create || $0.action == .update }.map { ($0.path, $0.contents) }
    }

    /// The path of an entry as shown to the user.
    public func displayPath(_ entry: Entry) -> String {
        Path.relative(entry.path, to: root)
    }

    /// The files that applying the plan deletes.
    public var deletions: [String] {
        entries.filter { $0.action == .delete }.map(\.path)
    }

    /// Prints one Rails-style status line per file: `    create  Sources/…`.
    public func printStatus(to output: Output) {
        guard !entries.isEmpty else { return }
        // One write for the whole list, not one per file.
        let lines = entries.map { entry in
            let padded = String(repeating: " ", count: max(0, 10 - entry.action.rawValue.count)) + entry.action.rawValue
            return "\(output.styled(padded, entry.action.style))  \(displayPath(entry))"
        }
        output.line(lines.joined(separator: "\n"))
    }

    /// Prints a unified diff of every file the plan creates or updates, for `--dry-run`: with
    /// the status lines before it and the closing line after it, which `patch` skips,
    /// `patch -p1` applies the whole output to give the tree the command would write. A moved
    /// file (`move`) is one diff, a git rename from its old path and text.
    public func printDiffs(to output: Output) {
        // A move's deletion is shown with its creation, as one rename.
        let moved = Set(moves.values)
        for entry in entries where entry.action == .create || entry.action == .update || entry.action == .delete && !moved.contains(entry.path) {
            let source = moves[entry.path].flatMap { from in entries.first { $0.path == from && $0.action == .delete } }
            let diff = entry.action == .delete
                ? LineDiff.deletion(of: entry.previous ?? "", path: displayPath(entry))
                : LineDiff.unified(
                    from: source?.previous ?? (entry.action == .create ? nil : entry.previous), to: entry.contents,
                    path: displayPath(entry), oldPath: source.map(displayPath))
            guard !diff.isEmpty else { continue }
            // Each line without its `\n` (a CRLF file's lines keep their `\r`: the patch gives them back).
            let diffLines = LineDiff.Lines(diff)
            let lines = (0..<diffLines.count).map { String(decoding: diffLines[$0].dropLast(), as: UTF8.self) }
            guard output.useColor else {
                output.line(lines.joined(separator: "\n"))
                continue
            }
            output.line(lines.map { line in
                let style: Output.Style? = line.hasPrefix("+") ? .green : line.hasPrefix("-") ? .red : line.hasPrefix("@@") ? .cyan : nil
                return style.map { output.styled(line, $0) } ?? line
            }.joined(separator: "\n"))
        }
    }

    /// Writes (and deletes) every planned file, all or nothing, journaled in `root` (call it holding the
    /// project's lock). Refuses when the plan has conflicts, or when a file it read or meant to
    /// create changed since it was planned.
    public func apply(to fileSystem: any FileSystem) throws {
        guard conflicts.isEmpty else {
            throw FilePlanError.conflicts(conflicts.map(displayPath))
        }
        try checkInsideRepository(fileSystem)
        let changed = entries.filter { entry in
            switch entry.action {
            case .create: fileSystem.exists(entry.path)
            case .update, .delete: (try? fileSystem.contents(of: entry.path)) != entry.previous
            case .identical, .skip, .conflict: false
            }
        }
        guard changed.isEmpty else {
            throw FilePlanError.changedMeanwhile(changed.map(displayPath))
        }
        try fileSystem.write(writes, deleting: deletions, journal: root)
    }

    /// Ends a `--dry-run` (which writes nothing): fails, as applying would, when the plan has conflicts.
    public func finishDryRun() throws {
        guard conflicts.isEmpty else {
            throw FilePlanError.dryRunConflicts(conflicts.map(displayPath))
        }
    }

    /// Refuses a plan that would write or delete a path leading out of the repository holding
    /// `root` (through a symbolic link, say). Commands ask it before printing the plan (a dry
    /// run's diff would show the outside file); `apply` asks it again, as every write passes there.
    public func checkInsideRepository(_ fileSystem: any FileSystem) throws {
        let boundary = RepositoryBoundary(package: root, fileSystem: fileSystem)
        let outside = entries.filter { entry in
            [.create, .update, .delete].contains(entry.action) && !boundary.contains(entry.path, fileSystem: fileSystem)
        }
        guard outside.isEmpty else {
            throw FilePlanError.outsideRepository(outside.map(displayPath), repository: boundary.folder)
        }
    }
}

extension FilePlan.Action {
    var style: Output.Style {
        switch self {
        case .create: .green
        case .update: .yellow
        case .identical: .blue
        case .skip: .dim
        case .conflict, .delete: .red
        }
    }
}

public enum FilePlanError: Error, Equatable, CustomStringConvertible, HintedError {
    case conflicts([String])
    /// The conflicts a `--dry-run` found.
    case dryRunConflicts([String])
    /// Files that changed between planning and writing (another program edited them).
    case changedMeanwhile([String])
    /// Files whose writing would land outside the repository (a symbolic link leading out).
    case outsideRepository([String], repository: String)

    public var description: String {
        switch self {
        case .conflicts(let paths), .dryRunConflicts(let paths):
            let list = paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
            return paths.count == 1
                ? "\(list) already exists; nothing was written"
                : "\(paths.count) files already exist: \(list)\(more); nothing was written"
        case .changedMeanwhile(let paths):
            let list = paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            return "\(list)\(paths.count > 3 ? " and \(paths.count - 3) more" : "") changed while fia was planning; nothing was written"
        case .outsideRepository(let paths, let repository):
            let list = paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            return "\(list)\(paths.count > 3 ? " and \(paths.count - 3) more" : "") would be written outside the repository '\(repository)'; nothing was written"
        }
    }

    public var hint: String? {
        switch self {
        case .conflicts: "run again with --force to overwrite them, or --dry-run to see the plan"
        case .dryRunConflicts: "run again with --force to overwrite them"
        case .changedMeanwhile: "run the command again"
        case .outsideRepository: "replace the symbolic link with the file itself, or write that file by hand"
        }
    }
}
