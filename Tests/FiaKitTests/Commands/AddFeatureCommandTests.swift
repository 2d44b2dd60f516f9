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
        #expect(result.err.hasPrefix("error: this package is not an FIA project: 'Sources/PresentationLayer/DIContainerDependency.swift' is missing"))
        #expect(fia.fileSystem.files.count == 1)
    }

    @Test(arguments: [("URLSession", "UrlSession", "urlSessionDriver"), ("Settings", "SETTINGS", "settingsDriver"), ("Id", "ID", "idDriver")])
    func aNewDriverWhosePropertyIsTakenIsRefused(first: String, second: String, property: String) {
        let fia = project()
        fia.run("add", "feature", first)
        let before = fia.fileSystem.files
        let result = fia.run("add", "feature", second)
        #expect(result.status == 1)
        #expect(result.err == """
            error: driver '\(second)' needs the property '\(property)', which MockDIContainer already declares; nothing was written
            name the driver differently: pass --driver <name>

            """)
        #expect(fia.fileSystem.files == before)
    }
}
