import Foundation
import Testing

#if os(macOS)
private let standInApplies = false
#else
private let standInApplies = true
#endif

/// The generated SwiftUI (views, previews, app files) typechecks against a SwiftUI stand-in that
/// declares Apple's documented signatures, and the check fails on a misspelt name or a wrong
/// argument type. On macOS the real SwiftUI is there, and the stand-in would clash with it.
@Suite(.serialized, .enabled(if: standInApplies, "macOS has the real SwiftUI; build the apps with Xcode there"))
struct SwiftUITypecheckTests {
    /// `fia new Demo` and three features, as in the golden file.
    private func generateProject(in directory: TemporaryDirectory) throws -> String {
        for arguments in [
            ["new", "Demo"],
            ["add", "feature", "Settings", "--project", "Demo"],
            ["add", "feature", "Profile", "--uses", "Settings", "--project", "Demo"],
            ["add", "feature", "LicenseList", "--driver", "License", "--entity", "License", "--project", "Demo"],
        ] {
            let result = try Shell.fia(arguments, in: directory.path)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return directory.path + "/Demo"
    }

    /// A fresh project (an `AppScreen` with no case), and one without views (its UI test only
    /// waits for the root screen).
    @Test(arguments: [[], ["--no-views"]])
    func freshProjectTypechecks(options: [String]) throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"] + options, in: directory.path).status == 0)
        let result = try SwiftUITypecheck(project: directory.path + "/Demo").run()
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func viewsPreviewsAndAppsTypecheck() throws {
        let directory = try TemporaryDirectory()
        let project = try generateProject(in: directory)
        // A renamed feature's view and screen case (a keyword: `` `default` ``) typecheck too.
        let rename = try Shell.fia(["rename", "feature", "LicenseList", "Default"], in: project)
        #expect(rename.status == 0, "\(rename.stderr)")
        let screens = try String(contentsOfFile: project + "/Sources/PresentationLayer/AppScreen.swift", encoding: .utf8)
        #expect(screens.contains("case .`default`:\n            AnyView(DefaultView(dependency: container))"), "\(screens)")
        let check = try SwiftUITypecheck(project: project)
        let view = try String(contentsOfFile: check.work.path + "/Sources/PresentationLayer/Settings/SettingsView.swift", encoding: .utf8)
        #expect(!view.contains("#Preview"))
        #expect(view.components(separatedBy: "previewMacroStandIn(").count - 1 == 3)
        let result = try check.run()
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// The feature-module layout: each feature's view and previews compile in its own module, on its
    /// `Mock<Name>Dependency` alone; the composition's `AppScreen` imports them all; the apps and UI
    /// tests typecheck as in the default layout. A view that reaches for the composition's
    /// `MockDIContainer` does not compile in its module.
    @Test func featureModulesTypecheck() throws {
        let directory = try TemporaryDirectory()
        for arguments in [
            ["new", "Demo", "--feature-modules"],
            ["add", "feature", "Settings", "--project", "Demo"],
            ["add", "feature", "Profile", "--uses", "Settings", "--project", "Demo"],
            ["add", "usecase", "Checkout", "--uses", "Settings", "--project", "Demo"],
            ["add", "feature", "Cart", "--usecase", "Checkout", "--project", "Demo"],
        ] {
            let result = try Shell.fia(arguments, in: directory.path)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let project = directory.path + "/Demo"
        let result = try SwiftUITypecheck(project: project).run()
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        try replace("ProfileView(dependency: MockProfileDependency())", with: "ProfileView(dependency: MockDIContainer())",
                    in: project + "/Sources/Features/Profile/ProfileView.swift")
        let planted = try SwiftUITypecheck(project: project).run()
        #expect(planted.status != 0)
        #expect((planted.stdout + planted.stderr).contains("cannot find 'MockDIContainer' in scope"), "\(planted.stderr)")
    }

    /// One mistake per run (a compiler that fails in one file may not report the others): a
    /// misspelt SwiftUI name in a view and in an app file, a wrong argument type in a view and in a
    /// preview, and mistakes in the UI tests.
    @Test(arguments: [
        ("Sources/PresentationLayer/Settings/SettingsView.swift", "ProgressView()", "ProgresView()", "error: cannot find 'ProgresView' in scope"),
        ("App/Shared/RootView.swift", "NavigationStack {", "NavigationStak {", "error: cannot find 'NavigationStak' in scope"),
        ("Sources/PresentationLayer/Settings/SettingsView.swift", "systemImage: \"tray\"", "systemImage: 3",
         "error: cannot convert value of type 'Int' to expected argument type 'String'"),
        ("Sources/PresentationLayer/Profile/ProfileView.swift", "#Preview(\"Empty\")", "#Preview(42)",
         "error: cannot convert value of type 'Int' to expected argument type 'String'"),
        // The UI tests: a misspelt XCUIElement method, a wrong argument type, and a test method that
        // is not on the main actor, where Xcode 16's XCUIApplication is.
        ("App/UITests/ScreensUITests.swift", "row.tap()", "row.tapp()", "error: value of type 'XCUIElement' has no member 'tapp'"),
        ("App/UITests/ScreensUITests.swift", "back.waitForExistence(timeout: 10)", "back.waitForExistence(timeout: \"10\")",
         "error: cannot convert value of type 'String' to expected argument type 'TimeInterval'"),
        ("App/UITests/ScreensUITests.swift", "    @MainActor\n    func testEveryScreenOpens", "    func testEveryScreenOpens", "main actor-isolated"),
    ])
    func aMistakeFailsTheTypecheck(file: String, original: String, mistake: String, diagnostic: String) throws {
        let directory = try TemporaryDirectory()
        let project = try generateProject(in: directory)
        try replace(original, with: mistake, in: project + "/" + file)
        let result = try SwiftUITypecheck(project: project).run()
        let lines = (result.stdout + result.stderr).split(separator: "\n")
        #expect(result.status != 0)
        #expect(lines.contains { $0.contains((file as NSString).lastPathComponent) && $0.contains(diagnostic) }, "no '\(diagnostic)':\n\(result.stderr)")
    }

    private func replace(_ old: String, with new: String, in path: String) throws {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        #expect(source.contains(old), "'\(path)' has no '\(old)'")
        try source.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
