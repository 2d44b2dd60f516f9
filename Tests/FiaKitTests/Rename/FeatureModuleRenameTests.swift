@testable import FiaKit
import Testing

/// `rename feature` in the feature-module layout (issue #33), on `FeatureModuleProject`: the
/// module and its test target move and are renamed with every dependency, import, plan entry,
/// mock dependency and scene case; nothing named after the old feature is left but a kept driver.
struct FeatureModuleRenameTests {
    private typealias Check = FeatureModuleRemovalTests

    @Test func renamingAFeatureWhoseDriverAnotherUsesRenamesItsModule() throws {
        let fia = try FeatureModuleProject.make()
        let result = fia.run("rename", "feature", "Profile", "Account", "--project", "Demo")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("note: kept driver 'Profile': also used by"), "\(result.out)")
        let tree = fia.tree("/work/Demo")
        // The driver stays Profile's (Settings uses it): the rest is renamed.
        #expect(Check.traces(of: ["ProfileFeature", "ProfilePresenter", "ProfileView", "MockProfileDependency", "Features/Profile", "case profile", "case .profile", "AppScreen.profile"], in: tree) == [])
        #expect(!fia.fileSystem.exists("/work/Demo/Sources/Features/Profile") && !fia.fileSystem.exists("/work/Demo/Tests/ProfileFeatureTests"))
        for file in ["Sources/Features/Account/AccountPresenter.swift", "Sources/Features/Account/AccountPresenterDependency.swift",
                     "Sources/Features/Account/AccountView.swift", "Sources/Features/Account/MockAccountDependency.swift",
                     "Tests/AccountFeatureTests/AccountPresenterTests.swift", "Tests/DependencyInjectionLayerTests/AccountPresenterIntegrationTests.swift"] {
            #expect(tree[file] != nil, "missing \(file)")
        }
        #expect(tree["Sources/Features/Account/MockAccountDependency.swift"]?.contains("public final class MockAccountDependency: AccountPresenterDependency {") == true)
        #expect(tree["Tests/AccountFeatureTests/AccountPresenterTests.swift"]?.contains("import AccountFeature\n") == true)

        let manifest = try ManifestReader.read(try #require(tree["Package.swift"]))
        let account = try #require(manifest.target(named: "AccountFeature"))
        #expect(account.path == "Sources/Features/Account" && account.dependencies.map(\.name) == ["DomainLayer", "PresentationSupport"])
        #expect(manifest.target(named: "AccountFeatureTests")?.dependencies.map(\.name) == ["DomainLayer", "PresentationSupport", "AccountFeature"])
        #expect(manifest.target(named: "PresentationLayer")?.dependencies.map(\.name) == ["DomainLayer", "PresentationSupport", "AccountFeature", "SettingsFeature"])
        #expect(manifest.target(named: "DependencyInjectionLayerTests")?.dependencies.map(\.name).contains("AccountFeature") == true)
        let profileNames = try Check.manifestNames(tree).filter { $0.hasPrefix("Profile") }
        #expect(profileNames == ["ProfileFramework", "ProfileFrameworkTests"])
        for plan in ["UnitTests", "PresenterTests", "DevelopmentApp", "ProductionApp"] {
            let targets = try #require(try Check.planTargets(tree)["TestPlans/\(plan).xctestplan"])
            #expect(targets.contains("AccountFeatureTests") && !targets.contains("ProfileFeatureTests"), "\(plan)")
        }
        let screens = try #require(tree["Sources/PresentationLayer/AppScreen.swift"])
        #expect(screens.contains("import AccountFeature\n") && screens.contains("    case account\n") && screens.contains("case .account:\n            AnyView(AccountView(dependency: container))"))
        #expect(tree["Sources/PresentationLayer/DIContainerDependency.swift"]?.contains("import AccountFeature\n") == true)
    }

    @Test func renamingAFeatureWithItsOwnDriverLeavesNothingOfTheOldName() throws {
        let fia = try FeatureModuleProject.make()
        let result = fia.run("rename", "feature", "Settings", "Preferences", "--project", "Demo")
        #expect(result.status == 0, "\(result.err)")
        let tree = fia.tree("/work/Demo")
        // Only where a new project names the word (its README's examples, Xcode's `buildSettings`).
        #expect(Check.traces(of: ["Settings"], in: tree) == Check.traces(of: ["Settings"], in: try Check.newProject()))
        #expect(try Check.manifestNames(tree).isSuperset(of: ["PreferencesFeature", "PreferencesFeatureTests", "PreferencesFramework"]))
        #expect(tree["Sources/Features/Preferences/MockPreferencesDependency.swift"]?.contains("public let preferencesDriver = MockPreferencesDriver()") == true)
        #expect(tree["Sources/PresentationSupport/Mock/MockPreferencesDriver.swift"] != nil)
    }

    @Test func aModuleFolderInTheWayIsRefusedWithNothingWritten() throws {
        let fia = try FeatureModuleProject.make()
        try fia.fileSystem.write([("/work/Demo/Sources/Features/Account/Notes.md", "mine\n")], deleting: [], journal: nil)
        let before = fia.fileSystem.files
        let result = fia.run("rename", "feature", "Profile", "Account", "--project", "Demo")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: ") && result.err.contains("Sources/Features/Account"), "\(result.err)")
        #expect(fia.fileSystem.files == before)
    }
}
