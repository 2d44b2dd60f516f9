@testable import FiaKit
import Testing

/// Xcode's rule for `container:` paths, on the cases its evidence shows (see `SchemeContainer`).
struct SchemeContainerTests {
    @Test(arguments: [
        // A scheme's file, and the container whose paths its plans' entries start from.
        (".swiftpm/xcode/xcshareddata/xcschemes/Demo.xcscheme", SchemeContainer.Kind.package, "", ""),
        ("App/Demo.xcodeproj/xcshareddata/xcschemes/DevelopmentApp.xcscheme", .project, "App/Demo.xcodeproj", "App"),
        ("Demo.xcodeproj/xcshareddata/xcschemes/Demo.xcscheme", .project, "Demo.xcodeproj", ""),
        ("../Development/Development.xcodeproj/xcshareddata/xcschemes/Development.xcscheme", .project, "../Development/Development.xcodeproj", "../Development"),
        ("Demo.xcworkspace/xcshareddata/xcschemes/All.xcscheme", .workspace, "Demo.xcworkspace", ""),
        ("Modules/Kit/.swiftpm/xcode/xcshareddata/xcschemes/Kit.xcscheme", .package, "Modules/Kit", "Modules/Kit"),
    ])
    func aSchemesContainerIsWhatHoldsIt(file: String, kind: SchemeContainer.Kind, path: String, folder: String) throws {
        let container = try #require(SchemeContainer.holding(schemeFile: file))
        #expect(container.kind == kind && container.path == path && container.folder == folder)
    }

    @Test(arguments: [
        // From App/Demo.xcodeproj's scheme: a bare `container:` is the project itself (tuist PR 10290),
        // relative paths start at App/ (tuist PR 7460; readium's `container:..` for the package).
        ("container:", "App/Demo.xcodeproj"),
        ("container:Demo.xcodeproj", "App/Demo.xcodeproj"),
        ("container:..", ""),
        ("container:App/Demo.xcodeproj", "App/App/Demo.xcodeproj"),
        ("container:../Staging/Staging.xcodeproj", "Staging/Staging.xcodeproj"),
        ("container:../..", ".."),
    ])
    func pathsResolveFromTheProjectsFolder(containerPath: String, resolved: String) {
        #expect(SchemeContainer(kind: .project, path: "App/Demo.xcodeproj").resolve(containerPath) == resolved)
    }

    @Test func pathsResolveFromThePackageRoot() {
        let package = SchemeContainer(kind: .package, path: "")
        #expect(package.resolve("container:") == "")
        #expect(package.resolve("container:App/Demo.xcodeproj") == "App/Demo.xcodeproj")
        #expect(package.resolve("absolute:/tmp/X.xcodeproj") == nil)
    }

    @Test func theContainerPathToWriteIsXcodes() {
        let project = SchemeContainer(kind: .project, path: "App/Demo.xcodeproj")
        #expect(project.containerPath(to: "") == "container:..")
        #expect(project.containerPath(to: "App/Demo.xcodeproj") == "container:Demo.xcodeproj")
        #expect(project.containerPath(to: "Staging/Staging.xcodeproj") == "container:../Staging/Staging.xcodeproj")
        #expect(SchemeContainer(kind: .package, path: "").containerPath(to: "") == "container:")
        #expect(SchemeContainer(kind: .package, path: "").containerPath(to: "App/Demo.xcodeproj") == "container:App/Demo.xcodeproj")
    }
}
