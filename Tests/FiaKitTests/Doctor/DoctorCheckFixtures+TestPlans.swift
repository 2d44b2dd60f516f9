@testable import FiaKit

extension DoctorCheckFixtures {
    static let unitTests = "TestPlans/UnitTests.xctestplan"
    static let driverTests = "TestPlans/DriverTests.xctestplan"
    static let productionAppPlan = "TestPlans/ProductionApp.xctestplan"

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
