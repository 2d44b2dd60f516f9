@testable import FiaKit
import Testing

/// A target's folder, relative to the package: its `path:` (or `Sources/<name>`, `Tests/<name>`)
/// with `.`, `..` and empty components resolved as a path from the package's root, never above
/// it. `PackageManifest.Target.folder` and `ProjectSnapshot.folder(of:)` both answer it; the
/// expected folders are written out by hand.
struct TargetFolderTests {
    @Test(arguments: [
        (nil, "Sources/A"), ("Sources/DomainLayer", "Sources/DomainLayer"),
        ("Sources/FrameworkLayer/Network", "Sources/FrameworkLayer/Network"), ("Sources", "Sources"),
        ("", ""), (".", ""), ("..", ""), ("...", "..."), ("./Sources/A", "Sources/A"), ("Sources/./A", "Sources/A"),
        ("Sources/../A", "A"), ("../A", "A"), ("Sources/A/", "Sources/A"), ("Sources//A", "Sources/A"),
        ("/abs/A", "abs/A"), ("/", ""), ("a.", "a."), (".a", ".a"), ("a/..", ""), ("a/.", "a"), ("a/...", "a/..."),
        ("Sources/A/..b", "Sources/A/..b"), ("x/../../y", "y"), ("Ünïcode/Ä", "Ünïcode/Ä"),
    ] as [(String?, String)])
    func resolvesThePathFromThePackagesRoot(path: String?, folder: String) {
        for kind in [PackageManifest.Target.Kind.regular, .test] {
            let expected = path == nil && kind == .test ? "Tests/A" : folder
            let target = PackageManifest.Target(name: "A", kind: kind, dependencies: [], path: path)
            #expect(target.folder == expected, "path \(path ?? "nil"), \(kind)")
            #expect(ProjectSnapshot.folder(of: target) == expected, "path \(path ?? "nil"), \(kind)")
        }
    }
}
