@testable import FiaKit
import Testing

/// `fia remove feature|driver|usecase` in memory: each undoes its `add` to the byte, keeps what
/// is still used, and refuses with nothing written.
struct RemoveCommandTests {
    /// A new project, and its files as `new` left them.
    private func newProject(_ options: String...) -> (fia: InMemoryFia, pristine: [String: String]) {
        let fia = InMemoryFia()
        let result = fia.run(["new", "Demo"] + options)
        #expect(result.status == 0, "\(result.err)")
        return (fia, fia.tree("/work/Demo"))
    }

    @discardableResult
    private func run(_ fia: InMemoryFia, _ arguments: String...) -> (status: Int32, out: String, err: String) {
        let result = fia.run(arguments + ["--project", "Demo"])
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.err)")
        return result
    }

    /// The folders of the project that hold nothing: a removal leaves none behind.
    private func emptyFolders(_ fia: InMemoryFia, _ root: String = "/work/Demo") throws -> [String] {
        var empty: [String] = []
        func visit(_ folder: String) throws {
            let names = try fia.fileSystem.entries(of: folder)
            if names.isEmpty { empty.append(folder) }
            for name in names where fia.fileSystem.isDirectory(Path.join(folder, name)) { try visit(Path.join(folder, name)) }
        }
        try visit(root)
        return empty
    }

    @Test func removingAFeatureGivesBackTheNewProject() throws {
        let (fia, pristine) = newProject()
        run(fia, "add", "feature", "Books")
        let result = run(fia, "remove", "feature", "Books")
        #expect(fia.tree("/work/Demo") == pristine)
        #expect(try emptyFolders(fia) == [])
        #expect(result.out.contains("    remove  Sources/PresentationLayer/Books/BooksPresenter.swift"))
        #expect(result.out.contains("    update  Package.swift"))
    }

    @Test func aDriverOfUsesStaysAndASharedDriverStaysUntilItsLastUserGoes() throws {
        let (fia, pristine) = newProject()
        run(fia, "add", "feature", "Books")
        let withBooks = fia.tree("/work/Demo")
        run(fia, "add", "feature", "Shelf", "--uses", "Books")
        let kept = run(fia, "remove", "feature", "Shelf")
        #expect(kept.out.contains("note: kept the Books driver"))
        #expect(fia.tree("/work/Demo") == withBooks)

        run(fia, "add", "feature", "Reader", "--driver", "Books")
        let shared = run(fia, "remove", "feature", "Books")
        #expect(shared.out.contains("note: kept the Books driver: feature 'Reader' uses it"))
        #expect(fia.tree("/work/Demo")["Sources/DomainLayer/Drivers/BooksDriverProtocol.swift"] != nil)
        run(fia, "remove", "feature", "Reader")
        #expect(fia.tree("/work/Demo") == pristine)
    }

    @Test func aFeatureFromTheMiddleLeavesWhatAddingTheOthersAloneWrites() throws {
        let (fia, _) = newProject()
        for name in ["Alpha", "Beta", "Gamma"] { run(fia, "add", "feature", name) }
        run(fia, "remove", "feature", "Beta")
        let (other, _) = newProject()
        for name in ["Alpha", "Gamma"] { run(other, "add", "feature", name) }
        #expect(fia.tree("/work/Demo") == other.tree("/work/Demo"))
    }

    @Test func namedDriversAndEntitiesAndTheUsersOtherEditsSurvive() throws {
        let (fia, pristine) = newProject()
        run(fia, "add", "feature", "LicenseList", "--driver", "License", "--entity", "Licence")
        run(fia, "add", "driver", "Analytics", "--no-entity")
        #expect(fia.tree("/work/Demo")["Sources/DomainLayer/Entities/Licence.swift"] != nil)
        // The team's own edits of the files fia edits stay: a target, a comment, a property.
        let manifest = "/work/Demo/Package.swift"
        let mine = ".target(name: \"Mine\", path: \"Sources/Mine\"),\n        .target(\n            name: \"LicenseFramework\""
        let edited = try #require(try fia.fileSystem.contents(of: manifest)).replacing(".target(\n            name: \"LicenseFramework\"", with: mine)
        let container = "/work/Demo/Sources/DependencyInjectionLayer/DIContainer.swift"
        let property = try #require(try fia.fileSystem.contents(of: container)).replacing("    public init() {}\n", with: "    public init() {}\n\n    // The team's own.\n    public let mine = 1\n")
        try fia.fileSystem.write([(manifest, edited), (container, property)])
        run(fia, "remove", "feature", "LicenseList")
        run(fia, "remove", "driver", "Analytics")
        var expected = pristine
        expected["Package.swift"] = expected["Package.swift"]?.replacing("    ]\n)\n", with: "        .target(name: \"Mine\", path: \"Sources/Mine\"),\n    ]\n)\n")
        expected["Sources/DependencyInjectionLayer/DIContainer.swift"] = expected["Sources/DependencyInjectionLayer/DIContainer.swift"]?
            .replacing("    public init() {}\n", with: "    public init() {}\n\n    // The team's own.\n    public let mine = 1\n")
        #expect(fia.tree("/work/Demo") == expected)
    }

    @Test func driversAndUseCasesAreRemovedOnlyWhenUnused() throws {
        let (fia, pristine) = newProject()
        run(fia, "add", "driver", "Keychain")
        let withDriver = fia.tree("/work/Demo")
        run(fia, "add", "usecase", "Login", "--uses", "Keychain")
        let withUseCase = fia.tree("/work/Demo")
        run(fia, "add", "feature", "Auth", "--usecase", "Login")

        let driverInUse = fia.run("remove", "driver", "Keychain", "--project", "Demo")
        #expect(driverInUse.status == 1)
        #expect(driverInUse.err.contains("error: the driver 'Keychain' is used by use case 'Login'; nothing was written"))
        let useCaseInUse = fia.run("remove", "usecase", "Login", "--project", "Demo")
        #expect(useCaseInUse.status == 1)
        #expect(useCaseInUse.err.contains("the use case 'Login' is used by feature 'Auth'"))

        #expect(run(fia, "remove", "feature", "Auth").out.contains("kept the Login use case"))
        #expect(fia.tree("/work/Demo") == withUseCase)
        run(fia, "remove", "usecase", "Login")
        #expect(fia.tree("/work/Demo") == withDriver)
        run(fia, "remove", "driver", "Keychain")
        #expect(fia.tree("/work/Demo") == pristine)
        #expect(try emptyFolders(fia) == [])
    }

    @Test func projectsWithoutViewsAndFeaturesWithoutOne() throws {
        let (fia, pristine) = newProject("--no-views")
        run(fia, "add", "feature", "Books")
        run(fia, "remove", "feature", "Books")
        #expect(fia.tree("/work/Demo") == pristine)

        let (viewed, viewedPristine) = newProject()
        run(viewed, "add", "feature", "Books")
        let withBooks = viewed.tree("/work/Demo")
        // `case books` is not `Book`'s screen: Book, added without a view, is removed without one.
        run(viewed, "add", "feature", "Book", "--no-view")
        run(viewed, "remove", "feature", "Book")
        #expect(viewed.tree("/work/Demo") == withBooks)
        run(viewed, "remove", "feature", "Books")
        #expect(viewed.tree("/work/Demo") == viewedPristine)
    }

    @Test func aChangedFileIsKeptAndListedUnlessForced() throws {
        let presenter = "/work/Demo/Sources/PresentationLayer/Books/BooksPresenter.swift"
        for force in [false, true] {
            let (fia, pristine) = newProject()
            run(fia, "add", "feature", "Books")
            let changed = try #require(try fia.fileSystem.contents(of: presenter)) + "// mine\n"
            try fia.fileSystem.write([(presenter, changed)])
            let result = force ? run(fia, "remove", "feature", "Books", "--force") : run(fia, "remove", "feature", "Books")
            if force {
                #expect(fia.tree("/work/Demo") == pristine)
            } else {
                #expect(result.out.contains("      skip  Sources/PresentationLayer/Books/BooksPresenter.swift"))
                #expect(result.out.contains("note: kept 1 file changed since fia wrote it: 'Sources/PresentationLayer/Books/BooksPresenter.swift'"))
                var expected = pristine
                expected["Sources/PresentationLayer/Books/BooksPresenter.swift"] = changed
                #expect(fia.tree("/work/Demo") == expected)
            }
        }
    }

    @Test func aDryRunWritesNothingAndShowsTheEdits() throws {
        let (fia, _) = newProject()
        run(fia, "add", "feature", "Books")
        let before = fia.fileSystem.files
        let result = run(fia, "remove", "feature", "Books", "--dry-run")
        #expect(fia.fileSystem.files == before)
        #expect(result.out.contains("-    BooksPresenterDependency"))
        #expect(result.out.contains("dry run: nothing was written"))
    }

    @Test func refusalsWriteNothing() throws {
        let (fia, _) = newProject()
        run(fia, "add", "feature", "Books")
        let before = fia.fileSystem.files
        let unknown = fia.run("remove", "feature", "Bookz", "--project", "Demo")
        #expect(unknown.status == 1)
        #expect(unknown.err.contains("error: the project has no feature 'Bookz' (it has 'Books'); nothing was written"))
        let invalid = fia.run("remove", "feature", "1Books", "--project", "Demo")
        #expect(invalid.status == 64)
        // fia's edit changed by hand: the composition protocol no longer lists the feature.
        let composition = "/work/Demo/Sources/PresentationLayer/DIContainerDependency.swift"
        let edited = try #require(try fia.fileSystem.contents(of: composition)).replacing("BooksPresenterDependency", with: "BooksPresenterDependency /* mine */")
        try fia.fileSystem.write([(composition, edited)])
        let changed = fia.fileSystem.files
        let handEdited = fia.run("remove", "feature", "Books", "--project", "Demo")
        #expect(handEdited.status == 1)
        #expect(handEdited.err.hasPrefix("error: cannot undo fia's edit of 'Sources/PresentationLayer/DIContainerDependency.swift' exactly: it differs from what 'add' writes; nothing was written\n"), "\(handEdited.err)")
        #expect(fia.fileSystem.files == changed)
        #expect(before.count == changed.count)
    }

    @Test func helpListsTheRemoveGroup() throws {
        let fia = InMemoryFia()
        let overview = fia.run("help")
        #expect(overview.out.contains("remove feature"))
        let group = fia.run("help", "remove")
        #expect(group.status == 0)
        #expect(group.out.hasPrefix("OVERVIEW: Remove a piece of an FIA project"))
        #expect(group.out.contains("  usecase"))
        let help = fia.run("remove", "driver", "--help")
        #expect(help.out.contains("USAGE: fia remove driver <name> [--dry-run] [--force] [--project <dir>]"))
    }
}
