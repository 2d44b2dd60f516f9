import Foundation
import Testing

/// `fia add usecase` on real disk: refusals leave the tree byte-identical, `--dry-run` writes
/// nothing, and `--force` twice composes the use case once.
struct AddUseCaseCommandLineTests {
    private static let setup = [
        ["add", "feature", "Settings"], ["add", "driver", "Analytics", "--no-entity"],
        ["add", "usecase", "Checkout", "--uses", "Settings,Analytics"],
    ]

    /// One project for every refusal and dry run: none of them may change it.
    @Test func refusalsAndDryRunsLeaveTheTreeUnchanged() throws {
        let project = try DemoProject(Self.setup)
        let exists = "5 files already exist: 'Sources/DomainLayer/UseCases/Checkout/CheckoutInteractor.swift'"
        for name in ["Checkout", "checkout"] {
            for extra in [[], ["--dry-run"]] {
                try project.expectRefusal(["add", "usecase", name, "--uses", "Settings,Analytics"] + extra, status: 1, error: exists, hint: "run again with --force")
            }
        }
        let help = "see 'fia help add usecase'"
        for name in ["123", "my.usecase", "a/b", "caf\u{E9}"] {
            try project.expectRefusal(["add", "usecase", name, "--uses", "Settings"], status: 64, error: "'\(name)' is not a valid use case name", hint: help)
        }
        try project.expectRefusal(["add", "usecase", "", "--uses", "Settings"], status: 64, error: "the use case name must not be empty", hint: help)
        try project.expectRefusal(["add", "usecase", "protocol", "--uses", "Settings"], status: 64, error: "'protocol' is a Swift keyword", hint: help)
        try project.expectRefusal(["add", "usecase", "Pay"], status: 64, error: "add usecase needs --uses", hint: help)
        try project.expectRefusal(["add", "usecase", "Pay", "--uses", "9lives"], status: 64, error: "'9lives' is not a valid driver name", hint: help)
        try project.expectRefusal(["add", "usecase", "Pay", "--uses", "Settings,,Analytics"], status: 64, error: "'--uses Settings,,Analytics' has an empty driver name", hint: help)
        try project.expectRefusal(["add", "usecase", "Pay", "--uses", ""], status: 64, error: "'--uses ' has an empty driver name", hint: help)
        try project.expectRefusal(["add", "usecase", "Pay", "--uses", "Settings", "--driver", "Settings"], status: 64,
                                  error: "unknown option '--driver' for 'fia add usecase'", hint: help)

        for uses in ["Nope", "Settings,Nope", "Nope,Analytics"] {
            try project.expectRefusal(["add", "usecase", "Pay", "--uses", uses], status: 1,
                                      error: "driver 'Nope' does not exist in this project; nothing was written",
                                      hint: "create it with 'fia add driver Nope', or check the spelling")
        }
        try project.expectRefusal(["add", "usecase", "Pay", "--uses", "Analytics"], status: 1,
                                  error: "use case 'Pay' needs a driver that returns entities, and none of 'Analytics' does",
                                  hint: "add a driver that returns entities to --uses (fia add driver <Name>)")

        let before = project.snapshot()
        for uses in ["Settings", "Analytics,Settings"] {
            let dryRun = try project.fia(["add", "usecase", "Pay", "--uses", uses, "--dry-run"])
            #expect(dryRun.status == 0, "\(uses): \(dryRun.stderr)")
            #expect(dryRun.stdout.contains("    create  Sources/DomainLayer/UseCases/Pay/PayInteractor.swift\n"))
            #expect(dryRun.stdout.contains("\n+    PayInteractorDependency"), "the composition's diff")
            #expect(dryRun.stdout.hasSuffix("dry run: nothing was written\n"))
            #expect(project.changes(since: before) == [], "\(uses) --dry-run wrote something")
        }
    }

    /// `--force` re-renders a hand-edited use case back to what `add usecase` wrote, twice, and
    /// composes it into DIContainerDependency once; no other shared file mentions it.
    @Test func forceTwiceDuplicatesNothing() throws {
        let project = try DemoProject(Self.setup)
        let added = project.snapshot()
        try project.write("// edited by hand\n", to: "Sources/DomainLayer/UseCases/Checkout/CheckoutInteractor.swift")
        try project.write("// edited by hand\n", to: "Tests/PresentationLayerTests/CheckoutInteractorTests.swift")
        for _ in 1...2 {
            let forced = try project.fia(["add", "usecase", "Checkout", "--uses", "Settings,Analytics", "--force"])
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(forced.stdout.contains(" identical  Sources/PresentationLayer/DIContainerDependency.swift\n"))
            #expect(project.changes(since: added) == [])
        }
        #expect(try project.count("CheckoutInteractorDependency", in: "Sources/PresentationLayer/DIContainerDependency.swift") == 1)
        #expect(try project.count("SettingsPresenterDependency", in: "Sources/PresentationLayer/DIContainerDependency.swift") == 1)
        for file in [
            "Package.swift", "TestPlans/UnitTests.xctestplan", "TestPlans/PresenterTests.xctestplan", "TestPlans/DriverTests.xctestplan",
            "Sources/PresentationLayer/Mock/MockDIContainer.swift", "Sources/DependencyInjectionLayer/DIContainer.swift",
            "TestPlans/ProductionApp.xctestplan", "App/Demo.xcodeproj/project.pbxproj",
        ] {
            #expect(try project.count("Checkout", in: file) == 0, "\(file)")
        }
    }
}
