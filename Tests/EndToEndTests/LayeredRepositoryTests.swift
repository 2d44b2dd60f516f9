import Foundation
import Testing

/// fia on layered apps in the shapes teams have them, read from the repository's root: their
/// local packages as one project, roles from the names they use, feature modules. For each
/// fixture: doctor's exact findings from the root and from inside a package (the same), what
/// `fia init` writes there, doctor passing after it, and a violation planted after init failing it.
@Suite
struct LayeredRepositoryTests {
    /// The fixture copied into a fresh temporary directory as a repository (with a `.git`).
    private func repository(_ name: String) throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: RepositoryPackagesTests.fixtures + "/" + name, toPath: directory.path + "/repo")
        try FileManager.default.createDirectory(atPath: directory.path + "/repo/.git", withIntermediateDirectories: true)
        return (directory, directory.path + "/repo")
    }

    /// Doctor's findings (`check file:line message`) run in `folder`, with paths relative to the
    /// repository's root (`prefix` is where `folder` is in it).
    private func findings(in folder: String, prefix: String = "") throws -> (status: Int32, findings: [String]) {
        let doctor = try Shell.fia(["doctor", "--format", "json"], in: folder)
        #expect(doctor.stderr.isEmpty, "\(doctor.stderr)")
        return (doctor.status, try AdoptionTests.findings(doctor.stdout).map { finding in
            guard !prefix.isEmpty else { return finding }
            let parts = finding.split(separator: " ", maxSplits: 1)
            return "\(parts[0]) \(prefix)\(parts[1])"
        })
    }

    /// The baseline's entries at `path`: `check path message`.
    private func baseline(_ path: String) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        return findings.map { "\($0["check"] ?? "") \($0["path"] ?? "") \($0["message"] ?? "")" }
    }

    /// `check file:line message` as the baseline keeps it: no line, paths relative to `root` (what `prefix` strips).
    private func baselined(_ findings: [String], prefix: String = "") -> [String] {
        findings.map { finding in
            let parts = finding.split(separator: " ", maxSplits: 2).map(String.init)
            let path = parts[1].split(separator: ":").first.map(String.init) ?? parts[1]
            return "\(parts[0]) \(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path) \(parts[2])"
        }.sorted()
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    // MARK: Four local packages, one root Xcode project

    @Test func fourLocalPackagesAreOneProject() throws {
        let (directory, root) = try repository("LocalPackagesApp")
        let expected = [
            "layout.test-targets Packages/Composition/Package.swift:17 no test target tests 'Composition'",
            "layout.test-targets Packages/Data/Package.swift:15 no test target tests 'Data'",
            "layout.test-targets Packages/Domain/Package.swift:14 no test target tests 'Domain'",
            "layout.test-targets Packages/Presentation/Package.swift:16 no test target tests 'Presentation'",
            "dependencies.direction Packages/Presentation/Package.swift:16 'Presentation' depends on 'Data', but 'Presentation' may depend only on 'Domain'",
            "imports.cross-layer Packages/Presentation/Sources/Presentation/ProductListPresenter.swift:1 'Presentation' imports 'Data', but 'Presentation' may depend only on 'Domain'",
            "wiring.driver-mock Packages/Domain/Sources/Domain/Product.swift:11 driver protocol 'ProductDriverProtocol' has no mock: no type outside the framework layer conforms to it",
            "wiring.presenter-tests Packages/Presentation/Sources/Presentation/ProductListPresenter.swift:6 presenter 'ProductListPresenter' has no tests",
            "wiring.interactor-tests Packages/Data/Sources/Data/ProductRepository.swift:4 interactor 'ProductRepository' has no tests",
        ]
        let fromRoot = try findings(in: root)
        #expect(fromRoot.status == 1)
        #expect(fromRoot.findings == expected)
        // Neither "use case has no interactor" (Data implements it, in another package) nor the
        // preview stub called an interactor.
        #expect(!fromRoot.findings.contains { $0.contains("PreviewLoadProducts") || $0.contains("has no interactor") })
        let inside = try findings(in: root + "/Packages/Presentation/Sources/Presentation")
        #expect(inside.findings == expected)

        let initialize = try Shell.fia(["init"], in: root)
        #expect(initialize.status == 0, "\(initialize.stderr)")
        #expect(try String(contentsOfFile: root + "/.fia/config.json", encoding: .utf8) == """
            {
              "domain": "Domain",
              "presentation": "Presentation",
              "dependencyInjection": "Composition"
            }

            """)
        #expect(initialize.stdout.contains("1. make 'Presentation' stop depending on the framework layer (2)"), "\(initialize.stdout)")
        #expect(initialize.stdout.contains("\npackage 'Packages/Data': Shop.xcodeproj references Packages/Data (XCLocalSwiftPackageReference)"), "\(initialize.stdout)")
        #expect(initialize.stdout.contains("\ndependencyInjection: 'Composition' ("), "\(initialize.stdout)")
        #expect(try baseline(root + "/.fia/baseline.json").sorted() == baselined(expected))
        #expect(try findings(in: root + "/Packages/Data").status == 0)
        // The same coupling again, in a new file: doctor fails on it alone.
        try write("import Data\n", to: root + "/Packages/Presentation/Sources/Presentation/Shortcut.swift")
        let planted = try findings(in: root)
        #expect(planted.status == 1)
        #expect(planted.findings == [
            "imports.cross-layer Packages/Presentation/Sources/Presentation/Shortcut.swift:1 'Presentation' imports 'Data', but 'Presentation' may depend only on 'Domain'",
        ])
        withExtendedLifetime(directory) {}
    }

    // MARK: The ArchitectureSample layout

    @Test func theArchitectureSampleLayoutKeepsItsFeaturesApart() throws {
        let (directory, root) = try repository("ArchitectureSample")
        let expected = [
            "dependencies.direction Modules/Package.swift:19 'Search' depends on 'Home', but a feature module never depends on another feature module",
            "dependencies.direction Modules/Package.swift:20 'Settings' depends on 'Repository', but 'Settings' may depend only on 'Core' and the shared modules",
            "imports.cross-layer Modules/Sources/Features/Search/SearchViewModel.swift:3 'Search' imports 'Home', but a feature module never depends on another feature module",
            "imports.cross-layer Modules/Sources/Features/Settings/SettingsViewModel.swift:2 'Settings' imports 'Repository', but 'Settings' may depend only on 'Core' and the shared modules",
        ]
        let fromRoot = try findings(in: root)
        #expect(fromRoot.status == 1)
        #expect(fromRoot.findings == expected)
        #expect(try findings(in: root + "/Modules/Sources/Features", prefix: "Modules/").findings == expected)
        #expect(try findings(in: root + "/App", prefix: "Modules/").findings == expected)
        // Each role with its reason.
        let verbose = try Shell.fia(["doctor", "--verbose"], in: root).stdout
        for line in [
            "domain: 'Core' (by name, depending on no module of the package)",
            "dependencyInjection: 'App' (by name, linking presentation or framework code)",
            "frameworks: 'Repository'",
            "featureModules: 'Home', 'Search', 'Settings' (by name or folder: '…Feature', '…Scene', '…Screen', 'Features/')",
            "shared: 'CoreUI' (by name, depending on no layer), used by presentation, dependencyInjection",
            "app 'Sample' (../App/Sample.xcodeproj/project.pbxproj)",
        ] {
            #expect(verbose.contains(line), "\(line)\n\(verbose)")
        }

        let initialize = try Shell.fia(["init"], in: root)
        #expect(initialize.status == 0, "\(initialize.stderr)")
        // No feature module is pinned as "presentation": it would leave the feature rule.
        #expect(try String(contentsOfFile: root + "/Modules/.fia/config.json", encoding: .utf8) == """
            {
              "domain": "Core",
              "dependencyInjection": "App",
              "shared": {
                "CoreUI": ["presentation", "dependencyInjection"]
              }
            }

            """)
        #expect(initialize.stdout.contains("make the feature modules independent of each other (navigate through 'App') (2)"), "\(initialize.stdout)")
        // Each role with its reason, as init found it.
        #expect(initialize.stdout.contains("\nfeatureModules: 'Home', 'Search', 'Settings' (by name or folder"), "\(initialize.stdout)")
        #expect(initialize.stdout.contains("\ndomain: 'Core' ("), "\(initialize.stdout)")
        #expect(initialize.stdout.contains("make 'Settings' stop depending on the framework layer (2)"), "\(initialize.stdout)")
        #expect(try baseline(root + "/Modules/.fia/baseline.json").sorted() == baselined(expected, prefix: "Modules/"))
        #expect(try findings(in: root).status == 0)
        // add feature cannot put a screen in a module of its own until something composes the
        // modules: it says so first, and names that module as where the containers go (not 'Home').
        let beforeAdd = TreeSnapshot(root)
        let add = try Shell.fia(["add", "feature", "Profile"], in: root + "/Modules")
        #expect(add.status == 1)
        #expect(add.stderr.contains("  - the module composing the feature modules: this package keeps its screens in feature modules ('Home', 'Search', 'Settings')"), "\(add.stderr)")
        #expect(add.stderr.contains("declare 'public protocol DIContainerDependency' in that composing module"), "\(add.stderr)")
        #expect(!add.stderr.contains("in 'Home'"), "\(add.stderr)")
        #expect(TreeSnapshot(root).entries == beforeAdd.entries)
        // A new import between features, after init: doctor fails naming both.
        try write("import Settings\n", to: root + "/Modules/Sources/Features/Home/Shortcut.swift")
        let planted = try findings(in: root)
        #expect(planted.status == 1)
        #expect(planted.findings == [
            "imports.cross-layer Modules/Sources/Features/Home/Shortcut.swift:1 'Home' imports 'Settings', but a feature module never depends on another feature module",
        ])
        withExtendedLifetime(directory) {}
    }

    // MARK: The container in the app target

    @Test func theContainerInTheAppTargetIsOneMigrationStepAndTheDomainShortcutStaysFound() throws {
        let (directory, root) = try repository("AppTargetContainer")
        let expected = [
            "layout.layer-targets Shop/AppContainer.swift:1 the app 'Shop' composes the layers itself: its sources import the framework module 'Data', so the app target plays the dependency-injection layer",
            "layout.test-targets LayeredKit/Package.swift:20 no test target tests 'Network'",
            "layout.test-targets LayeredKit/Package.swift:22 no test target tests 'Data'",
            "layout.test-targets LayeredKit/Package.swift:23 no test target tests 'Presentation'",
            "dependencies.direction LayeredKit/Package.swift:21 'Domain' depends on 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
            "imports.cross-layer LayeredKit/Sources/Domain/OrderFeed.swift:2 'Domain' imports 'Network', but 'Domain' may depend on no other module of the package but the shared modules",
            "wiring.presenter-tests LayeredKit/Sources/Presentation/OrderListPresenter.swift:5 presenter 'OrderListPresenter' has no tests",
        ]
        let fromRoot = try findings(in: root)
        #expect(fromRoot.status == 1)
        #expect(fromRoot.findings == expected)
        // No missing-layer error: the app target plays the DI layer.
        #expect(!fromRoot.findings.contains { $0.contains("has no dependency-injection layer") })
        let inside = try findings(in: root + "/LayeredKit/Sources", prefix: "LayeredKit/")
        #expect(inside.findings == expected.map { $0.replacing("LayeredKit/Shop/", with: "Shop/") }.map { $0.replacing(" Shop/", with: " LayeredKit/../Shop/") })

        let initialize = try Shell.fia(["init"], in: root)
        #expect(initialize.status == 0, "\(initialize.stderr)")
        #expect(initialize.stdout.contains("1. move the container out of the app target into a dependency-injection module (1)"), "\(initialize.stdout)")
        #expect(initialize.stdout.contains("make 'Domain' depend on no other layer (2)"), "\(initialize.stdout)")
        // `Network` is framework code: nothing shared hides the domain's use of it.
        #expect(try String(contentsOfFile: root + "/LayeredKit/.fia/config.json", encoding: .utf8) == """
            {
              "domain": "Domain",
              "presentation": "Presentation",
              "shared": {
                "Core": ["domain", "presentation", "framework", "dependencyInjection"]
              }
            }

            """)
        #expect(try baseline(root + "/LayeredKit/.fia/baseline.json").sorted() == baselined(expected, prefix: "LayeredKit/").map { $0.replacing(" Shop/", with: " ../Shop/") }.sorted())
        #expect(try findings(in: root).status == 0)
        try write("import Network\n", to: root + "/LayeredKit/Sources/Presentation/Shortcut.swift")
        let planted = try findings(in: root)
        #expect(planted.status == 1)
        #expect(planted.findings == [
            "imports.cross-layer LayeredKit/Sources/Presentation/Shortcut.swift:1 'Presentation' imports 'Network', but 'Presentation' may depend only on 'Domain' and the shared modules",
        ])
        withExtendedLifetime(directory) {}
    }

    // MARK: The pre-Xcode-15 reference, from every folder

    @Test func thePreXcode15ReferenceFindsTheSameFromEveryFolder() throws {
        let (directory, root) = try repository("LegacyPackageReference")
        let expected = [
            "layout.layer-targets ShopKit/Package.swift the package has no dependency-injection layer: no target is named like one ('…DependencyInjectionLayer', '…DependencyInjection', '…DILayer', '…DI')",
            "layout.test-targets ShopKit/Package.swift:12 no test target tests 'ShopDomain'",
            "layout.test-targets ShopKit/Package.swift:13 no test target tests 'ShopPresentation'",
            "wiring.presenter-tests ShopKit/Sources/ShopPresentation/OrderListPresenter.swift:4 presenter 'OrderListPresenter' has no tests",
        ]
        let fromRoot = try findings(in: root)
        #expect(fromRoot.status == 1)
        #expect(fromRoot.findings == expected)
        #expect(try findings(in: root + "/ShopKit", prefix: "ShopKit/").findings == expected)
        #expect(try findings(in: root + "/App/Resources", prefix: "ShopKit/").findings == expected)

        let initialize = try Shell.fia(["init"], in: root + "/App")
        #expect(initialize.status == 0, "\(initialize.stderr)")
        #expect(try String(contentsOfFile: root + "/ShopKit/.fia/config.json", encoding: .utf8) == """
            {
              "domain": "ShopDomain",
              "presentation": "ShopPresentation"
            }

            """)
        #expect(try baseline(root + "/ShopKit/.fia/baseline.json").sorted() == baselined(expected, prefix: "ShopKit/"))
        #expect(try findings(in: root).status == 0)
        try write("import ShopPresentation\n", to: root + "/ShopKit/Sources/ShopDomain/Shortcut.swift")
        let planted = try findings(in: root)
        #expect(planted.status == 1)
        #expect(planted.findings == [
            "imports.cross-layer ShopKit/Sources/ShopDomain/Shortcut.swift:1 'ShopDomain' imports 'ShopPresentation', but 'ShopDomain' may depend on no other module of the package",
        ])
        withExtendedLifetime(directory) {}
    }
}
