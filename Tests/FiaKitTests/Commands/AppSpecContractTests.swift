@testable import FiaKit
import Testing

/// What `fia new --xcodegen` promises of `App/project.yml`, so that XcodeGen makes two apps that install,
/// have shared schemes with test actions, and keep every name a string.
struct AppSpecContractTests {
    private func spec(_ arguments: String...) throws -> String {
        let fia = InMemoryFia()
        let result = fia.run(["new"] + arguments + ["--xcodegen"])
        #expect(result.status == 0, "\(result.err)")
        return try #require(fia.tree("/work/" + arguments[0])["App/project.yml"])
    }

    @Test func bothAppsHaveASchemeThatRunsItsTestPlan() throws {
        let yaml = try spec("Demo")
        for app in ["DevelopmentApp", "ProductionApp"] {
            #expect(yaml.contains("""
                  \(app):
                    build:
                      targets:
                        \(app): "all"
                    run:
                      config: "Debug"
                    test:
                      config: "Debug"
                      testPlans:
                        - path: "../TestPlans/\(app).xctestplan"
                          defaultPlan: true
                    archive:
                      config: "Release"
                """), "\(app)'s scheme")
        }
        // Each app has a UI-test target on App/UITests, which depends on the app.
        for (tests, app) in [("DevelopmentAppUITests", "DevelopmentApp"), ("ProductionAppUITests", "ProductionApp")] {
            #expect(yaml.contains("""
                  \(tests):
                    type: "bundle.ui-testing"
                    platform: "iOS"
                    sources:
                      - path: "UITests"
                        type: "syncedFolder"
                """), "\(tests)")
            #expect(yaml.contains("      - target: \"\(app)\"\n"))
        }
    }

    @Test func theAppsInstallWithVersionsScenesOrientationsIconAndNames() throws {
        let yaml = try spec("Demo")
        for setting in [
            "MARKETING_VERSION: \"1.0\"", "CURRENT_PROJECT_VERSION: \"1\"", "GENERATE_INFOPLIST_FILE: \"YES\"",
            "INFOPLIST_KEY_UIApplicationSceneManifest_Generation: \"YES\"", "INFOPLIST_KEY_UILaunchScreen_Generation: \"YES\"",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone: \"UIInterfaceOrientationPortrait ",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad: \"UIInterfaceOrientationPortrait ",
            "ASSETCATALOG_COMPILER_APPICON_NAME: \"AppIcon\"",
            "INFOPLIST_KEY_CFBundleDisplayName: \"Demo Dev\"", "INFOPLIST_KEY_CFBundleDisplayName: \"Demo\"",
        ] {
            #expect(yaml.contains(setting), "missing \(setting)")
        }
        // The icon the setting names exists, in a catalog both apps compile (App/Shared).
        let fia = InMemoryFia()
        fia.run("new", "Demo")
        #expect(fia.tree("/work/Demo")["App/Shared/Assets.xcassets/AppIcon.appiconset/Contents.json"]?.contains("\"size\" : \"1024x1024\"") == true)
        #expect(yaml.contains("      - path: \"Shared\"\n        type: \"syncedFolder\"\n"))
    }

    /// What makes XcodeGen's project the one fia writes without `--xcodegen` (README compares the
    /// two): today's Xcode, synchronized folders for every app folder, the package left to the
    /// workspace, and the project settings of Xcode's template that XcodeGen's presets lack.
    @Test func xcodeGenWritesTheProjectFiaWritesWithoutIt() throws {
        let yaml = try spec("Demo")
        #expect(yaml.contains("options:\n  bundleIdPrefix: \"com.example\"\n"))
        #expect(yaml.contains("\n  xcodeVersion: \"27.1\"\n"))
        #expect(yaml.contains("packages:\n  \"Demo\":\n    path: \"..\"\n    excludeFromProject: true\n"))
        // Each target's `sources:` list: the lines below it indented deeper than the key.
        let lists = yaml.components(separatedBy: "\n    sources:\n").dropFirst().map { $0.split(separator: "\n").prefix { $0.hasPrefix("      ") } }
        #expect(lists.count == 4)
        for list in lists {
            let entries = list.filter { $0.hasPrefix("      - ") }
            #expect(!entries.isEmpty && entries.allSatisfy { $0.hasPrefix("      - path: \"") }, "\(list)")
            #expect(list.filter { $0 == "        type: \"syncedFolder\"" }.count == entries.count, "\(list)")
        }
        for setting in [
            "ENABLE_USER_SCRIPT_SANDBOXING: \"YES\"", "STRING_CATALOG_GENERATE_SYMBOLS: \"YES\"",
            "LOCALIZATION_PREFERS_STRING_CATALOGS: \"YES\"", "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: \"YES\"",
        ] {
            #expect(yaml.contains("\n    \(setting)\n"), "missing \(setting)")
        }
        // The apps' fia doctor phase reads the whole project: the sandbox is off for them alone.
        #expect(yaml.components(separatedBy: "\n        ENABLE_USER_SCRIPT_SANDBOXING: \"NO\"\n").count == 3)
    }

    /// YAML reads `Null`, `Yes`, `True`, `1.0` unquoted as null, booleans and numbers. Only the
    /// values meant as booleans and the build phase's `script: |` block stay unquoted.
    @Test(arguments: [("Null", "yes.no"), ("Yes", "on.2e3"), ("True", "null.off")])
    func everyScalarIsQuoted(name: String, prefix: String) throws {
        let yaml = try spec(name, "--bundle-id-prefix", prefix)
        let lines = yaml.split(separator: "\n").filter { !$0.trimmingSpaces.hasPrefix("#") }
        var blockIndent: Int?
        var blocks = 0
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            if let block = blockIndent, indent > block { continue }
            blockIndent = nil
            let content = line.trimmingSpaces.hasPrefix("- ") ? line.trimmingSpaces.dropFirst(2) : Substring(line.trimmingSpaces)
            if content.hasSuffix(": |") {
                blockIndent = indent
                blocks += 1
                continue
            }
            if content.hasSuffix(": false") || content.hasSuffix(": true") { continue }
            guard let colon = content.range(of: ": ") else {
                // A key opening a mapping (`targets:`), or a plain list item.
                #expect(content.hasSuffix(":") || content.hasPrefix("\""), "unquoted: \(line)")
                continue
            }
            #expect(content[colon.upperBound...].hasPrefix("\""), "unquoted value: \(line)")
            let key = content[..<colon.lowerBound]
            #expect(key.first != "\"" || key == "\"\(name)\"", "odd key: \(line)")
        }
        #expect(blocks == 2, "the two apps' build phase scripts")
        #expect(yaml.contains("name: \"\(name)\"\n"))
        #expect(yaml.contains("  \"\(name)\":\n    path: \"..\"\n"))
        #expect(yaml.contains("bundleIdPrefix: \"\(prefix)\""))
    }
}
