@testable import FiaKit
import Testing

/// `add feature`'s SwiftUI view and `AppScreen` entry, and the two ways to opt out.
struct FeatureViewTests {
    static let features = [
        ["add", "feature", "Settings"],
        ["add", "feature", "Profile", "--uses", "Settings"],
        ["add", "feature", "LicenseList", "--driver", "License", "--entity", "License"],
    ]
    static let appScreen = "Sources/PresentationLayer/AppScreen.swift"

    /// `fia new Demo <newOptions>` and the three features, each with `featureOptions`.
    private func project(newOptions: [String] = [], featureOptions: [String] = []) -> InMemoryFia {
        var fia = InMemoryFia()
        #expect(fia.run(["new", "Demo"] + newOptions).status == 0)
        fia.currentDirectory = "/work/Demo"
        for arguments in Self.features {
            let result = fia.run(arguments + featureOptions)
            #expect(result.status == 0, "\(arguments): \(result.err)")
        }
        return fia
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func everyFeatureHasAViewWithPreviewsAndOneScreenCase() throws {
        let fia = project()
        let tree = fia.tree("/work/Demo")
        let screens = try #require(tree[Self.appScreen])
        for (feature, screen) in [("Settings", "settings"), ("Profile", "profile"), ("LicenseList", "licenseList")] {
            let view = try #require(tree["Sources/PresentationLayer/\(feature)/\(feature)View.swift"])
            #expect(view.hasPrefix("#if canImport(SwiftUI)\n") && view.hasSuffix("#endif\n"))
            #expect(view.contains("public struct \(feature)View<Dependency: \(feature)PresenterDependency>: View {"))
            #expect(view.contains("@State private var presenter: \(feature)Presenter<Dependency>"))
            for preview in ["#Preview(\"Loaded\")", "#Preview(\"Empty\")", "#Preview(\"Failing\")"] {
                #expect(occurrences(of: preview, in: view) == 1, "\(feature): \(preview)")
            }
            #expect(occurrences(of: "    case \(screen)\n", in: screens) == 1)
            #expect(occurrences(of: "case .\(screen):\n            AnyView(\(feature)View(dependency: container))\n", in: screens) == 1)
        }
        #expect(occurrences(of: "MockDIContainer()", in: tree["Sources/PresentationLayer/Settings/SettingsView.swift"] ?? "") == 3)
        #expect(tree["App/Shared/RootView.swift"]?.contains("List(AppScreen.allCases, id: \\.self)") == true)
    }

    @Test func forceReRunsChangeNothing() {
        let fia = project()
        let before = fia.fileSystem.files
        for arguments in Self.features {
            let result = fia.run(arguments + ["--force"])
            #expect(result.status == 0, "\(arguments): \(result.err)")
            #expect(result.out.contains(" identical  \(Self.appScreen)\n"))
            // Nothing of the Xcode side is edited: its schemes run the test plans.
            #expect(!result.out.contains("App/Demo.xcodeproj"))
        }
        #expect(fia.fileSystem.files == before)
    }

    /// `--no-view` and `"views": false` render the same View-less feature, and no screen entry.
    @Test func noViewAndTheConfigKeyRenderTheViewlessFeature() throws {
        let withViews = project().tree("/work/Demo")
        let flag = project(featureOptions: ["--no-view"]).tree("/work/Demo")
        let config = project(newOptions: ["--no-views"]).tree("/work/Demo")

        #expect(config[".fia/config.json"] == "{\n  \"views\": false\n}\n")
        #expect(config[Self.appScreen] == nil)
        #expect(config["App/Shared/RootView.swift"]?.contains("ContentUnavailableView(") == true)
        let fresh = InMemoryFia()
        fresh.run("new", "Demo")
        #expect(flag[Self.appScreen] == fresh.tree("/work/Demo")[Self.appScreen])
        #expect(flag[Self.appScreen]?.contains("    case ") == false)
        #expect(!flag.keys.contains { $0.hasSuffix("View.swift") && !$0.hasPrefix("App/") })

        // Both opt-outs give the same feature files; the views project has exactly those plus the views.
        let projectFiles: Set<String> = [
            ".fia/config.json", Self.appScreen, "App/Shared/RootView.swift", "README.md",
            // The UI tests walk AppScreen, which only views have: they link PresentationLayer for it.
            "App/UITests/ScreensUITests.swift", "App/Demo.xcodeproj/project.pbxproj",
        ]
        #expect(flag.filter { !projectFiles.contains($0.key) } == config.filter { !projectFiles.contains($0.key) })
        let views = Set(withViews.keys).subtracting(flag.keys)
        #expect(views == ["Sources/PresentationLayer/Settings/SettingsView.swift",
                          "Sources/PresentationLayer/Profile/ProfileView.swift",
                          "Sources/PresentationLayer/LicenseList/LicenseListView.swift"])
        #expect(withViews.filter { !views.contains($0.key) && $0.key != Self.appScreen } == flag.filter { $0.key != Self.appScreen })
    }

    @Test func aMalformedConfigStopsAddFeatureWithNothingWritten() throws {
        var fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.currentDirectory = "/work/Demo"
        try fia.fileSystem.write([("/work/Demo/.fia/config.json", "{\"views\": 0}\n")])
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: cannot read '.fia/config.json': the project config's 'views' must be true or false; nothing was written\n"))
        #expect(fia.fileSystem.files == before)
    }

    @Test func aNameThatWouldHideSwiftUIIsRefusedOnlyWithViews() {
        var fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.currentDirectory = "/work/Demo"
        let before = fia.fileSystem.files
        let refused = fia.run("add", "feature", "List")
        #expect(refused.status == 64)
        #expect(refused.err.hasPrefix("error: 'List' cannot name a new type: it would hide the 'List' the blueprints use, which the generated code uses"))
        #expect(fia.fileSystem.files == before)
        #expect(fia.run("add", "feature", "Progress").err.contains("it would hide the 'ProgressView' the blueprints use"))
        #expect(fia.run("add", "feature", "List", "--no-view").status == 0)
    }

    @Test func aKeywordFeatureGetsABacktickedCase() {
        var fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.currentDirectory = "/work/Demo"
        #expect(fia.run("add", "feature", "Default").status == 0)
        let screens = fia.fileSystem.files["/work/Demo/" + Self.appScreen] ?? ""
        #expect(screens.contains("    case `default`\n"))
        #expect(screens.contains("        case .`default`:\n            AnyView(DefaultView(dependency: container))\n"))
    }
}
