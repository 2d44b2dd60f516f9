import Foundation
import Testing

/// The built `fia` binary's contract: exit codes, `error:` lines, and no change on disk on bad input.
struct CommandLineTests {
    @Test func helpAndVersionExitZero() throws {
        let directory = try TemporaryDirectory()
        for arguments in [["--help"], ["help", "new"], ["add", "feature", "--help"], ["doctor", "--help"], ["--version"]] {
            let result = try Shell.fia(arguments, in: directory.path)
            #expect(result.status == 0, "\(arguments)")
            #expect(!result.stdout.isEmpty)
            #expect(result.stderr.isEmpty)
        }
    }

    @Test(arguments: [
        ["new", "9lives"], ["new", "class"], ["new", ""], ["new", "../x"], ["new"],
        ["frobnicate"], ["new", "Demo", "--frobnicate"], ["--frobnicate"],
        ["add", "feature", "123"], ["add", "feature", "class"], ["add", "feature", "a/b"], ["add", "feature", ""],
    ])
    func usageErrorsExit64AndWriteNothing(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try Shell.fia(arguments, in: directory.path)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("see 'fia"))
        #expect(result.stdout.isEmpty)
        #expect(directory.snapshot().isEmpty)
    }

    @Test func newRefusesANonEmptyDestination() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/Demo", withIntermediateDirectories: false)
        try directory.write("mine", to: "Demo/notes.txt")
        let before = directory.snapshot()
        let result = try Shell.fia(["new", "Demo"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: 'Demo' already exists and is not empty"))
        #expect(directory.snapshot() == before)
    }

    @Test func newAcceptsAFreshGitRepository() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/Demo/.git", withIntermediateDirectories: true)
        try directory.write("[core]\n", to: "Demo/.git/config")
        let result = try Shell.fia(["new", "Demo"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.read("Demo/.git/config") == "[core]\n")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/Demo/Package.swift"))
    }

    @Test func newForceKeepsTheUsersFiles() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/Demo", withIntermediateDirectories: false)
        try directory.write("mine", to: "Demo/notes.txt")
        let result = try Shell.fia(["new", "Demo", "--force"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.read("Demo/notes.txt") == "mine")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/Demo/Package.swift"))
    }

    @Test func newDryRunListsThePlanAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let result = try Shell.fia(["new", "Demo", "--dry-run"], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("    create  Package.swift\n"))
        #expect(result.stdout.contains("    create  TestPlans/UnitTests.xctestplan\n"))
        #expect(result.stdout.contains("dry run: nothing was written"))
        #expect(directory.snapshot().isEmpty)
    }

    @Test func newHonoursPath() throws {
        let directory = try TemporaryDirectory()
        let result = try Shell.fia(["new", "my-app", "--path", "nested/dir"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.read("nested/dir/MyApp/Package.swift").contains("name: \"MyApp\""))
    }

    @Test(arguments: [["--path", "notes.txt"], ["--path", "notes.txt/sub"], ["--path", "notes.txt", "--dry-run"]])
    func newRefusesAPathThroughAFileBeforePlanning(options: [String]) throws {
        let directory = try TemporaryDirectory()
        try directory.write("mine", to: "notes.txt")
        let before = directory.snapshot()
        let result = try Shell.fia(["new", "Demo"] + options, in: directory.path)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            error: cannot create '\(options[1])/Demo': 'notes.txt' is a file, not a directory; nothing was written
            choose another name or --path

            """)
        #expect(directory.snapshot() == before)
    }
}
