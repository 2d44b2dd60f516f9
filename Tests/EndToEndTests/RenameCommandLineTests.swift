import FiaTestSupport
import Foundation
import Testing

/// `fia rename feature` through the built binary on disk: exit codes and stderr, `--dry-run`
/// and refusals leaving the tree byte-identical, and a rename killed at any of its renames or
/// unlinks leaving the before- or the after-state once the next command has run (quick: every
/// 3rd rename; `FIA_FULL_CRASH_SWEEP=1`: every rename and unlink). (The full build of a renamed
/// project is in `GeneratedProjectTests`.)
@Suite(.serialized)
struct RenameCommandLineTests {
    /// `fia new Demo` with `Notes` (its own driver) and, unless `small`, `Profile` (using Settings' driver).
    private func project(in directory: TemporaryDirectory, small: Bool = false) throws -> String {
        try #require(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let project = directory.path + "/Demo"
        let features = [["add", "feature", "Settings"], ["add", "feature", "Profile", "--uses", "Settings"], ["add", "feature", "Notes"]]
        for arguments in small ? [features[2]] : features {
            let result = try Shell.fia(arguments, in: project)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return project
    }

    @Test func dryRunRefusalsAndTheRenameOnDisk() throws {
        let directory = try TemporaryDirectory()
        let project = try project(in: directory)
        let before = TreeSnapshot(project)

        let dryRun = try Shell.fia(["rename", "feature", "Notes", "Journal", "--dry-run", "--project", project], in: directory.path)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("    remove  Sources/PresentationLayer/Notes/NotesView.swift\n    create  Sources/PresentationLayer/Journal/JournalView.swift\n"))
        #expect(TreeSnapshot(project) == before, "\(TreeSnapshot(project).difference(from: before))")

        for (arguments, status, stderr) in [
            (["Notes", "Settings"], Int32(1), "error: renaming 'NotesPresenter' to 'SettingsPresenter' would collide with the 'SettingsPresenter' that 'Sources/PresentationLayer/Settings/SettingsPresenter.swift' already uses; nothing was written\nchoose another new name, or rename or remove what is in the way first\n"),
            (["Weather", "Forecast"], 1, "error: feature 'Weather' does not exist in this project: no 'WeatherPresenterDependency' protocol; nothing was written\nthe features are: Notes, Profile, Settings\n"),
            (["Notes", "NOTES"], 64, "error: 'Notes' and 'NOTES' differ only in case, which case-insensitive file systems (macOS) cannot tell apart; rename through another name first\nsee 'fia help rename feature'\n"),
        ] {
            let result = try Shell.fia(["rename", "feature"] + arguments, in: project)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
            #expect(TreeSnapshot(project) == before, "\(arguments): \(TreeSnapshot(project).difference(from: before))")
        }

        let rename = try Shell.fia(["rename", "feature", "notes", "journal"], in: project + "/Sources")
        #expect(rename.status == 0, "\(rename.stderr)")
        #expect(rename.stdout.hasSuffix("\nRenamed Notes to Journal. Next:\n  swift build && swift test\n  fia doctor\n"), "\(rename.stdout)")
        let after = TreeSnapshot(project)
        #expect(after.entries.filter { $0.key.lowercased().contains("notes") || $0.value.lowercased().contains("notes") }.isEmpty)
        #expect(after.entries["Sources/PresentationLayer/Notes"] == nil && after.entries["Sources/FrameworkLayer/NotesFramework"] == nil)
        #expect(after.entries["Sources/PresentationLayer/Journal"] == "dir")
        #expect(try Shell.fia(["doctor"], in: project).status == 0)
    }

    static let fullSweep = ProcessInfo.processInfo.environment["FIA_FULL_CRASH_SWEEP"] == "1"

    @Test(.requires(.strace), arguments: fullSweep ? ["rename", "unlink"] : ["rename"])
    func aRenameKilledAtAnyCallLeavesTheBeforeOrAfterState(call: String) throws {
        let directory = try TemporaryDirectory()
        let pristine = try project(in: directory, small: true)
        let before = TreeSnapshot(pristine)
        let expected = directory.path + "/Expected"
        try FileManager.default.copyItem(atPath: pristine, toPath: expected)
        #expect(try Shell.fia(["rename", "feature", "Notes", "Journal"], in: expected).status == 0)
        let after = TreeSnapshot(expected)

        let work = directory.path + "/Work"
        var sawBefore = false, sawAfter = false
        for k in stride(from: 1, through: 400, by: Self.fullSweep ? 1 : 3) {
            try? FileManager.default.removeItem(atPath: work)
            try FileManager.default.copyItem(atPath: pristine, toPath: work)
            let run = try Shell.run(
                try #require(ExternalTool.strace.path), ["-f", "-o", "/dev/null", "-e", "inject=\(call):signal=KILL:when=\(k)", Shell.fia, "rename", "feature", "Notes", "Journal"],
                in: work, timeout: 60
            )
            // The next writing command finishes (or undoes) what the killed one left.
            let next = try Shell.fia(["add", "feature", "Other", "--dry-run"], in: work, timeout: 60)
            #expect(next.status == 0, "k=\(k): \(next.stderr)")
            let state = TreeSnapshot(work)
            #expect(state == before || state == after, "\(call) k=\(k): \(state.difference(from: before)) / \(state.difference(from: after))")
            sawBefore = sawBefore || state == before
            sawAfter = sawAfter || state == after
            if run.status == 0 { break }
        }
        #expect(sawAfter, "the run was never let through")
        #expect(sawBefore, "no kill left the before-state")
    }
}
