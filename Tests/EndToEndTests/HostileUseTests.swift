import Foundation
import Testing

/// Hostile ways to run fia: a deleted working directory, failing output, risky names, things in
/// the way, `new --force` over a project, a held lock, a leftover journal. Each runs under a
/// time limit and asserts the exit code, the message and the tree.
struct HostileUseTests {
    static let limit = 60.0

    private func newProject() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let result = try Shell.fia(["new", "Demo"], in: directory.path)
        try #require(result.status == 0, "\(result.stderr)")
        return (directory, directory.path + "/Demo")
    }

    private func fia(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Shell.Result {
        let result = try Shell.fia(arguments, in: directory, timeout: Self.limit, environment: environment)
        #expect(!result.timedOut, "fia \(arguments.joined(separator: " ")) did not finish in \(Self.limit) seconds")
        return result
    }

    /// Runs `script` with `sh -c`, `$FIA` set to the built fia.
    private func sh(_ script: String, in directory: String) throws -> Shell.Result {
        let result = try Shell.run("/bin/sh", ["-c", script], in: directory, timeout: Self.limit, environment: ["FIA": Shell.fia])
        #expect(!result.timedOut, "'\(script)' did not finish in \(Self.limit) seconds")
        return result
    }

    @Test(arguments: [["new", "GoneApp"], ["doctor"], ["add", "feature", "Zeta"]])
    func aDeletedWorkingDirectoryIsAClearError(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let name = "FiaGone\(UInt32.random(in: 1000...999_999))"
        let arguments = arguments.map { $0 == "GoneApp" ? name : $0 }.joined(separator: " ")
        let result = try sh("mkdir gone && cd gone && rmdir ../gone && exec \"$FIA\" \(arguments)", in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr == "error: the current directory no longer exists; nothing was read or written\ncd to an existing directory and run fia again\n")
        #expect(!FileManager.default.fileExists(atPath: "/" + name))
        #expect(TreeSnapshot(directory.path).entries.isEmpty)
    }

    #if os(Linux)
    @Test func aFailingStandardOutputExitsOneWithoutATrap() throws {
        let (directory, project) = try newProject()
        _ = directory
        let version = try sh("\"$FIA\" --version > /dev/full", in: project)
        #expect(version.status == 1)
        #expect(version.stderr == "error: could not write to standard output: no space left on device\n")

        let add = try sh("\"$FIA\" add feature Zeta > /dev/full", in: project)
        #expect(add.status == 1)
        #expect(add.stderr.contains("note: the change was written completely; only its report was lost"), "\(add.stderr)")
        #expect(try String(contentsOfFile: project + "/Package.swift", encoding: .utf8).contains("\"ZetaFramework\""))

        let pipe = try sh("\"$FIA\" doctor --json | head -c 1 > /dev/null; exit 0", in: project)
        #expect(!pipe.stderr.contains("Fatal error"), "\(pipe.stderr)")
    }
    #endif

    /// A sample of the risky names (`.ci/risky-names` tries all of them, building what is accepted).
    @Test(arguments: [
        ("Void", "the toolchain's 'Void'"), ("Bool", "the toolchain's 'Bool'"), ("KeyPath", "the toolchain's 'KeyPath'"),
        ("URL", "the toolchain's 'URL'"), ("Observable", "the toolchain's 'Observable'"), ("Test", "the toolchain's 'Test'"),
        ("Identifiable", "the toolchain's 'Identifiable'"), ("ID", "the toolchain's 'ID'"), ("Element", "the toolchain's 'Element'"),
    ])
    func riskyNamesAreRefused(name: String, hidden: String) throws {
        let (directory, project) = try newProject()
        _ = directory
        let before = TreeSnapshot(project)
        let result = try fia(["add", "feature", name], in: project)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: '\(name)' cannot name a new type: it would hide \(hidden), which the generated code uses; "), "\(result.stderr)")
        #expect(TreeSnapshot(project) == before)
    }

    @Test func aNameTooLongForTheFileSystemIsAUsageError() throws {
        let (directory, project) = try newProject()
        _ = directory
        let before = TreeSnapshot(project)
        let result = try fia(["add", "feature", String(repeating: "A", count: 300)], in: project)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: the feature name is 300 characters long; fia derives file names from it, so it may have at most 128\n"))
        #expect(TreeSnapshot(project) == before)
    }

    @Test func aFolderInTheWayOfAFileIsAConflict() throws {
        let (directory, project) = try newProject()
        _ = directory
        try FileManager.default.createDirectory(atPath: project + "/Sources/DomainLayer/Entities/Zeta.swift", withIntermediateDirectories: true)
        let before = TreeSnapshot(project)
        let result = try fia(["add", "feature", "Zeta"], in: project)
        #expect(result.status == 1)
        #expect(result.stdout.contains("  conflict  Sources/DomainLayer/Entities/Zeta.swift\n"), "\(result.stdout)")
        #expect(TreeSnapshot(project) == before)
    }

    @Test func newForceNeverResetsAnFIAProject() throws {
        let (directory, project) = try newProject()
        #expect(try fia(["add", "feature", "Settings"], in: project).status == 0)
        let before = TreeSnapshot(project)
        let result = try fia(["new", "Demo", "--force"], in: directory.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: 'Demo' is already an FIA project; --force would replace '"), "\(result.stderr)")
        #expect(result.stderr.contains(" and drop its features' wiring; nothing was written\n"), "\(result.stderr)")
        #expect(result.stderr.contains("grow it with 'fia add feature <Name>', and run 'fia doctor' to find what needs repair"))
        #expect(TreeSnapshot(project) == before)
    }

    @Test func aSecondWriterWaitsThenNamesTheHolder() throws {
        let (directory, project) = try newProject()
        _ = directory
        // This test process holds the lock, as a running `fia add feature` would.
        try FileManager.default.createDirectory(atPath: project + "/.fia", withIntermediateDirectories: true)
        let descriptor = open(project + "/.fia/lock", O_RDWR | O_CREAT, 0o644)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        let pid = Array("\(getpid())\n".utf8)
        _ = pid.withUnsafeBytes { write(descriptor, $0.baseAddress!, pid.count) }
        let before = TreeSnapshot(project)
        let result = try fia(["add", "feature", "Zeta"], in: project, environment: ["FIA_LOCK_TIMEOUT": "0.3"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: another fia run (pid \(getpid())) is changing this project; waited 0.3 seconds, nothing was written\nrun the command again once the other one has finished\n")
        #expect(TreeSnapshot(project) == before)
    }

    @Test func aLeftoverJournalIsReportedByDoctorAndRolledBackByTheNextWriter() throws {
        let (directory, project) = try newProject()
        _ = directory
        let before = TreeSnapshot(project)
        // A run killed after moving one new file into place and one staged file left behind.
        let created = project + "/Sources/DomainLayer/Half.swift"
        let staged = project + "/Sources/DomainLayer/.Other.swift.fia-999999"
        try "struct Half {}\n".write(toFile: created, atomically: true, encoding: .utf8)
        try "struct Other {}\n".write(toFile: staged, atomically: true, encoding: .utf8)
        let journal = #"{"pid":999999,"directories":[],"files":[{"destination":"\#(created)","staged":"\#(project)/Sources/DomainLayer/.Half.swift.fia-999999"},{"destination":"\#(project)/Sources/DomainLayer/Other.swift","staged":"\#(staged)"}]}"#
        try FileManager.default.createDirectory(atPath: project + "/.fia", withIntermediateDirectories: true)
        try journal.write(toFile: project + "/.fia/journal", atomically: true, encoding: .utf8)

        let doctor = try fia(["doctor"], in: project)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("✗ .fia: an interrupted fia run (pid 999999) left its write journal '.fia/journal'; the project may be half-written [layout.interrupted-write]"), "\(doctor.stdout)")

        let dryRun = try fia(["add", "feature", "Zeta", "--dry-run"], in: project)
        #expect(dryRun.status == 0)
        #expect(dryRun.stderr == "note: an earlier fia run (pid 999999) was interrupted while writing 2 files; its changes were rolled back\n")
        #expect(TreeSnapshot(project) == before, "changed: \(TreeSnapshot(project).difference(from: before))")
    }

    @Test func newRemovesWhatAnInterruptedNewLeftAndAppearsWhole() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/.App.fia-new-999999/Sources", withIntermediateDirectories: true)
        let result = try fia(["new", "Other"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "note: removed '.App.fia-new-999999', left in '\(directory.path)' by an interrupted 'fia new'\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Other"])
    }

    /// A tuning variable with a value fia cannot use is named in a warning and ignored: the
    /// command does what it does without it.
    @Test func aBadTuningVariableIsAWarningAndIgnored() throws {
        let (directory, project) = try newProject()
        _ = directory
        let plain = try fia(["doctor"], in: project)
        let threads = try fia(["doctor"], in: project, environment: ["FIA_THREADS": "abc"])
        #expect(threads.status == plain.status)
        #expect(threads.stdout == plain.stdout)
        #expect(threads.stderr.hasPrefix("warning: FIA_THREADS='abc' is not a number of threads (a whole number, at least 1); using "))
        let timeout = try fia(["add", "feature", "Zeta", "--dry-run"], in: project, environment: ["FIA_LOCK_TIMEOUT": "soon"])
        #expect(timeout.status == 0, "\(timeout.stderr)")
        #expect(timeout.stderr == "warning: FIA_LOCK_TIMEOUT='soon' is not a number of seconds; waiting up to 10\n")
        let good = try fia(["add", "feature", "Zeta", "--dry-run"], in: project, environment: ["FIA_THREADS": "1", "FIA_LOCK_TIMEOUT": "0.5"])
        #expect(good.stderr == "")
        #expect(good.stdout == timeout.stdout)
    }
}
