@testable import FiaKit
import Testing

/// `PackageManifest.Target.folder`, which skips normalising a clean path, answers what
/// `ProjectSnapshot.folder(of:)` answers, for clean paths and for every kind of unclean one.
struct TargetFolderTests {
    @Test(arguments: [
        nil, "Sources/DomainLayer", "Sources/FrameworkLayer/Network", "Sources", "", ".", "..", "...",
        "./Sources/A", "Sources/./A", "Sources/../A", "../A", "Sources/A/", "Sources//A", "/abs/A",
        "/", "a.", ".a", "a/..", "a/.", "a/...", "Sources/A/..b", "x/../../y", "Ünïcode/Ä",
    ] as [String?])
    func answersWhatNormalisingAnswers(path: String?) {
        for kind in [PackageManifest.Target.Kind.regular, .test] {
            let target = PackageManifest.Target(name: "A", kind: kind, dependencies: [], path: path)
            #expect(target.folder == ProjectSnapshot.folder(of: target), "path \(path ?? "nil"), \(kind)")
        }
    }
}
