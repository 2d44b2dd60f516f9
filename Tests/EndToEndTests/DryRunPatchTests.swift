import FiaKit
import FiaTestSupport
import Foundation
import Testing

/// `--dry-run` prints a patch: `patch -p1`, applied to a copy of the project, gives exactly the
/// tree the real run then writes, file by file and byte for byte (the real run leaves no
/// bookkeeping behind: `.fia/lock` and the journal go when it ends, so nothing is ignored).
@Suite(.requires(.patch))
struct DryRunPatchTests {
    @Test func everyAddAndRemoveCommandsDryRunIsThePatchItsRealRunWrites() throws {
        let directory = try TemporaryDirectory()
        try #require(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)

        try expectDryRunIsThePatch(["add", "driver", "Analytics", "--no-entity"], in: directory)
        // Edits of a file without a final newline, and of one with CRLF line endings.
        let manifest = try directory.read("Demo/Package.swift")
        try directory.write(String(manifest.dropLast()), to: "Demo/Package.swift")
        let container = try directory.read("Demo/Sources/DependencyInjectionLayer/DIContainer.swift")
        try directory.write(container.replacing("\n", with: "\r\n"), to: "Demo/Sources/DependencyInjectionLayer/DIContainer.swift")
        let keychain = try expectDryRunIsThePatch(["add", "driver", "Keychain"], in: directory)
        #expect(keychain.contains("\n\\ No newline at end of file\n"), "the Package.swift edit reaches its last line")
        #expect(keychain.contains("\r\n+"), "the DIContainer.swift diff keeps its carriage returns")

        try expectDryRunIsThePatch(["add", "feature", "Settings"], in: directory)
        try expectDryRunIsThePatch(["add", "usecase", "Checkout", "--uses", "Settings,Analytics"], in: directory)
        try expectDryRunIsThePatch(["add", "feature", "Cart", "--usecase", "Checkout"], in: directory)
        try expectDryRunIsThePatch(["add", "feature", "Profile", "--uses", "Keychain", "--no-view"], in: directory)

        // --force over hand-edited stubs: updates, not creations.
        try directory.write("// edited by hand\n", to: "Demo/Sources/PresentationLayer/Settings/SettingsPresenter.swift")
        try directory.write("// edited by hand, no newline", to: "Demo/Sources/DomainLayer/UseCases/Checkout/CheckoutInteractor.swift")
        let forced = try expectDryRunIsThePatch(["add", "feature", "Settings", "--force"], in: directory)
        #expect(forced.contains("--- a/Sources/PresentationLayer/Settings/SettingsPresenter.swift\n"))
        try expectDryRunIsThePatch(["add", "usecase", "Checkout", "--uses", "Settings,Analytics", "--force"], in: directory)

        // remove's deletions are patches too (`deleted file mode`, `+++ /dev/null`), on the same
        // hand-edited files: the manifest without a final newline, the container with CRLF.
        let removal = try expectDryRunIsThePatch(["remove", "feature", "Profile"], in: directory)
        #expect(removal.contains("deleted file mode 100644\n--- a/Sources/PresentationLayer/Profile/ProfilePresenter.swift\n+++ /dev/null\n"))
        try expectDryRunIsThePatch(["remove", "feature", "Cart"], in: directory)
        try expectDryRunIsThePatch(["remove", "usecase", "Checkout"], in: directory)
        try expectDryRunIsThePatch(["remove", "driver", "Keychain"], in: directory)
        try expectDryRunIsThePatch(["remove", "feature", "Settings"], in: directory)
    }

    /// `rename feature` moves files: each is a git rename from the old path's text to the new path's.
    @Test func renameFeaturesDryRunIsThePatchItsRealRunWrites() throws {
        let directory = try TemporaryDirectory()
        try #require(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        for arguments in [["add", "feature", "Settings"], ["add", "feature", "Profile", "--uses", "Settings"], ["add", "feature", "Notes"]] {
            try #require(try Shell.fia(arguments, in: directory.path + "/Demo").status == 0, "\(arguments)")
        }
        let own = try expectDryRunIsThePatch(["rename", "feature", "Notes", "Journal"], in: directory)
        #expect(own.contains("rename from Sources/FrameworkLayer/NotesFramework/NotesDriver.swift\nrename to Sources/FrameworkLayer/JournalFramework/JournalDriver.swift\n"))
        try expectDryRunIsThePatch(["rename", "feature", "Settings", "Preferences"], in: directory)
    }

    /// LineDiff's edge cases through the real `patch`: each diff turns the old bytes into the new.
    @Test(arguments: [
        (nil, ""), (nil, "a\nb"), ("", "a\n"), ("a\nb\n", "a\n"), ("a\nb", "a\nb\nc\n"), ("a\nb\n", "a\nb"),
        ("a\nb\nz", "a\nc\nz"), ("a\r\nb\r\n", "a\r\nc\r\n"), ("caf\u{E9}\n", "cafe\u{301}\n"),
        (String?((1...30).map { "l\($0)\n" }.joined()), "x\n" + (2...12).map { "l\($0)\n" }.joined() + "y\n" + (14...29).map { "l\($0)\n" }.joined() + "z"),
    ] as [(String?, String)])
    func lineDiffsApplyWithPatch(old: String?, new: String) throws {
        let directory = try TemporaryDirectory()
        let path = "My Folder/file.txt"
        try FileManager.default.createDirectory(atPath: directory.path + "/My Folder", withIntermediateDirectories: true)
        if let old { try Data(old.utf8).write(to: URL(fileURLWithPath: directory.path + "/" + path)) }
        let patch = directory.path + "/diff.patch"
        try Data(("garbage before\n" + LineDiff.unified(from: old, to: new, path: path) + "garbage after\n").utf8).write(to: URL(fileURLWithPath: patch))
        let patched = try Shell.run("patch", ["-p1", "-F", "0", "-t", "-i", patch], in: directory.path)
        #expect(patched.status == 0, "\(patched.stdout)\(patched.stderr)")
        #expect(!patched.stdout.contains("offset") && !patched.stdout.contains("fuzz"), "\(patched.stdout)")
        #expect(FileManager.default.contents(atPath: directory.path + "/" + path) == Data(new.utf8))
    }

    /// Runs `arguments` with `--dry-run` on the project `Demo` in `directory`, applies its output to a copy with
    /// `patch -p1` (no fuzz, and no hunk found at another line than its header says), runs it for
    /// real, and expects both trees equal. Returns the dry run's output.
    @discardableResult
    private func expectDryRunIsThePatch(_ arguments: [String], in directory: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let project = directory.path + "/Demo"
        let copy = try TemporaryDirectory()
        try #require(try Shell.run("cp", ["-a", project + "/.", copy.path], in: project).status == 0)
        let before = directory.snapshot("Demo")
        let dryRun = try Shell.fia(arguments + ["--dry-run"], in: project)
        try #require(dryRun.status == 0, "\(arguments): \(dryRun.stderr)", sourceLocation: sourceLocation)
        #expect(directory.snapshot("Demo") == before, "\(arguments) --dry-run wrote something", sourceLocation: sourceLocation)

        let patchFile = try TemporaryDirectory()
        try dryRun.stdout.write(toFile: patchFile.path + "/dry-run.patch", atomically: true, encoding: .utf8)
        let patched = try Shell.run("patch", ["-p1", "-F", "0", "-t", "-i", patchFile.path + "/dry-run.patch"], in: copy.path)
        #expect(patched.status == 0, "\(arguments): patch failed:\n\(patched.stdout)\(patched.stderr)", sourceLocation: sourceLocation)
        #expect(!patched.stdout.contains("offset") && !patched.stdout.contains("fuzz"), "\(patched.stdout)", sourceLocation: sourceLocation)

        let real = try Shell.fia(arguments, in: project)
        try #require(real.status == 0, "\(arguments): \(real.stderr)", sourceLocation: sourceLocation)
        let written = directory.snapshot("Demo"), applied = copy.snapshot()
        #expect(written != before, "\(arguments) changed nothing", sourceLocation: sourceLocation)
        let differing = Set(applied.keys).union(written.keys).filter { applied[$0] != written[$0] }.sorted()
        #expect(differing.isEmpty, "\(arguments): the patched copy differs in \(differing)", sourceLocation: sourceLocation)
        return dryRun.stdout
    }
}
