@testable import FiaKit
import Testing

/// What `fia new` promises of the Xcode side it writes by default (`App/<Name>.xcodeproj`, its
/// schemes, the workspace and the apps' test plans), and the names and destinations it refuses.
/// The readers fia did not write check the same files in `XcodeReadersTests`.
struct XcodeProjectContractTests {
    private static let project = "App/Demo.xcodeproj/project.pbxproj"

    private func generated(_ options: String...) -> [String: String] {
        let fia = InMemoryFia()
        let result = fia.run(["new", "Demo"] + options)
        #expect(result.status == 0, "\(result.err)")
        return fia.tree("/work/Demo")
    }

    @Test func theProjectHasBothAppsAndTheirUITestsOnSynchronizedFolders() throws {
        let text = try #require(generated()[Self.project])
        let project = try XcodeProject(pbxproj: text)
        let targets = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
        #expect(targets.keys.sorted() == ["DevelopmentApp", "DevelopmentAppUITests", "ProductionApp", "ProductionAppUITests"])
        #expect(targets["DevelopmentApp"]?.productType == "com.apple.product-type.application")
        #expect(targets["DevelopmentAppUITests"]?.productType == "com.apple.product-type.bundle.ui-testing")
        #expect(targets["DevelopmentApp"]?.sourcePaths == ["Development", "Shared"])
        #expect(targets["ProductionApp"]?.sourcePaths == ["Production", "Shared"])
        #expect(targets["ProductionAppUITests"]?.sourcePaths == ["UITests"])
        // Each product comes from the package itself, one folder up from App/.
        #expect(targets.values.flatMap(\.packageProducts).allSatisfy { $0.package == ".." })
        #expect(text.contains("\tobjectVersion = 77;\n") && text.contains("preferredProjectObjectVersion = 77;"))
        for setting in [
            "MARKETING_VERSION = 1.0;", "CURRENT_PROJECT_VERSION = 1;", "GENERATE_INFOPLIST_FILE = YES;",
            "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;", "INFOPLIST_KEY_UILaunchScreen_Generation = YES;",
            "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;", "INFOPLIST_KEY_CFBundleDisplayName = \"Demo Dev\";",
            "INFOPLIST_KEY_CFBundleDisplayName = \"Demo\";", "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.Demo\";",
            "TEST_TARGET_NAME = DevelopmentApp;", "ENABLE_USER_SCRIPT_SANDBOXING = NO;", "name = \"fia doctor\";",
            // Today's Xcode (27.1) and its iOS App template's project settings: no "Update to
            // recommended settings" on opening.
            "LastUpgradeCheck = 2710;", "LastSwiftUpdateCheck = 2710;", "ENABLE_USER_SCRIPT_SANDBOXING = YES;",
            "STRING_CATALOG_GENERATE_SYMBOLS = YES;", "LOCALIZATION_PREFERS_STRING_CATALOGS = YES;",
            "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;", "ENABLE_STRICT_OBJC_MSGSEND = YES;",
        ] {
            #expect(text.contains(setting), "missing \(setting)")
        }
        for scheme in ["DevelopmentApp", "ProductionApp"] {
            #expect(generated()["App/Demo.xcodeproj/xcshareddata/xcschemes/\(scheme).xcscheme"]?.contains("LastUpgradeVersion = \"2710\"") == true)
        }
    }

    /// The targets' ids are the ones XcodeGen gives them (its reference output for Demo), so the
    /// test plans name the same targets in both forms; the apps' schemes and plans use them.
    @Test func targetIDsAreXcodeGensAndThePlansAndSchemesUseThem() throws {
        let ids = [
            "DevelopmentApp": "98DD288C2F3878542E0C1318", "ProductionApp": "7E7F992031608CFD960A809F",
            "DevelopmentAppUITests": "896E47A64BC1A4965FBCE03D", "ProductionAppUITests": "D8A96D1CFFBAB5AAF3D16194",
        ]
        for (target, id) in ids {
            #expect(NewCommand.xcodeGenTargetID(target, project: "Demo") == id)
        }
        let tree = generated()
        for (target, id) in ids {
            #expect(tree[Self.project]?.contains("\t\t\(id) /* \(target) */ = {\n\t\t\tisa = PBXNativeTarget;") == true, "\(target)")
        }
        #expect(tree["TestPlans/DevelopmentApp.xctestplan"]?.contains("\"identifier\" : \"896E47A64BC1A4965FBCE03D\",\n        \"name\" : \"DevelopmentAppUITests\"") == true)
        #expect(tree["TestPlans/ProductionApp.xctestplan"]?.contains("\"identifier\" : \"D8A96D1CFFBAB5AAF3D16194\",\n        \"name\" : \"ProductionAppUITests\"") == true)
        let scheme = try #require(tree["App/Demo.xcodeproj/xcshareddata/xcschemes/ProductionApp.xcscheme"])
        #expect(scheme.contains("BlueprintIdentifier = \"7E7F992031608CFD960A809F\""))
        #expect(scheme.contains("reference = \"container:../TestPlans/ProductionApp.xctestplan\""))
        #expect(tree["Demo.xcworkspace/contents.xcworkspacedata"]?.contains("location = \"group:App/Demo.xcodeproj\"") == true)
        // Another name, other ids: XcodeGen hashes the project's name in.
        #expect(NewCommand.xcodeGenTargetID("DevelopmentApp", project: "Shop") != ids["DevelopmentApp"])
    }

    /// Xcode writes each section's objects, and each dictionary's keys, in sorted order; a file in
    /// any other order is rewritten on Xcode's first save. The app targets' ids depend on the
    /// project's name, so several names put them in different orders.
    @Test(arguments: ["Demo", "Shop", "Zoo", "Atlas"])
    func everySectionIsInTheOrderXcodeWritesIt(name: String) throws {
        let fia = InMemoryFia()
        #expect(fia.run("new", name).status == 0)
        let text = try #require(fia.tree("/work/\(name)")["App/\(name).xcodeproj/project.pbxproj"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var section: String?
        var ids: [String: [String]] = [:]
        for line in lines {
            if line.hasPrefix("/* Begin ") { section = line; continue }
            if line.hasPrefix("/* End ") { section = nil; continue }
            // An object starts at two tabs: its 24-hex-digit id.
            if let section, line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"), line.contains(" = {"), let id = line.dropFirst(2).split(separator: " ").first {
                ids[section, default: []].append(String(id))
            }
        }
        #expect(ids.count == 16, "\(ids.keys.sorted())")
        for (section, list) in ids {
            #expect(list.allSatisfy { $0.count == 24 } && list == list.sorted(), "\(section): \(list)")
        }
        // Each configuration's build settings, one per line at four tabs.
        var settings: [String]?
        var configurations = 0
        for line in lines {
            if line == "\t\t\tbuildSettings = {" { settings = []; continue }
            guard let keys = settings else { continue }
            if line == "\t\t\t};" {
                #expect(keys == keys.sorted(), "\(keys)")
                configurations += 1
                settings = nil
            } else if line.hasPrefix("\t\t\t\t"), !line.hasPrefix("\t\t\t\t\t"), line.contains(" = "), let key = line.dropFirst(4).split(separator: " ").first {
                settings?.append(String(key))
            }
        }
        #expect(configurations == 10)
        let attributes = try #require(text.range(of: "TargetAttributes = {\n"))
        let keys = text[attributes.upperBound...].split(separator: "\n").prefix(6).filter { $0.hasSuffix(" = {") }.map { String($0.drop(while: { $0 == "\t" }).prefix(24)) }
        #expect(keys.count == 2 && keys == keys.sorted(), "\(keys)")
    }

    @Test func theSameInputGivesTheSameBytes() {
        #expect(generated() == generated())
        #expect(generated("--xcodegen") == generated("--xcodegen"))
    }

    /// RFC 1321's test suite, and lengths around the padding's edge (55, 56, 64 bytes).
    @Test(arguments: [
        ("", "D41D8CD98F00B204E9800998ECF8427E"), ("a", "0CC175B9C0F1B6A831C399E269772661"),
        ("abc", "900150983CD24FB0D6963F7D28E17F72"), ("message digest", "F96B697D7CB7938D525A2F31AAF161D0"),
        ("abcdefghijklmnopqrstuvwxyz", "C3FCD3D76192E4007DFB496CCA67E13B"),
        (String(repeating: "1234567890", count: 8), "57EDF4A22BE3C955AC49DA2E2107B67A"),
        (String(repeating: "A", count: 55), "E38A93FFE074A99B3FED47DFBE37DB21"),
        (String(repeating: "A", count: 56), "A2F3E2024931BD470555002AA5CCC010"),
        (String(repeating: "A", count: 64), "D289A97565BC2D27AC8B8545A5DDBA45"),
    ])
    func md5MatchesTheReference(text: String, digest: String) {
        #expect(MD5.uppercaseHex(text) == digest)
    }

    /// A name Xcode would show as two schemes (the package's, named after the project, and a
    /// target's), in any case: exit 64, nothing written.
    @Test(arguments: ["DevelopmentApp", "productionAppUITests", "DomainLayer", "presentation-layer-tests"])
    func aNameXcodeCannotUseIsRefused(name: String) {
        let fia = InMemoryFia()
        let result = fia.run("new", name)
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("error: '"), "\(result.err)")
        #expect(result.err.contains("cannot name the project: Xcode would show two schemes named"), "\(result.err)")
        #expect(fia.tree("/work").isEmpty)
    }

    /// A name one letter away from a target's is no clash.
    @Test(arguments: ["DevelopmentApq", "DomainLayers", "DomainLaye"])
    func aNameCloseToATargetsIsAccepted(name: String) {
        #expect(InMemoryFia().run("new", name).status == 0)
    }

    /// A non-empty destination is refused as ever, and `--force` never gives a project a second
    /// description of its apps (an Xcode project beside an XcodeGen spec, or the other way round).
    @Test(arguments: [([], ["--xcodegen"], "App/Demo.xcodeproj"), (["--xcodegen"], [], "App/project.yml")])
    func theOtherFormIsRefusedEvenWithForce(first: [String], second: [String], found: String) {
        let fia = InMemoryFia()
        #expect(fia.run(["new", "Demo"] + first).status == 0)
        let before = fia.fileSystem.files
        let notEmpty = fia.run(["new", "Demo"] + second)
        #expect(notEmpty.status == 1 && notEmpty.err.hasPrefix("error: 'Demo' already exists and is not empty"), "\(notEmpty.err)")
        let forced = fia.run(["new", "Demo", "--force"] + second)
        #expect(forced.status == 1)
        #expect(forced.err.hasPrefix("error: 'Demo' already describes its apps with '\(found)'"), "\(forced.err)")
        #expect(fia.fileSystem.files == before)
    }
}
