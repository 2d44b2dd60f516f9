import Foundation
import Testing

/// `fia new --feature-modules`: one module per feature (`Sources/Features/<Name>`, `<Name>Feature`),
/// composed by PresentationLayer. The generated project builds warning-free, passes its tests and
/// doctor after features on their own driver, on another's driver and on a use case; no feature
/// module depends on another; an import between two features fails doctor naming both.
@Suite(.serialized)
struct FeatureModulesProjectTests {
    private func expectSuccess(_ result: Shell.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(what) failed:\n\(result.stdout)\n\(result.stderr)", sourceLocation: sourceLocation)
    }

    /// `fia new Demo --feature-modules` (and `options`), then four features: Settings on its own
    /// driver, Profile also on Settings', Cart on a use case, Notes without a view.
    private func generate(_ options: [String] = [], in directory: TemporaryDirectory) throws -> String {
        expectSuccess(try Shell.fia(["new", "Demo", "--feature-modules"] + options, in: directory.path), "fia new")
        let project = directory.path + "/Demo"
        for arguments in [
            ["add", "feature", "Settings"],
            ["add", "feature", "Profile", "--uses", "Settings"],
            ["add", "usecase", "Checkout", "--uses", "Settings"],
            ["add", "feature", "Cart", "--usecase", "Checkout"],
            ["add", "feature", "Notes", "--no-view"],
        ] {
            expectSuccess(try Shell.fia(arguments, in: project), arguments.joined(separator: " "))
        }
        return project
    }

    /// The package's targets and their dependencies, as `fia graph --format json` reads them.
    private func graph(_ project: String) throws -> [String: [String]] {
        let result = try Shell.fia(["graph", "--format", "json"], in: project)
        expectSuccess(result, "fia graph")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        var dependencies: [String: [String]] = [:]
        for node in json?["nodes"] as? [[String: Any]] ?? [] {
            if let name = node["name"] as? String { dependencies[name] = [] }
        }
        for edge in json?["edges"] as? [[String: Any]] ?? [] {
            if let from = edge["from"] as? String, let to = edge["to"] as? String { dependencies[from, default: []].append(to) }
        }
        return dependencies
    }

    @Test func fourFeaturesBuildTestAndPassDoctor() throws {
        let directory = try TemporaryDirectory()
        let project = try generate(in: directory)
        let features = ["CartFeature", "NotesFeature", "ProfileFeature", "SettingsFeature"]
        let modules = try graph(project)
        for feature in features {
            #expect(modules[feature].map { Set($0) } == ["DomainLayer", "PresentationSupport"], "\(feature): \(modules[feature] ?? [])")
            #expect(modules["PresentationLayer"]?.contains(feature) == true)
        }
        // Each feature's module in its folder, its tests in its own test target, in every plan that runs presenters.
        for feature in ["Cart", "Notes", "Profile", "Settings"] {
            #expect(FileManager.default.fileExists(atPath: "\(project)/Sources/Features/\(feature)/\(feature)Presenter.swift"))
            #expect(FileManager.default.fileExists(atPath: "\(project)/Sources/Features/\(feature)/Mock\(feature)Dependency.swift"))
            #expect(FileManager.default.fileExists(atPath: "\(project)/Tests/\(feature)FeatureTests/\(feature)PresenterTests.swift"))
            for plan in ["UnitTests", "PresenterTests", "DevelopmentApp", "ProductionApp"] {
                #expect(try directory.read("Demo/TestPlans/\(plan).xctestplan").contains("\"\(feature)FeatureTests\""), "\(plan) lacks \(feature)FeatureTests")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: project + "/Sources/PresentationLayer/Settings"))
        // The composition knows every screen; Notes has none.
        let screens = try directory.read("Demo/Sources/PresentationLayer/AppScreen.swift")
        for feature in ["Cart", "Profile", "Settings"] {
            #expect(screens.contains("import \(feature)Feature\n"))
            #expect(screens.contains("AnyView(\(feature)View(dependency: container))"))
        }
        #expect(!screens.contains("Notes"))
        // Profile's own mock dependency holds both drivers it needs; Cart's, its use case's.
        let profile = try directory.read("Demo/Sources/Features/Profile/MockProfileDependency.swift")
        #expect(profile.contains("public let profileDriver = MockProfileDriver()") && profile.contains("public let settingsDriver = MockSettingsDriver()"))
        #expect(try directory.read("Demo/Sources/Features/Cart/MockCartDependency.swift").contains("public let settingsDriver = MockSettingsDriver()"))

        expectSuccess(try Shell.buildWithTests(in: project), "swift build")
        let (test, ran) = try Shell.swiftTest(in: project)
        expectSuccess(test, "swift test")
        let declared = Shell.declaredTests(in: project)
        #expect(declared > 0 && ran == declared, "swift test ran \(ran.map(String.init) ?? "no") of \(declared) tests:\n\(test.stdout)")
        let doctor = try Shell.fia(["doctor"], in: project)
        expectSuccess(doctor, "fia doctor")
        #expect(doctor.stdout.contains("doctor: 0 errors, 0 warnings"), "\(doctor.stdout)")

        // A screen that imports another screen's module breaks the isolation: doctor names both.
        let presenter = project + "/Sources/Features/Profile/ProfilePresenter.swift"
        let source = try String(contentsOfFile: presenter, encoding: .utf8)
        try ("import SettingsFeature\n" + source).write(toFile: presenter, atomically: true, encoding: .utf8)
        let planted = try Shell.fia(["doctor", "--format", "json"], in: project)
        #expect(planted.status == 1)
        let findings = ((try JSONSerialization.jsonObject(with: Data(planted.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]]) ?? []
        #expect(findings.contains { finding in
            let message = finding["message"] as? String ?? ""
            return finding["severity"] as? String == "error" && message.contains("ProfileFeature") && message.contains("SettingsFeature")
        }, "\(planted.stdout)")
        try source.write(toFile: presenter, atomically: true, encoding: .utf8)

        // remove and rename leave no trace of the old module: not in the manifest, the plans, the
        // scene enum and its router, the composition, nor on disk; the project still builds, tests and passes doctor.
        expectSuccess(try Shell.fia(["remove", "feature", "Profile"], in: project), "remove feature Profile")
        expectSuccess(try Shell.fia(["rename", "feature", "Cart", "Basket"], in: project), "rename feature Cart Basket")
        for file in ["Package.swift", "Sources/PresentationLayer/AppScreen.swift", "Sources/PresentationLayer/DIContainerDependency.swift",
                     "Sources/PresentationLayer/Mock/MockDIContainer.swift", "Sources/DependencyInjectionLayer/DIContainer.swift"]
            + ["UnitTests", "PresenterTests", "DriverTests", "DevelopmentApp", "ProductionApp"].map({ "TestPlans/\($0).xctestplan" }) {
            let text = try directory.read("Demo/" + file)
            #expect(!text.contains("Profile") && !text.contains("Cart") && !text.contains("cart"), "\(file) still names the old feature:\n\(text)")
        }
        for gone in ["Sources/Features/Profile", "Tests/ProfileFeatureTests", "Sources/Features/Cart", "Tests/CartFeatureTests"] {
            #expect(!FileManager.default.fileExists(atPath: project + "/" + gone), "\(gone) is still there")
        }
        let renamed = try graph(project)
        #expect(renamed["BasketFeature"].map { Set($0) } == ["DomainLayer", "PresentationSupport"])
        #expect(renamed["PresentationLayer"]?.contains("BasketFeature") == true && renamed["ProfileFeature"] == nil)
        #expect(try directory.read("Demo/Sources/PresentationLayer/AppScreen.swift").contains("case .basket:\n            AnyView(BasketView(dependency: container))"))
        #expect(FileManager.default.fileExists(atPath: project + "/Sources/Features/Basket/MockBasketDependency.swift"))
        expectSuccess(try Shell.buildWithTests(in: project), "swift build after remove and rename")
        expectSuccess(try Shell.swiftTest(in: project).result, "swift test after remove and rename")
        expectSuccess(try Shell.fia(["doctor"], in: project), "fia doctor after remove and rename")
    }

    /// Without views and with an XcodeGen spec: the same modules, no view, no scene list; the
    /// package builds and tests, and doctor passes.
    @Test func withoutViewsAndWithXcodeGen() throws {
        let directory = try TemporaryDirectory()
        let project = try generate(["--no-views", "--xcodegen"], in: directory)
        #expect(FileManager.default.fileExists(atPath: project + "/App/project.yml"))
        #expect(!FileManager.default.fileExists(atPath: project + "/Sources/PresentationLayer/AppScreen.swift"))
        #expect(!FileManager.default.fileExists(atPath: project + "/Sources/Features/Profile/ProfileView.swift"))
        let config = try directory.read("Demo/.fia/config.json")
        #expect(config.contains("\"featureModules\"") && config.contains("\"views\": false"), "\(config)")
        expectSuccess(try Shell.buildWithTests(in: project), "swift build")
        expectSuccess(try Shell.swiftTest(in: project).result, "swift test")
        let doctor = try Shell.fia(["doctor"], in: project)
        expectSuccess(doctor, "fia doctor")
    }
}
