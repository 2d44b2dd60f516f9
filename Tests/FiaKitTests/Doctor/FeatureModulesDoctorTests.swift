@testable import FiaKit
import Testing

/// Doctor on the feature-module layout (`Tests/Fixtures/FeatureModulesApp`, issue #33): it passes,
/// and its own checks look at it rather than skip it; on other layouts they are skipped, with the reason.
struct FeatureModulesDoctorTests {
    @Test func theLayoutPassesWithEveryFeatureCheckRunning() {
        let report = Doctor.run(FixtureProject.featureModules.snapshot())
        #expect(report.findings == [])
        let examined = ["wiring.router", "test-plans.feature-tests", "wiring.presenter-tests", "wiring.driver-placement", "test-plans.unit-tests",
                        "dependencies.direction", "imports.cross-layer", "wiring.presenter-dependency", "wiring.driver-provider"]
        for id in examined {
            #expect(report.results.first { $0.id == id }?.skipped == false, "\(id) was skipped")
        }
    }

    @Test func theLayoutsOwnChecksAreSkippedWithoutFeatureModules() {
        let report = Doctor.run(FixtureProject.withFeatures.snapshot())
        // Every other check has something to examine in `withFeatures`: these alone are skipped.
        #expect(report.results.filter(\.skipped).map(\.id) == Doctor.featureModuleChecks)
        for id in Doctor.featureModuleChecks {
            let result = report.results.first { $0.id == id }
            #expect(result?.skipped == true && result?.skipReason == "the project has no feature modules", "\(id): \(String(describing: result?.skipReason))")
        }
    }

    @Test func theRouterCheckIsSkippedWithoutTheSceneEnum() {
        let project = FixtureProject.featureModules.removing(DoctorCheckFixtures.sceneList)
        let result = Doctor.run(project.snapshot()).results.first { $0.id == "wiring.router" }
        #expect(result?.skipped == true)
        #expect(result?.skipReason == "neither 'PresentationLayer' nor 'DependencyInjectionLayer' declares the scene enum 'AppScreen'")
    }

    /// A router doctor cannot read is a warning, never a pass.
    @Test func aSceneEnumWithoutItsSwitchIsAWarning() {
        let project = FixtureProject.featureModules.replacing("        switch self {", with: "        return AnyView(EmptyView())\n        switch self {", in: DoctorCheckFixtures.sceneList)
            .replacing("    public func view<", with: "    public func body<", in: DoctorCheckFixtures.sceneList)
        let findings = RouterCoverageCheck().run(project.snapshot())
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message == "doctor could not read the router of 'AppScreen': it has no 'view(container:)' with one 'switch' over its cases")
    }

    /// A feature whose only views are internal has nothing the composition can show: no finding.
    @Test func aFeatureWithoutAPublicViewNeedsNoScreen() {
        let view = "Sources/Features/Settings/SettingsView.swift"
        let project = FixtureProject.featureModules
            .replacing("public struct SettingsView<", with: "struct SettingsView<", in: view)
            .replacing("    case settings\n", with: "", in: DoctorCheckFixtures.sceneList)
            .replacing("        case .settings:\n            AnyView(SettingsView(dependency: container))\n", with: "", in: DoctorCheckFixtures.sceneList)
        #expect(RouterCoverageCheck().run(project.snapshot()) == [])
        // The same with the view public is a finding (the mutation above is what silences it).
        let routed = FixtureProject.featureModules
            .replacing("    case settings\n", with: "", in: DoctorCheckFixtures.sceneList)
            .replacing("        case .settings:\n            AnyView(SettingsView(dependency: container))\n", with: "", in: DoctorCheckFixtures.sceneList)
        #expect(RouterCoverageCheck().run(routed.snapshot()).count == 1)
    }
}

extension FeatureModulesDoctorTests {
    /// A feature importing another is told to navigate through the composition module that holds
    /// the scene enum (fia's `PresentationLayer`), not through the DI layer.
    @Test func anImportBetweenFeaturesNamesBothAndTheComposition() {
        let project = FixtureProject.featureModules
            .inserting("import SettingsFeature", after: "import PresentationSupport", in: "Sources/Features/Profile/ProfilePresenter.swift")
        let findings = Doctor.run(project.snapshot()).findings
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("'ProfileFeature'") == true && findings.first?.message.contains("'SettingsFeature'") == true)
        #expect(findings.first?.hint.contains("through the composition ('PresentationLayer': its router or scene enum)") == true, "\(findings)")
    }
}
