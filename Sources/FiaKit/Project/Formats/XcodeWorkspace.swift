/// What fia reads of an `.xcworkspace`'s `contents.xcworkspacedata`: the projects and folders it
/// lists (`<FileRef location = "group:Development/Development.xcodeproj">`), nested groups resolved.
public struct XcodeWorkspace: Equatable, Sendable {
    /// Every referenced path, relative to the folder holding the `.xcworkspace`, in file order.
    public var references: [String]

    /// Nesting bound: Xcode nests a few groups. Each level keeps its path, longer than its parent's,
    /// so thousands of levels (a 700 KB file) took gigabytes; references in more groups are not read.
    static let maximumDepth = 64

    public init(contents text: String) {
        var groups: [String] = [""]
        var references: [String] = []
        for tag in XMLTag.scan(text) {
            let isTooDeep = groups.count - 1 > Self.maximumDepth
            switch (tag.name, tag.kind) {
            case ("Group", .open):
                let parent = groups.last ?? ""
                groups.append(isTooDeep ? parent : Self.resolve(tag.attributes["location"], in: parent) ?? parent)
            case ("Group", .close):
                if groups.count > 1 { groups.removeLast() }
            case ("FileRef", _), ("Group", .selfClosing):
                if !isTooDeep, let path = Self.resolve(tag.attributes["location"], in: groups.last ?? "") { references.append(path) }
            default:
                break
            }
        }
        self.references = references
    }

    /// `group:X` (relative to the enclosing group), `container:X` (to the workspace's folder);
    /// `absolute:` and `self:` are not followed.
    private static func resolve(_ location: String?, in group: String) -> String? {
        guard let location, let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return path.isEmpty ? group : Path.join(group, path)
        case "container": return path
        default: return nil
        }
    }
}
