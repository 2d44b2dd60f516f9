@testable import FiaKit
import Testing

/// `fia add feature` in memory: overrides, driver reuse, and refusals that write nothing.
struct AddFeatureCommandTests {
    /// A fresh `fia new Demo` with the current directory inside it.
    private func project() -> InMemoryFia {
        var fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.currentDirectory = "/work/Demo"
        return fia
    }

    @Test func aProjectBlueprintOverridesFiasOwn() throws {
        let fia = project()
        let override = "/work/Demo/.fia/Blueprints/feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift"
        try fia.fileSystem.write([(override, "// our own {{ name }} presenter for {{ driver | camel }}Driver\n")])
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 0, "\(result.err)")
        #expect(fia.fileSystem.files["/work/Demo/Sources/PresentationLayer/Settings/SettingsPresenter.swift"]
            == "// our own Settings presenter for settingsDriver\n")
    }

    @Test func aBrokenOverrideIsNamedAndNothingIsWritten() throws {
        let fia = project()
        let override = "/work/Demo/.fia/Blueprints/feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift"
        try fia.fileSystem.write([(override, "line one\n{{ nmae }}\n")])
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: feature/Sources/PresentationLayer/{{ name }}/{{ name }}Presenter.swift:2 (project override): unknown variable 'nmae'"))
        #expect(fia.fileSystem.files == before)
    }

    @Test func anExistingDriverIsReusedWithItsEntity() {
        let fia = project()
        fia.run("add", "feature", "LicenseList", "--driver", "License", "--entity", "Software")
        let driver = fia.fileSystem.files["/work/Demo/Sources/FrameworkLayer/LicenseFramework/LicenseDriver.swift"]
        let result = fia.run("add", "feature", "LicenseDetail", "--driver", "License")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("      skip  Sources/DomainLayer/Drivers/LicenseDriverProtocol.swift\n"))
        #expect(result.out.contains(" identical  Package.swift\n"))
        #expect(fia.fileSystem.files["/work/Demo/Sources/FrameworkLayer/LicenseFramework/LicenseDriver.swift"] == driver)
        let presenter = fia.fileSystem.files["/work/Demo/Sources/PresentationLayer/LicenseDetail/LicenseDetailPresenter.swift"] ?? ""
        #expect(presenter.contains("LoadState<[Software]>"))
    }

    @Test func aReusedDriversEntityCannotBeContradicted() {
        let fia = project()
        fia.run("add", "feature", "Settings")
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", "SettingsDetail", "--driver", "Settings", "--entity", "Preference")
        #expect(result.status == 1)
        #expect(result.err == """
            error: driver 'Settings' already exists and returns 'Settings', not 'Preference'; nothing was written
            drop --entity, or pass --entity Settings

            """)
        #expect(fia.fileSystem.files == before)
    }

    @Test func aPresenterWithoutItsOwnDriverComposesTheUsedProviders() {
        let fia = project()
        fia.run("add", "feature", "Settings")
        fia.run("add", "feature", "Profile")
        let result = fia.run("add", "feature", "Summary", "--no-driver", "--uses", "Profile,Settings")
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("Framework"))
        let dependency = fia.fileSystem.files["/work/Demo/Sources/PresentationLayer/Summary/SummaryPresenterDependency.swift"] ?? ""
        #expect(dependency.contains("public protocol SummaryPresenterDependency: ProfileDriverProvider, SettingsDriverProvider {}"))
    }

    @Test func aFailedWriteLeavesTheProjectAsItWas() {
        let fia = project()
        let before = fia.fileSystem.files
        fia.fileSystem.failWritesWith = FileSystemError(path: "/work/Demo/Package.swift", reason: "disk full")
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: could not access '/work/Demo/Package.swift': disk full"))
        #expect(fia.fileSystem.files == before)
    }

    @Test func aPackageThatIsNotAnFIAProjectIsRefused() throws {
        let fia = InMemoryFia()
        try fia.fileSystem.write([("/work/Package.swift", "// swift-tools-version: 6.0\n")])
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: cannot edit 'Package.swift': 'Package.swift' is not in a literal form"))
        #expect(fia.fileSystem.files.count == 1)
    }

    @Test(arguments: [("URLSession", "UrlSession"), ("Settings", "SETTINGS"), ("Api", "API")])
    func driversWhoseNamesDifferOnlyInCaseAreRefused(first: String, second: String) {
        let fia = project()
        fia.run("add", "feature", first)
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", second)
        #expect(result.status == 1)
        #expect(result.err.contains("would be a second '\(second).swift'"), "\(result.err)")
        #expect(fia.fileSystem.files == before)
    }

    @Test func aNewDriverWhosePropertyIsTakenIsRefused() throws {
        let fia = project()
        let container = "/work/Demo/Sources/PresentationLayer/Mock/MockDIContainer.swift"
        let source = try #require(fia.fileSystem.files[container])
        try fia.fileSystem.write([(container, source.replacingOccurrences(
            of: "    public init() {}\n", with: "    public init() {}\n\n    public let settingsDriver = 42\n"))])
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 1)
        #expect(result.err == """
            error: driver 'Settings' needs the property 'settingsDriver', which MockDIContainer already declares; nothing was written
            choose another driver name ('fia add feature' takes it with --driver <name>)

            """)
        #expect(fia.fileSystem.files == before)
    }

    @Test(arguments: [
        (["DomainError"], "Sources/DomainLayer/Entities/DomainError.swift", "DomainError", "Sources/DomainLayer/Errors/DomainError.swift"),
        (["LoadState"], "Sources/DomainLayer/Entities/LoadState.swift", "LoadState", "Sources/PresentationLayer/LoadState.swift"),
        (["Profile", "--entity", "MockDIContainer"], "Sources/DomainLayer/Entities/MockDIContainer.swift", "MockDIContainer",
         "Sources/PresentationLayer/Mock/MockDIContainer.swift"),
        (["Profile", "--entity", "SettingsPresenter"], "Sources/DomainLayer/Entities/SettingsPresenter.swift", "SettingsPresenter",
         "Sources/PresentationLayer/Settings/SettingsPresenter.swift"),
    ])
    func aTypeTheProjectAlreadyDeclaresIsRefused(arguments: [String], file: String, type: String, declaredIn: String) {
        let fia = project()
        fia.run("add", "feature", "Settings")
        let before = fia.fileSystem.files
        let result = fia.run(["add", "feature"] + arguments)
        #expect(result.status == 1)
        #expect(result.err == """
            error: '\(file)' would declare '\(type)', which '\(declaredIn)' already declares; nothing was written
            choose another name ('fia add feature' can also name the new types with --driver and --entity)

            """)
        #expect(fia.fileSystem.files == before)
    }

    @Test func aTypeTheFeatureWouldDeclareTwiceIsRefused() {
        let fia = project()
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", "Profile", "--entity", "ProfilePresenter")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("""
            error: 'ProfilePresenter' would be declared twice, in 'Sources/DomainLayer/Entities/ProfilePresenter.swift' \
            and 'Sources/PresentationLayer/Profile/ProfilePresenter.swift'; nothing was written

            """))
        #expect(fia.fileSystem.files == before)
    }

    @Test func aTypeOfTheSameNameInAnotherTestTargetIsNoCollision() throws {
        let fia = project()
        try fia.fileSystem.write([("/work/Demo/Tests/DomainLayerTests/SettingsPresenterTests.swift", "struct SettingsPresenterTests {}\n")])
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 0, "\(result.err)")
    }

    @Test func anEntitySharedByTwoDriversIsReusedNotRedeclared() {
        let fia = project()
        fia.run("add", "feature", "Settings")
        let result = fia.run("add", "feature", "Backup", "--driver", "Cloud", "--entity", "Settings")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("      skip  Sources/DomainLayer/Entities/Settings.swift\n"))
        let again = fia.run("add", "feature", "Backup", "--driver", "Cloud", "--entity", "Settings", "--force")
        #expect(again.status == 0, "\(again.err)")
    }

    @Test(arguments: [
        ("Result", "the toolchain's 'Result'"), ("String", "the toolchain's 'String'"), ("Error", "the toolchain's 'Error'"),
        ("Set", "the toolchain's 'Set'"), ("Sendable", "the toolchain's 'Sendable'"), ("Void", "the toolchain's 'Void'"),
        ("Bool", "the toolchain's 'Bool'"), ("KeyPath", "the toolchain's 'KeyPath'"), ("URL", "the toolchain's 'URL'"),
        ("Observable", "the toolchain's 'Observable'"), ("Test", "the toolchain's 'Test'"),
        ("Testing", "the 'Testing' the blueprints use"), ("Observation", "the 'Observation' the blueprints use"),
    ])
    func anEntityHidingANameTheGeneratedCodeUsesIsAUsageError(name: String, hidden: String) {
        let fia = project()
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", name)
        #expect(result.status == 64)
        #expect(result.err == """
            error: '\(name)' cannot name a new type: it would hide \(hidden), which the generated code uses; \
            choose another feature name, or pass --entity <name>
            see 'fia help add feature'

            """)
        #expect(fia.fileSystem.files == before)
        #expect(fia.run("add", "feature", name, "--entity", "Outcome").status == 0)
    }

    @Test func aDryRunWithConflictsFailsWithAnErrorLine() {
        let fia = project()
        fia.run("add", "feature", "Settings")
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", "Settings", "--dry-run")
        #expect(result.status == 1)
        #expect(result.out.contains("  conflict  Sources/PresentationLayer/Settings/SettingsPresenter.swift\n"))
        #expect(result.out.hasSuffix("dry run: nothing was written\n"))
        #expect(result.err == """
            error: 5 files already exist: 'Sources/PresentationLayer/Settings/SettingsPresenter.swift', \
            'Sources/PresentationLayer/Settings/SettingsPresenterDependency.swift', \
            'Sources/PresentationLayer/Settings/SettingsView.swift' and 2 more; nothing was written
            run again with --force to overwrite them

            """)
        #expect(fia.fileSystem.files == before)
    }

    @Test func aFileNameItsTargetAlreadyHasIsRefused() throws {
        let fia = project()
        try fia.fileSystem.write([("/work/Demo/Sources/DomainLayer/Extensions/Settings.swift", "extension Int {}\n")])
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", "Settings")
        #expect(result.status == 1)
        #expect(result.err == """
            error: 'Sources/DomainLayer/Entities/Settings.swift' would be a second 'Settings.swift' in 'Sources/DomainLayer', \
            next to 'Sources/DomainLayer/Extensions/Settings.swift'; nothing was written
            SwiftPM needs distinct file names within a target: rename that file, or name the new types with --driver and --entity

            """)
        #expect(fia.fileSystem.files == before)
        try fia.fileSystem.write([("/work/Demo/Sources/PresentationLayer/Settings.swift", "extension Int {}\n")])
        #expect(fia.run("add", "feature", "Profile").status == 0)
    }
}
