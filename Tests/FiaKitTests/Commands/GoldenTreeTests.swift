@testable import FiaKit
import Testing

/// The generated trees, byte for byte. The end-to-end tests build and test the same trees.
struct GoldenTreeTests {
    @Test func newProject() throws {
        let fia = InMemoryFia()
        let result = fia.run("new", "Demo")
        #expect(result.status == 0, "\(result.err)")
        try GoldenFile.assertMatches(GoldenFile.dump(fia.tree("/work/Demo")), name: "new-Demo.golden")
    }

    @Test func projectWithThreeFeatures() throws {
        let fia = InMemoryFia()
        for arguments in [
            ["new", "Demo"],
            ["add", "feature", "Settings", "--project", "Demo"],
            ["add", "feature", "Profile", "--uses", "Settings", "--project", "Demo"],
            ["add", "feature", "LicenseList", "--driver", "License", "--entity", "License", "--project", "Demo"],
        ] {
            let result = fia.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.err)")
        }
        try GoldenFile.assertMatches(GoldenFile.dump(fia.tree("/work/Demo")), name: "features-Demo.golden")
    }

    /// `fia new --no-views`: the same features without views (the feature files are those of
    /// fia before views existed, byte for byte), and no `AppScreen`.
    @Test func projectWithThreeFeaturesWithoutViews() throws {
        let fia = InMemoryFia()
        for arguments in [
            ["new", "Demo", "--no-views"],
            ["add", "feature", "Settings", "--project", "Demo"],
            ["add", "feature", "Profile", "--uses", "Settings", "--project", "Demo"],
            ["add", "feature", "LicenseList", "--driver", "License", "--entity", "License", "--project", "Demo"],
        ] {
            let result = fia.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.err)")
        }
        try GoldenFile.assertMatches(GoldenFile.dump(fia.tree("/work/Demo")), name: "features-Demo-no-views.golden")
    }

    /// `fia new --feature-modules` and four features: one on its own driver, one also on another's
    /// driver, one on a use case, one without a view.
    @Test func featureModulesProject() throws {
        let fia = InMemoryFia()
        for arguments in [
            ["new", "Demo", "--feature-modules"],
            ["add", "feature", "Settings", "--project", "Demo"],
            ["add", "feature", "Profile", "--uses", "Settings", "--project", "Demo"],
            ["add", "usecase", "Checkout", "--uses", "Settings", "--project", "Demo"],
            ["add", "feature", "Cart", "--usecase", "Checkout", "--project", "Demo"],
            ["add", "feature", "Notes", "--no-view", "--project", "Demo"],
        ] {
            let result = fia.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.err)")
        }
        try GoldenFile.assertMatches(GoldenFile.dump(fia.tree("/work/Demo")), name: "feature-modules-Demo.golden")
    }

    /// What `add driver` writes into a new project: everything of a driver, nothing of a presenter.
    @Test(arguments: [
        (["Keychain"], "driver-Keychain.golden"),
        (["Analytics", "--no-entity"], "driver-Analytics-no-entity.golden"),
    ])
    func driverAlone(arguments: [String], golden: String) throws {
        let fia = InMemoryFia()
        #expect(fia.run("new", "Demo").status == 0)
        let before = fia.tree("/work/Demo")
        let result = fia.run(["add", "driver"] + arguments + ["--project", "Demo"])
        #expect(result.status == 0, "\(result.err)")
        try GoldenFile.assertMatches(GoldenFile.dumpChanges(from: before, to: fia.tree("/work/Demo")), name: golden)
    }

    /// What `add usecase` writes: the use case, its interactor and dependency, their tests, and
    /// the composition, over an entity driver and a --no-entity one.
    @Test func useCase() throws {
        let fia = InMemoryFia()
        for arguments in [["new", "Demo"], ["add", "feature", "Settings", "--project", "Demo"], ["add", "driver", "Analytics", "--no-entity", "--project", "Demo"]] {
            let result = fia.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.err)")
        }
        let before = fia.tree("/work/Demo")
        let result = fia.run("add", "usecase", "Checkout", "--uses", "Settings,Analytics", "--project", "Demo")
        #expect(result.status == 0, "\(result.err)")
        try GoldenFile.assertMatches(GoldenFile.dumpChanges(from: before, to: fia.tree("/work/Demo")), name: "usecase-Checkout.golden")
    }
}
