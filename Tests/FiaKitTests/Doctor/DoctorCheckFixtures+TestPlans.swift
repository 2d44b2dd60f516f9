@testable import FiaKit

extension DoctorCheckFixtures {
    static let unitTests = "TestPlans/UnitTests.xctestplan"
    static let driverTests = "TestPlans/DriverTests.xctestplan"
    static let productionAppPlan = "TestPlans/ProductionApp.xctestplan"
    static let developmentAppPlan = "TestPlans/DevelopmentApp.xctestplan"
    static let developmentScheme = "the scheme 'DevelopmentApp' of 'App/Demo.xcodeproj'"

    /// The Development app's plan as fia 0.x wrote it: paths from the workspace's folder, which
    /// Xcode reads from App/ (the folder of the project whose scheme runs the plan).
    static let previousDevelopmentPlan = base
        .replacing(every: "\"containerPath\" : \"container:Demo.xcodeproj\"", with: "\"containerPath\" : \"container:App\\/Demo.xcodeproj\"", in: developmentAppPlan)
        .replacing(every: "\"containerPath\" : \"container:..\"", with: "\"containerPath\" : \"container:\"", in: developmentAppPlan)

    static let testPlans: [DoctorCheckFixture] = [
        DoctorCheckFixture(
            "test-plans.valid", "testTargets is not an array",
            failing: base.setting(unitTests, to: #"{"testTargets": 3}"#),
            expected: [.error("'testTargets' on line 1 is not an array", unitTests, 1)]
        ),
        DoctorCheckFixture(
            "test-plans.valid", "a truncated plan",
            failing: base.setting(driverTests, to: "{\n  \"testTargets\" : [\n"),
            expected: [.error(invalidJSON("{\n  \"testTargets\" : [\n"), driverTests, 3)]
        ),
        DoctorCheckFixture(
            "test-plans.unit-tests", "a test target is missing from UnitTests",
            failing: base.removingTestTarget("ProfileFrameworkTests", from: unitTests),
            expected: [.error("test target 'ProfileFrameworkTests' is not in the test plan 'UnitTests'", unitTests)]
        ),
        DoctorCheckFixture(
            "test-plans.unit-tests", "a test target is missing from the Production app's plan",
            failing: base.removingTestTarget("ProfileFrameworkTests", from: productionAppPlan),
            expected: [.error("test target 'ProfileFrameworkTests' is not in the test plan 'ProductionApp'", productionAppPlan)]
        ),
        DoctorCheckFixture(
            "test-plans.unit-tests", "UnitTests and the apps' plans are gone: a test target no other plan runs is a warning",
            failing: base.removing(unitTests).removing(productionAppPlan).removing("TestPlans/DevelopmentApp.xctestplan"),
            expected: [.warning("test target 'DomainLayerTests' is in none of the project's test plans", manifest, base.targetLine("DomainLayerTests"))],
            // The shared schemes name the plans too.
            alsoReported: ["test-plans.scheme-references"]
        ),
        DoctorCheckFixture(
            "test-plans.driver-tests", "a framework module's tests are missing from DriverTests",
            failing: base.removingTestTarget("LicenseFrameworkTests", from: driverTests),
            expected: [.error("test target 'LicenseFrameworkTests' is not in the test plan 'DriverTests'", driverTests)]
        ),
        {
            let failing = base.addingTestTarget("GoneTests", to: unitTests)
            return DoctorCheckFixture(
                "test-plans.unknown-target", "UnitTests names a test target that does not exist",
                failing: failing,
                expected: [.error(
                    "the test plan 'UnitTests' names 'GoneTests', which is not a test target of the package",
                    unitTests, failing.line(of: #""identifier" : "GoneTests""#, in: unitTests)
                )]
            )
        }(),
        DoctorCheckFixture(
            "test-plans.containers", "the Development app's plan as the previous fia wrote it",
            failing: previousDevelopmentPlan,
            expected: [
                .error(
                    "'DevelopmentAppUITests' does not run from \(developmentScheme): Xcode reads 'container:App/Demo.xcodeproj' as 'App/App/Demo.xcodeproj', which is no package or Xcode project fia found",
                    developmentAppPlan, previousDevelopmentPlan.line(of: "\"name\" : \"DevelopmentAppUITests\"", in: developmentAppPlan) - 1),
                .error(
                    "'DomainLayerTests' does not run from \(developmentScheme): Xcode reads 'container:' as 'App/Demo.xcodeproj', which has no target 'DomainLayerTests'",
                    developmentAppPlan, previousDevelopmentPlan.line(of: "\"name\" : \"DomainLayerTests\"", in: developmentAppPlan) - 1),
                .error(
                    "'PresentationLayerTests' does not run from \(developmentScheme): Xcode reads 'container:' as 'App/Demo.xcodeproj', which has no target 'PresentationLayerTests'",
                    developmentAppPlan, previousDevelopmentPlan.line(of: "\"name\" : \"PresentationLayerTests\"", in: developmentAppPlan) - 1),
            ]
        ),
        {
            // The Production app's UI-test target's id, in the Development app's entry.
            let production = NewCommand.xcodeGenTargetID("ProductionAppUITests", project: "Demo")
            let development = NewCommand.xcodeGenTargetID("DevelopmentAppUITests", project: "Demo")
            let failing = base.replacing("\"identifier\" : \"\(development)\"", with: "\"identifier\" : \"\(production)\"", in: developmentAppPlan)
            return DoctorCheckFixture(
                "test-plans.containers", "a UI-test entry names another target's id",
                failing: failing,
                expected: [.error(
                    "'DevelopmentAppUITests' does not run from \(developmentScheme): Xcode reads 'container:Demo.xcodeproj' as 'App/Demo.xcodeproj', where 'DevelopmentAppUITests' has the id '\(development)', not '\(production)'",
                    developmentAppPlan, failing.line(of: "\"name\" : \"DevelopmentAppUITests\"", in: developmentAppPlan) - 1)]
            )
        }(),
        {
            let passing = FixtureProject.withFeaturesXcodeGen
            let failing = passing.replacing(every: "\"containerPath\" : \"container:..\"", with: "\"containerPath\" : \"container:..\\/..\"", in: productionAppPlan, onlyFirst: true)
            return DoctorCheckFixture(
                "test-plans.containers", "XcodeGen form: a package entry from the wrong folder",
                passing: passing,
                failing: failing,
                expected: [.error(
                    "'DomainLayerTests' does not run from the scheme 'ProductionApp' of 'App/Demo.xcodeproj': Xcode reads 'container:../..' as '..', which is no package or Xcode project fia found",
                    productionAppPlan, failing.line(of: "\"name\" : \"DomainLayerTests\"", in: productionAppPlan) - 1)]
            )
        }(),
        {
            let failing = base.addingTestTarget("DependencyInjectionLayerTests", container: "container:..", to: developmentAppPlan)
            return DoctorCheckFixture(
                "test-plans.development-app", "the Development app's plan runs the DI layer's tests",
                failing: failing,
                expected: [.error(
                    "the Development app's plan 'DevelopmentApp' runs 'DependencyInjectionLayerTests', which tests the DI layer 'DependencyInjectionLayer' that the Development app never builds",
                    developmentAppPlan, failing.line(of: "\"name\" : \"DependencyInjectionLayerTests\"", in: developmentAppPlan) - 1)]
            )
        }(),
    ]

    /// The message the plan parser gives for `source`: the check relays it as is.
    static func invalidJSON(_ source: String) -> String {
        do {
            _ = try TestPlan(source: source)
            return "valid"
        } catch {
            return error.description
        }
    }
}
