@testable import FiaKit
import Testing

/// `fia rename feature` in memory: what moves, what is kept and why, and refusals that write nothing.
struct RenameFeatureCommandTests {
    /// `fia new Demo` with several features: Notes has its own driver; Profile also uses Settings's
    /// driver; LicenseList and LicenseDetail share the License driver; Cart calls a use case.
    private func project(_ options: String...) -> InMemoryFia {
        var fia = InMemoryFia()
        fia.run(["new", "Demo"] + options)
        fia.currentDirectory = "/work/Demo"
        for arguments in [
            ["add", "feature", "Settings"],
            ["add", "feature", "Profile", "--uses", "Settings"],
            ["add", "feature", "LicenseList", "--driver", "License"],
            ["add", "feature", "LicenseDetail", "--driver", "License"],
            ["add", "feature", "Notes"],
            ["add", "usecase", "Checkout", "--uses", "Profile"],
            ["add", "feature", "Cart", "--usecase", "Checkout"],
        ] {
            let result = fia.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.err)")
        }
        return fia
    }

    /// The paths and lines of the project that mention `word`, ignoring case.
    private func mentions(of word: String, in fia: InMemoryFia) -> [String] {
        fia.tree("/work/Demo").sorted { $0.key < $1.key }.flatMap { path, text in
            (path.lowercased().contains(word.lowercased()) ? [path] : [])
                + text.split(separator: "\n").filter { $0.lowercased().contains(word.lowercased()) }.map { "\(path): \($0)" }
        }
    }

    @Test func aFeatureWithItsOwnDriverLeavesNoTraceOfItsName() throws {
        let fia = project()
        // A file of the driver's module not named after it moves with its module.
        let client = "import DomainLayer\n\n/// What NotesDriver asks; not a Notes type.\nstruct Client {}\n"
        try fia.fileSystem.write([("/work/Demo/Sources/FrameworkLayer/NotesFramework/Client.swift", client)])
        #expect(mentions(of: "journal", in: fia).isEmpty)
        #expect(!mentions(of: "notes", in: fia).isEmpty)
        let result = fia.run("rename", "feature", "Notes", "Journal")
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("note: kept"), "\(result.out)")
        #expect(result.out.contains("    remove  Sources/FrameworkLayer/NotesFramework/NotesDriver.swift\n"))
        #expect(result.out.contains("    create  Sources/FrameworkLayer/JournalFramework/JournalDriver.swift\n"))
        #expect(mentions(of: "notes", in: fia) == [])
        #expect(!fia.fileSystem.exists("/work/Demo/Sources/PresentationLayer/Notes"))
        #expect(!fia.fileSystem.exists("/work/Demo/Tests/NotesFrameworkTests"))
        let tree = fia.tree("/work/Demo")
        for path in [
            "Sources/PresentationLayer/Journal/JournalPresenter.swift", "Sources/PresentationLayer/Journal/JournalView.swift",
            "Sources/DomainLayer/Entities/Journal.swift", "Sources/PresentationLayer/Mock/Journal+Samples.swift",
            "Sources/PresentationLayer/Mock/MockJournalDriver.swift", "Tests/JournalFrameworkTests/JournalDriverTests.swift",
            "Tests/PresentationLayerTests/JournalPresenterTests.swift", "Sources/FrameworkLayer/JournalFramework/Client.swift",
        ] {
            #expect(tree[path] != nil, "missing \(path)")
        }
        #expect(tree["Sources/PresentationLayer/AppScreen.swift"]?.contains("case .journal:\n            AnyView(JournalView(dependency: container))") == true)
        #expect(tree["Sources/PresentationLayer/Journal/JournalView.swift"]?.contains(".navigationTitle(\"Journal\")") == true)
        #expect(fia.run("doctor").status == 0)
    }

    @Test func aSharedDriverAndItsEntityAreKeptAndNamed() throws {
        let fia = project()
        // The feature's own type moves with it; its extension of the kept entity keeps the entity's name.
        let extra = "import DomainLayer\n\nextension Settings {\n    var title: String { name }\n}\n\nstruct SettingsRow {\n    let settings: Settings\n}\n"
        try fia.fileSystem.write([("/work/Demo/Sources/PresentationLayer/Settings/Settings+Row.swift", extra)])
        let driver = fia.tree("/work/Demo").filter { $0.key.contains("SettingsDriver") || $0.key.contains("SettingsFramework") }
        let result = fia.run("rename", "feature", "Settings", "Preferences")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("note: kept driver 'Settings': also used by 'Sources/PresentationLayer/Profile/"), "\(result.out)")
        #expect(result.out.contains("note: kept entity 'Settings': its driver is not renamed"))
        let tree = fia.tree("/work/Demo")
        #expect(tree.filter { $0.key.contains("SettingsDriver") || $0.key.contains("SettingsFramework") } == driver)
        for form in ["SettingsPresenter", "SettingsView", "case settings", ".settings:", "PresentationLayer/Settings/"] {
            #expect(mentions(of: form, in: fia) == [], "\(form) remains")
        }
        #expect(tree["Sources/PresentationLayer/Preferences/Preferences+Row.swift"]
            == "import DomainLayer\n\nextension Settings {\n    var title: String { name }\n}\n\nstruct PreferencesRow {\n    let settings: Settings\n}\n")
        let presenter = tree["Sources/PresentationLayer/Preferences/PreferencesPresenter.swift"] ?? ""
        #expect(presenter.contains("LoadState<[Settings]>") && presenter.contains("dependency.settingsDriver.fetchAll()"))
        // The screen title follows; a sentence about the kept entity does not.
        let view = tree["Sources/PresentationLayer/Preferences/PreferencesView.swift"] ?? ""
        #expect(view.contains(".navigationTitle(\"Preferences\")") && view.contains("\"No Settings yet\""))
        #expect(fia.run("doctor").status == 0)
    }

    @Test func aFeatureNotNamedAfterItsDriverKeepsTheDriverSilently() {
        let fia = project()
        let result = fia.run("rename", "feature", "LicenseDetail", "LicenseInfo")
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("note:"))
        #expect(mentions(of: "licenseDetail", in: fia) == [])
        #expect(fia.tree("/work/Demo")["Sources/DomainLayer/Drivers/LicenseDriverProtocol.swift"] != nil)
        #expect(fia.run("doctor").status == 0)
    }

    @Test func aFeatureCallingAUseCaseIsRenamed() {
        let fia = project()
        let result = fia.run("rename", "feature", "Cart", "Basket")
        #expect(result.status == 0, "\(result.err)")
        #expect(mentions(of: "cart", in: fia) == [])
        #expect(fia.tree("/work/Demo")["Sources/PresentationLayer/Basket/BasketPresenterDependency.swift"]?.contains("CheckoutInteractorDependency") == true)
        #expect(fia.run("doctor").status == 0)
    }

    @Test func aFeatureOfANoViewProjectIsRenamed() {
        let fia = project("--no-views")
        #expect(fia.tree("/work/Demo")["Sources/PresentationLayer/AppScreen.swift"] == nil)
        let result = fia.run("rename", "feature", "Notes", "Journal")
        #expect(result.status == 0, "\(result.err)")
        #expect(mentions(of: "notes", in: fia) == [])
        #expect(fia.tree("/work/Demo")["Sources/PresentationLayer/Journal/JournalPresenter.swift"] != nil)
        #expect(fia.run("doctor").status == 0)
    }

    @Test(arguments: [("Notes", "Journal"), ("Settings", "Preferences"), ("LicenseDetail", "LicenseInfo"), ("Cart", "Basket")])
    func renamingBackRestoresTheTreeByteForByte(old: String, new: String) {
        let fia = project()
        let before = fia.fileSystem.files
        #expect(fia.run("rename", "feature", old, new).status == 0)
        #expect(fia.fileSystem.files != before)
        let back = fia.run("rename", "feature", new, old)
        #expect(back.status == 0, "\(back.err)")
        #expect(fia.fileSystem.files == before, "\(Set(fia.fileSystem.files.keys).symmetricDifference(before.keys).sorted())")
    }

    @Test func unrelatedNamesThatContainTheOldOneAreLeftAlone() throws {
        let fia = project()
        let helper = "/work/Demo/Sources/PresentationLayer/NotesCounter.swift"
        let text = """
            /// Counts notes; not part of the Notes feature.
            public struct MyNotesPresenterHelper {
                public let notesCount = 0
                public let title = "Notes"
            }

            """
        try fia.fileSystem.write([(helper, text)])
        #expect(fia.run("rename", "feature", "Notes", "Journal").status == 0)
        #expect(fia.fileSystem.files[helper] == text)
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() {
        let fia = project()
        let before = fia.fileSystem.files
        let result = fia.run("rename", "feature", "Notes", "Journal", "--dry-run")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("    remove  Sources/PresentationLayer/Notes/NotesPresenter.swift\n"))
        #expect(result.out.contains("-    NotesPresenterDependency,\n"))
        #expect(result.out.contains("+    JournalPresenterDependency,\n"))
        // A moved file is diffed from its old path and text to its new ones.
        let header = """
            diff --git a/Sources/PresentationLayer/Notes/NotesPresenterDependency.swift b/Sources/PresentationLayer/Journal/JournalPresenterDependency.swift
            rename from Sources/PresentationLayer/Notes/NotesPresenterDependency.swift
            rename to Sources/PresentationLayer/Journal/JournalPresenterDependency.swift
            --- a/Sources/PresentationLayer/Notes/NotesPresenterDependency.swift
            +++ b/Sources/PresentationLayer/Journal/JournalPresenterDependency.swift
            @@ -1,5 +1,5 @@

            """
        #expect(result.out.contains(header), "\(result.out)")
        #expect(result.out.contains("-public protocol NotesPresenterDependency: NotesDriverProvider {}\n+public protocol JournalPresenterDependency: JournalDriverProvider {}\n"))
        #expect(result.out.hasSuffix("dry run: nothing was written\n"))
        #expect(fia.fileSystem.files == before)
    }

    @Test(arguments: [
        (["Notes", "Profile"], "error: renaming 'NotesPresenter' to 'ProfilePresenter' would collide with the 'ProfilePresenter' that"),
        (["Notes", "LicenseList"], "error: renaming 'NotesPresenter' to 'LicenseListPresenter' would collide"),
        (["Notes", "License"], "error: renaming 'MockNotesDriver' to 'MockLicenseDriver' would collide"),
        (["Weather", "Forecast"], "error: feature 'Weather' does not exist in this project"),
    ])
    func aCollisionOrAnUnknownFeatureIsRefusedUnchanged(names: [String], error: String) {
        let fia = project()
        let before = fia.fileSystem.files
        let result = fia.run(["rename", "feature"] + names)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix(error), "\(result.err)")
        #expect(result.err.hasSuffix("\n") && result.err.split(separator: "\n").count == 2, "error and hint: \(result.err)")
        #expect(fia.fileSystem.files == before)
    }

    @Test func aFolderOrTargetInTheWayIsRefusedUnchanged() throws {
        let fia = project()
        try fia.fileSystem.write([("/work/Demo/Sources/PresentationLayer/Journal/Notes.md", "notes\n")])
        let before = fia.fileSystem.files
        let result = fia.run("rename", "feature", "Notes", "Journal")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: 'Sources/PresentationLayer/Notes' would move to 'Sources/PresentationLayer/Journal', which already exists"), "\(result.err)")
        #expect(fia.fileSystem.files == before)
    }

    @Test func aTargetInTheWayIsRefusedUnchanged() throws {
        let fia = project()
        let manifest = fia.fileSystem.files["/work/Demo/Package.swift"] ?? ""
        let declaration = ".target(\n    name: \"JournalFramework\",\n    path: \"Sources/Journal\"\n)"
        try fia.fileSystem.write([("/work/Demo/Package.swift", try ManifestEditor.addTarget(named: "JournalFramework", declaration: declaration, to: manifest))])
        let before = fia.fileSystem.files
        let result = fia.run("rename", "feature", "Notes", "Journal")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("error: renaming target 'NotesFramework' to 'JournalFramework' would collide with the existing target"), "\(result.err)")
        #expect(fia.fileSystem.files == before)
    }

    @Test(arguments: [
        (["Notes", "Notes"], "error: the feature is already named 'Notes'"),
        (["Notes", "NOTES"], "error: 'Notes' and 'NOTES' differ only in case"),
        (["Notes", "2fa"], "error: '2fa' is not a valid new feature name"),
        (["Notes", "Text"], "error: 'Text' cannot name a renamed type: it would hide"),
    ])
    func aBadNameIsAUsageError(names: [String], error: String) {
        let fia = project()
        let before = fia.fileSystem.files
        let result = fia.run(["rename", "feature"] + names)
        #expect(result.status == 64)
        #expect(result.err.hasPrefix(error), "\(result.err)")
        #expect(fia.fileSystem.files == before)
    }

    @Test func helpAndTheCommandGroupNameIt() {
        let fia = InMemoryFia()
        #expect(fia.run("help", "rename").out.contains("OVERVIEW: Rename a piece of an existing FIA project"))
        #expect(fia.run("help", "rename").out.contains("  feature "))
        #expect(fia.run("rename", "feature", "--help").out.contains("USAGE: fia rename feature <old> <new> [--dry-run] [--project <dir>]"))
        #expect(fia.run("--help").out.contains("  rename feature "))
        #expect(fia.run("help", "add").out.contains("OVERVIEW: Add a piece to an existing FIA project."))
    }
}
