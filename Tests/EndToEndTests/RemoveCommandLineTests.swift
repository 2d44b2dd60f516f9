import Foundation
import Testing

/// `fia remove` through the built binary, on disk: the tree after `add` then `remove` is the
/// tree before, byte for byte and folder for folder (no `.fia/lock`, no emptied folder left).
struct RemoveCommandLineTests {
    @Test func addThenRemoveLeavesTheTreeAsItWas() throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let project = directory.path + "/Demo"
        let pristine = TreeSnapshot(project)
        #expect(try Shell.fia(["add", "feature", "Books"], in: project).status == 0)
        let withBooks = TreeSnapshot(project)
        #expect(try Shell.fia(["add", "feature", "Shelf", "--uses", "Books"], in: project).status == 0)

        let shelf = try Shell.fia(["remove", "feature", "Shelf"], in: project)
        #expect(shelf.status == 0, "\(shelf.stderr)")
        #expect(TreeSnapshot(project) == withBooks, "\(TreeSnapshot(project).difference(from: withBooks))")

        let dryRun = try Shell.fia(["remove", "feature", "Books", "--dry-run"], in: project)
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.contains("    remove  Sources/FrameworkLayer/BooksFramework/BooksDriver.swift"))
        #expect(TreeSnapshot(project) == withBooks)

        let books = try Shell.fia(["remove", "feature", "Books"], in: project)
        #expect(books.status == 0, "\(books.stderr)")
        #expect(TreeSnapshot(project) == pristine, "\(TreeSnapshot(project).difference(from: pristine))")
    }

    @Test func aDriverInUseIsRefusedWithItsUsersNamed() throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let project = directory.path + "/Demo"
        #expect(try Shell.fia(["add", "feature", "Books"], in: project).status == 0)
        let before = TreeSnapshot(project)
        let result = try Shell.fia(["remove", "driver", "Books"], in: project)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: the driver 'Books' is used by feature 'Books'; nothing was written\n"))
        #expect(TreeSnapshot(project) == before)
        let usage = try Shell.fia(["remove", "feature"], in: project)
        #expect(usage.status == 64)
    }
}
