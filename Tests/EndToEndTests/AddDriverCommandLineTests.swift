import Foundation
import Testing

/// `fia add driver` on real disk: refusals leave the tree byte-identical, `--dry-run` writes
/// nothing, and `--force` twice duplicates no entry.
struct AddDriverCommandLineTests {
    /// One project for every refusal and dry run: none of them may change it.
    @Test func refusalsAndDryRunsLeaveTheTreeUnchanged() throws {
        let project = try DemoProject([["add", "driver", "Keychain"], ["add", "driver", "Analytics", "--no-entity"]])
        let exists = "5 files already exist: 'Sources/DomainLayer/Drivers/"
        for driver in [["Keychain"], ["Analytics", "--no-entity"], ["keychain"]] {
            try project.expectRefusal(["add", "driver"] + driver, status: 1, error: exists, hint: "run again with --force")
            try project.expectRefusal(["add", "driver"] + driver + ["--dry-run"], status: 1, error: exists, hint: "run again with --force")
        }
        let notValid = "is not a valid driver name: use letters and digits"
        for name in ["123", "my.driver", "a/b", "../Escape", "caf\u{E9}"] {
            try project.expectRefusal(["add", "driver", name], status: 64, error: "'\(name)' \(notValid)", hint: "see 'fia help add driver'")
        }
        try project.expectRefusal(["add", "driver", ""], status: 64, error: "the driver name must not be empty", hint: "see 'fia help add driver'")
        try project.expectRefusal(["add", "driver", "class"], status: 64, error: "'class' is a Swift keyword", hint: "see 'fia help add driver'")
        for reserved in ["String", "Data", "URL", "Result", "Task"] {
            try project.expectRefusal(
                ["add", "driver", reserved], status: 64,
                error: "'\(reserved)' cannot name a new type: it would hide the toolchain's '\(reserved)'", hint: "see 'fia help add driver'")
        }
        try project.expectRefusal(["add", "driver", "Clock", "--entity", "9am"], status: 64, error: "'9am' is not a valid entity name", hint: "see 'fia help add driver'")
        try project.expectRefusal(["add", "driver", "Clock", "--entity", "Tick", "--no-entity"], status: 64,
                                  error: "--no-entity and --entity contradict each other", hint: "see 'fia help add driver'")
        try project.expectRefusal(["add", "driver", "Clock", "--uses", "Keychain"], status: 64,
                                  error: "unknown option '--uses' for 'fia add driver'", hint: "see 'fia help add driver'")
        try project.expectRefusal(["add", "driver"], status: 64, error: "missing argument <name> for 'fia add driver'", hint: "see 'fia help add driver'")

        let before = project.snapshot()
        for driver in [["Clipboard", "--no-entity"], ["Location"], ["Location", "--entity", "Place"]] {
            let dryRun = try project.fia(["add", "driver"] + driver + ["--dry-run"])
            #expect(dryRun.status == 0, "\(driver): \(dryRun.stderr)")
            #expect(dryRun.stdout.contains("    create  Sources/DomainLayer/Drivers/\(driver[0])DriverProtocol.swift\n"))
            #expect(dryRun.stdout.contains("+++ b/Sources/DomainLayer/Drivers/\(driver[0])DriverProtocol.swift\n"))
            #expect(dryRun.stdout.hasSuffix("dry run: nothing was written\n"))
            #expect(project.changes(since: before) == [], "\(driver) --dry-run wrote something")
        }
    }

    /// `--force` re-renders a hand-edited driver back to what `add driver` wrote, twice, and
    /// every entry it wires stays single.
    @Test(arguments: [["Keychain"], ["Analytics", "--no-entity"]])
    func forceTwiceDuplicatesNothing(driver: [String]) throws {
        let name = driver[0], property = name.prefix(1).lowercased() + name.dropFirst() + "Driver"
        let project = try DemoProject([["add", "driver"] + driver])
        let added = project.snapshot()
        try project.write("// edited by hand\n", to: "Sources/FrameworkLayer/\(name)Framework/\(name)Driver.swift")
        try project.write("// edited by hand\n", to: "Sources/PresentationLayer/Mock/Mock\(name)Driver.swift")
        for _ in 1...2 {
            let forced = try project.fia(["add", "driver"] + driver + ["--force"])
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(forced.stdout.contains(" identical  Package.swift\n"))
            #expect(project.changes(since: added) == [])
        }
        #expect(try project.count("\"\(name)Framework\"", in: "Package.swift") == 3, "the target, the DI layer's and the tests' dependency")
        #expect(try project.count("\"\(name)FrameworkTests\"", in: "Package.swift") == 1)
        for plan in ["UnitTests", "DriverTests", "ProductionApp"] {
            #expect(try project.count("\"name\" : \"\(name)FrameworkTests\"", in: "TestPlans/\(plan).xctestplan") == 1, "\(plan)")
        }
        #expect(try project.count("\(name)FrameworkTests", in: "TestPlans/PresenterTests.xctestplan") == 0)
        #expect(try project.count("let \(property) = Mock\(name)Driver()", in: "Sources/PresentationLayer/Mock/MockDIContainer.swift") == 1)
        #expect(try project.count("let \(property) = \(name)Driver()", in: "Sources/DependencyInjectionLayer/DIContainer.swift") == 1)
        #expect(try project.count("import \(name)Framework\n", in: "Sources/DependencyInjectionLayer/DIContainer.swift") == 1)
        #expect(try project.count(name, in: "Sources/PresentationLayer/DIContainerDependency.swift") == 0, "no presenter composes it yet")
        #expect(try project.count("\(name)FrameworkTests", in: "TestPlans/DevelopmentApp.xctestplan") == 0)
    }
}
