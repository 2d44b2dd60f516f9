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
}
