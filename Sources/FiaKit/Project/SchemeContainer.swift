/// The container of a scheme — the package, Xcode project or workspace it belongs to — and
/// Xcode's rule for the `container:` paths the scheme and the test plans it runs name.
///
/// Xcode resolves a scheme's `TestPlanReference` and each `containerPath` of a plan that scheme
/// runs against the scheme's container: relative paths start at the folder holding it (the
/// `.xcodeproj`'s or `.xcworkspace`'s folder, the package's root), and a bare `container:` is the
/// container itself. Evidence: tuist PR 7460 ("`container:App.xcodeproj` is a path to the
/// xcodeproj based on the test plan's Xcode project path"), tuist PR 10290 (a bare `container:` is
/// "the same project as the scheme"), and plans Xcode wrote: swift-composable-architecture's
/// `Examples/SyncUps/SyncUps.xctestplan` (`container:SyncUps.xcodeproj`), readium swift-toolkit's
/// `TestApp.xctestplan` (`container:..` for the package's tests from a project's scheme), the FIA
/// practical sample's `TestPlans/UITestPlan.xctestplan` (`container:../Staging/Staging.xcodeproj`
/// from `Development/Development.xcodeproj`'s scheme).
public struct SchemeContainer: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case package, project, workspace
    }

    public var kind: Kind
    /// The container, relative to the package fia reads: `""` for the package itself,
    /// `App/Demo.xcodeproj`, `../Demo.xcworkspace`.
    public var path: String

    public init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    /// The folder its relative `container:` paths start from, relative to the package.
    public var folder: String {
        kind == .package ? path : Self.parent(path)
    }

    /// The container of the scheme file `file` (relative to the package): the `.xcodeproj` or
    /// `.xcworkspace` holding it, or the package whose `.swiftpm` holds it.
    public static func holding(schemeFile file: String) -> SchemeContainer? {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            let path = parts[..<index].joined(separator: "/")
            if part == ".swiftpm" { return SchemeContainer(kind: .package, path: path) }
            if part.hasSuffix(".xcodeproj") { return SchemeContainer(kind: .project, path: path.isEmpty ? String(part) : path + "/" + part) }
            if part.hasSuffix(".xcworkspace") { return SchemeContainer(kind: .workspace, path: path.isEmpty ? String(part) : path + "/" + part) }
        }
        return nil
    }

    /// Where `containerPath` (`container:…`) leads from this container, relative to the package
    /// (`..` where it leaves it); `nil` for another form (`absolute:`, `group:`).
    public func resolve(_ containerPath: String) -> String? {
        guard containerPath.hasPrefix(Self.prefix) else { return nil }
        let relative = containerPath.dropFirst(Self.prefix.count)
        if relative.isEmpty { return path }
        if relative.hasPrefix("/") { return Self.normalize(String(relative)) }
        return Self.normalize(folder.isEmpty ? String(relative) : folder + "/" + relative)
    }

    /// The `containerPath` that names `target` (relative to the package) from this container, as
    /// Xcode writes it: `container:` for a package's own, `container:Demo.xcodeproj` for a project
    /// from its own scheme, `container:..` for the package from `App/Demo.xcodeproj`.
    public func containerPath(to target: String) -> String {
        let target = Self.normalize(target)
        if kind == .package && target == Self.normalize(path) { return Self.prefix }
        let from = Self.components(folder), to = Self.components(target)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return Self.prefix + (parts.isEmpty ? "." : parts.joined(separator: "/"))
    }

    static let prefix = "container:"

    /// A relative path with `.` and `..` resolved as text (a leading `..` is kept): the containers'
    /// paths are compared as Xcode joins them, before any file is looked at.
    static func normalize(_ path: String) -> String {
        var parts: [String] = []
        for part in components(path) {
            if part == ".." && !parts.isEmpty && parts.last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    private static func parent(_ path: String) -> String {
        let parts = components(path)
        return parts.dropLast().joined(separator: "/")
    }
}
