@testable import FiaKit
import Foundation

extension FixtureProject {
    /// `Tests/Fixtures/FeatureModulesApp`: the feature-module layout (`fia new --feature-modules`,
    /// features Profile and Settings, Settings also on Profile's driver), written by hand.
    static let featureModules = FixtureProject(fixture: "FeatureModulesApp")

    /// The files of the fixture folder `name` under `Tests/Fixtures` (hidden ones too).
    init(fixture name: String) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = text
        }
        precondition(files["Package.swift"] != nil, "no fixture '\(name)'")
        self.files = files
    }
}

extension Doctor {
    /// The checks only the feature-module layout gives something to examine: skipped on any other
    /// project, so a summary of one where every other check runs counts these as skipped.
    static let featureModuleChecks = ["wiring.router", "test-plans.feature-tests"]
}

extension DoctorCheckFixtures {
    static let sceneList = "Sources/PresentationLayer/AppScreen.swift"
    static let presenterTestsPlan = "TestPlans/PresenterTests.xctestplan"

    /// The checks of the feature-module layout, on `FixtureProject.featureModules`.
    static let featureModules: [DoctorCheckFixture] = {
        let base = FixtureProject.featureModules
        let enumLine = base.line(of: "public enum AppScreen", in: sceneList)
        return [
            DoctorCheckFixture(
                "wiring.router", "a feature module no scene case reaches",
                passing: base,
                failing: base
                    .replacing("    case settings\n", with: "", in: sceneList)
                    .replacing("        case .settings:\n            AnyView(SettingsView(dependency: container))\n", with: "", in: sceneList),
                expected: [.error(
                    "feature module 'SettingsFeature' has no screen: no branch of 'AppScreen.view(container:)' names its view 'SettingsView'",
                    sceneList, enumLine
                )]
            ),
            DoctorCheckFixture(
                "wiring.router", "a scene case reaching no feature's view",
                passing: base,
                failing: base
                    .replacing("    case settings\n", with: "    case settings\n    case about\n", in: sceneList)
                    .inserting("        case .about:\n            AnyView(Text(\"About\"))", after: "AnyView(SettingsView(dependency: container))", in: sceneList),
                expected: [.error(
                    "'AppScreen' case 'about' reaches no feature's view: its branch in 'view(container:)' names none of the feature modules' views",
                    // Below the one line the new case adds to the enum.
                    sceneList, base.line(of: "AnyView(SettingsView", in: sceneList) + 2
                )]
            ),
            DoctorCheckFixture(
                "wiring.router", "a scene case without a branch",
                passing: base,
                failing: base.replacing("    case settings\n", with: "    case settings\n    case about\n", in: sceneList),
                expected: [.error("'AppScreen' case 'about' has no branch in 'view(container:)'", sceneList, enumLine + 3)]
            ),
            DoctorCheckFixture(
                "test-plans.feature-tests", "a feature module's tests missing from PresenterTests",
                passing: base,
                failing: base.removingTestTarget("SettingsFeatureTests", from: presenterTestsPlan),
                expected: [.error("test target 'SettingsFeatureTests' is not in the test plan 'PresenterTests'", presenterTestsPlan)]
            ),
            DoctorCheckFixture(
                "test-plans.feature-tests", "a feature module's tests missing from the Development app's plan",
                passing: base,
                failing: base.removingTestTarget("SettingsFeatureTests", from: developmentAppPlan),
                expected: [.error("test target 'SettingsFeatureTests' is not in the test plan 'DevelopmentApp'", developmentAppPlan)]
            ),
            DoctorCheckFixture(
                "test-plans.unit-tests", "a feature module's tests missing from UnitTests",
                passing: base,
                failing: base.removingTestTarget("ProfileFeatureTests", from: unitTests),
                expected: [.error("test target 'ProfileFeatureTests' is not in the test plan 'UnitTests'", unitTests)]
            ),
            DoctorCheckFixture(
                "wiring.presenter-tests", "a feature module's presenter nobody tests",
                passing: base,
                failing: base
                    .removing("Tests/SettingsFeatureTests/SettingsPresenterTests.swift")
                    .setting("Tests/SettingsFeatureTests/Placeholder.swift", to: "import Testing\n\n@Test func placeholder() {}\n")
                    .removing("Tests/DependencyInjectionLayerTests/SettingsPresenterIntegrationTests.swift"),
                expected: [.warning(
                    "presenter 'SettingsPresenter' has no tests", "Sources/Features/Settings/SettingsPresenter.swift",
                    base.line(of: "public final class SettingsPresenter", in: "Sources/Features/Settings/SettingsPresenter.swift")
                )]
            ),
            DoctorCheckFixture(
                "wiring.presenter-dependency", "a feature module's PresenterDependency missing from the composition protocol",
                passing: base,
                failing: base
                    .replacing("    ProfilePresenterDependency,\n", with: "", in: "Sources/PresentationLayer/DIContainerDependency.swift")
                    .replacing("import ProfileFeature\n", with: "", in: "Sources/PresentationLayer/DIContainerDependency.swift"),
                expected: [.error("'DIContainerDependency' does not inherit 'ProfilePresenterDependency'", "Sources/PresentationLayer/DIContainerDependency.swift", 7)]
            ),
            DoctorCheckFixture(
                "wiring.driver-provider", "a driver the feature modules need missing from MockDIContainer",
                passing: base,
                failing: base.replacing("\n    public let profileDriver = MockProfileDriver()\n", with: "", in: "Sources/PresentationLayer/Mock/MockDIContainer.swift"),
                expected: [.error("'MockDIContainer' does not provide 'profileDriver' for 'ProfileDriverProvider'", "Sources/PresentationLayer/Mock/MockDIContainer.swift", 6)]
            ),
            DoctorCheckFixture(
                "imports.cross-layer", "a feature module importing another",
                passing: base,
                failing: base.inserting("import SettingsFeature", after: "import PresentationSupport", in: "Sources/Features/Profile/ProfilePresenter.swift"),
                expected: [.error(
                    "'ProfileFeature' imports 'SettingsFeature', but a feature module never depends on another feature module",
                    "Sources/Features/Profile/ProfilePresenter.swift", 3
                )]
            ),
            DoctorCheckFixture(
                "dependencies.direction", "a feature module depending on another",
                passing: base,
                failing: base.replacing(
                    "name: \"ProfileFeature\",\n            dependencies: [\"DomainLayer\", \"PresentationSupport\"]",
                    with: "name: \"ProfileFeature\",\n            dependencies: [\"DomainLayer\", \"PresentationSupport\", \"SettingsFeature\"]", in: manifest),
                expected: [.error(
                    "'ProfileFeature' depends on 'SettingsFeature', but a feature module never depends on another feature module",
                    manifest, base.line(of: "name: \"ProfileFeature\"", in: manifest) + 1
                )]
            ),
        ]
    }()
}
