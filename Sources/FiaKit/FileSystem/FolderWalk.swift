/// What `FileSystem.walk(_:as:suffix:into:)` gathered below folders: the files of each folder
/// walked in `Path.order` straight from the walk (no sort of the paths at the end), after those of
/// the folders walked before, the range of those files below each folder entered, and what could
/// not be walked.
public struct FolderWalk: Sendable {
    /// A folder a walk entered, with the indices in `files` of the files below it.
    public struct Folder: Sendable {
        /// As the files' paths are given: the name the walk was given for its folder, joined
        /// with the path below it.
        public var path: String
        public var files: Range<Int>
    }

    /// The files whose names end in the suffix asked for, each as the name given for its walk's
    /// folder joined with its path below it; each walk's in `Path.order`.
    public var files: [String] = []
    /// Every folder entered, each walk's own first, each before the folders inside it.
    public var folders: [Folder] = []
    /// What could not be walked or read, relative to the walked directory, in the order met.
    public var problems: [DirectoryWalk.Problem] = []
    /// Whether a walk met what only walking each target's folder on its own reports as it always
    /// has: anything in `problems`, a link to a folder it followed, a folder it met twice.
    public var neededCare = false
    /// Whether hidden entries (`.build`, `.git`, …) are walked too (set by the caller).
    public var includesHidden = false
    /// Whether a folder is told apart from the others by its device and inode (a `stat` of each),
    /// not by its `.` entry's inode alone; set by the caller (`FileSystem.walk(_:includeHidden:)`).
    public var identifiesByStat = false
    /// Whether every name met was ASCII (cleared by a walk, set by its caller).
    public var isASCII = true
    /// Whether a walk also fills `stamps` (set by the caller).
    public var wantsStamps = false
    /// With `wantsStamps`, each file's stamp as `FileSystem.stamp(of:)` would give it, taken by
    /// the walk while it had the file's folder open, in the order of `files`; `nil` where it
    /// took none (a file system without stamps, a file changed too recently, a link): the
    /// caller then asks `stamp(of:)`.
    public var stamps: [FileStamp?] = []

    public init() {}

    /// Which part of its folder a walk gathers: a folder's walk can be split among threads
    /// into its `top` and walks `inside` it of its folders, which merged are its `whole` walk.
    enum Part: Sendable {
        /// All of it.
        case whole
        /// The folder's own files; each folder inside it is noted in `subfolders`, not entered.
        case top
        /// The folders of these names inside it (folders its `top` noted), one after another,
        /// as its whole walk walks them (`starts` tells where each begins); the folder itself is
        /// neither listed nor recorded.
        case inside([String])
    }

    /// A folder a `top` walk noted: its name, and how many of the walk's files come before its.
    struct Subfolder: Sendable {
        var name: String
        var files: Int
    }

    /// Which part a walk gathers (set by the caller).
    var part = Part.whole
    /// With `top`: the folders inside the walk's folder, in the order of their paths.
    var subfolders: [Subfolder] = []
    /// With `inside`: the place in `folders` of each named folder's record.
    var starts: [Int] = []
    /// Unless `whole`: the folders entered, as the file system tells them apart (none in
    /// memory), for the caller to check that the parts of one walk never met one folder twice.
    var identities: [FileIdentity] = []

    /// Notes what could not be walked at `path` (relative to the walked directory).
    mutating func report(_ path: String, _ reason: String) {
        problems.append(DirectoryWalk.Problem(path: path, reason: reason))
        neededCare = true
    }

    /// One entry of a folder, known to be a folder or not.
    struct Entry {
        var name: String
        var isDirectory: Bool
    }

    /// The walk of a file system that lists folders through `list`, which gives a folder's
    /// entries and whether all their names are ASCII, or throws what keeps it from being listed.
    /// Entries are ordered as their paths will be: a folder's name is followed by `/` in them, so
    /// `a-b` and `a.swift` come before the files in `a/`.
    static func gather(
        _ directory: String, as folder: String, suffix: String, into walk: inout FolderWalk,
        list: (String) throws -> (entries: [Entry], isASCII: Bool)
    ) {
        let suffixBytes = Array(suffix.utf8)
        func visit(_ absolute: String, _ relative: String, _ path: String, depth: Int) {
            let entries: [Entry], isASCII: Bool
            do { (entries, isASCII) = try list(absolute) } catch {
                walk.report(relative, "\(error)")
                return
            }
            if !isASCII { walk.isASCII = false }
            // Keyed once: folders with their `/`, files by name.
            var keyed = entries.filter { walk.includesHidden || !$0.name.hasPrefix(".") }
                .map { (key: $0.isDirectory ? $0.name + "/" : $0.name, entry: $0) }
            keyed.sort { Path.order($0.key, $1.key) < 0 }
            let record = walk.folders.count
            walk.folders.append(Folder(path: path, files: walk.files.count..<walk.files.count))
            for (_, entry) in keyed {
                if entry.isDirectory {
                    if depth == 0, case .top = walk.part {
                        walk.subfolders.append(Subfolder(name: entry.name, files: walk.files.count))
                        continue
                    }
                    visit(Path.join(absolute, entry.name), Path.join(relative, entry.name), Path.join(path, entry.name), depth: depth + 1)
                } else if isASCII ? entry.name.utf8.hasSuffix(suffixBytes) : entry.name.hasSuffix(suffix) {
                    walk.files.append(Path.join(path, entry.name))
                    if walk.wantsStamps { walk.stamps.append(nil) }
                }
            }
            walk.folders[record].files = walk.folders[record].files.lowerBound..<walk.files.count
        }
        guard case .inside(let names) = walk.part else { return visit(directory, "", folder, depth: 0) }
        for name in names {
            walk.starts.append(walk.folders.count)
            visit(Path.join(directory, name), name, Path.join(folder, name), depth: 1)
        }
    }
}

extension String.UTF8View {
    /// Whether the bytes end with `suffix`.
    fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[index(endIndex, offsetBy: -suffix.count)...].elementsEqual(suffix)
    }
}
