import Foundation
import Testing

/// The scan cache on real disk: `add` trusts a record only while the file's stamp holds, keeps
/// the cache outside the project, and works the same without one.
struct ScanCacheCommandLineTests {
    /// Long enough for a file's change time to leave the window in which its stamp proves nothing.
    private func settle() {
        usleep(250_000)
    }

    /// How a test changes a file the cache knew.
    enum Edit: String, CaseIterable, Sendable {
        /// Written to a new file renamed over it (a new inode), as most editors save.
        case replaced
        /// Overwritten in place: the same inode and size, and the modification time set back to
        /// what it was, so only the change time (which no tool can set back) and the bytes differ.
        case inPlace
    }

    /// A file the cache knew, edited to the same size, is read again: its new type collides.
    @Test(arguments: Edit.allCases)
    func anEditOfTheSameSizeIsSeenByTheNextAdd(edit: Edit) throws {
        let cache = try TemporaryDirectory()
        let environment = ["FIA_CACHE_DIR": cache.path]
        let project = try DemoProject([["add", "feature", "Settings"]])
        settle()
        // Warms the cache with every file's stamp.
        let first = try Shell.fia(["add", "feature", "Profile"], in: project.path, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
        let entity = "Sources/DomainLayer/Entities/Settings.swift"
        let path = project.path + "/" + entity
        let text = try project.read(entity)
        // The doc comment's line becomes a declaration padded to the same size: only the stamp's
        // times and the contents tell the change.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let declaration = "public struct BillingPresenter {}"
        try #require(lines[0].utf8.count > declaration.utf8.count)
        let padded = ([declaration + String(repeating: " ", count: lines[0].utf8.count - declaration.utf8.count)] + lines.dropFirst().map(String.init)).joined(separator: "\n")
        #expect(padded.utf8.count == text.utf8.count && padded != text)
        switch edit {
        case .replaced:
            try project.write(padded, to: entity)
        case .inPlace:
            var original = stat()
            try #require(stat(path, &original) == 0)
            let descriptor = open(path, O_WRONLY)
            try #require(descriptor >= 0)
            let written = padded.utf8CString.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count - 1, 0) }
            // Its access and modification times back to the nanosecond: only the change time moves.
            var times = [Self.times(original).accessed, Self.times(original).modified]
            let restored = futimens(descriptor, &times)
            close(descriptor)
            try #require(written == padded.utf8.count && restored == 0)
            var now = stat()
            try #require(stat(path, &now) == 0)
            #expect(now.st_ino == original.st_ino && now.st_size == original.st_size, "not the same file in place")
            let (before, after) = (Self.times(original), Self.times(now))
            #expect(after.modified.tv_sec == before.modified.tv_sec && after.modified.tv_nsec == before.modified.tv_nsec)
            #expect(after.changed.tv_sec != before.changed.tv_sec || after.changed.tv_nsec != before.changed.tv_nsec)
        }
        #expect(try project.read(entity) == padded)
        settle()

        let before = project.snapshot()
        let result = try Shell.fia(["add", "feature", "Billing"], in: project.path, environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'BillingPresenter'") && result.stderr.contains("Settings.swift"), "\(result.stderr)")
        #expect(project.changes(since: before) == [])
    }

    /// A status's access, modification and change times (their fields' names differ on Darwin).
    static func times(_ status: stat) -> (accessed: timespec, modified: timespec, changed: timespec) {
        #if os(Linux)
        (status.st_atim, status.st_mtim, status.st_ctim)
        #else
        (status.st_atimespec, status.st_mtimespec, status.st_ctimespec)
        #endif
    }

    /// With the cache off, or where it cannot be written, add does the same work, reading everything.
    @Test(arguments: ["", "/proc/fia-cannot-write-here"])
    func addWorksWithoutACache(directory: String) throws {
        let project = try DemoProject()
        let result = try Shell.fia(["add", "feature", "Settings"], in: project.path, environment: ["FIA_CACHE_DIR": directory])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("cache"), "\(result.stderr)")
        #expect(try project.read("Sources/PresentationLayer/DIContainerDependency.swift").contains("SettingsPresenterDependency"))
    }

    /// Nothing of the cache is ever written into the project.
    @Test func theCacheLivesOutsideTheProject() throws {
        let cache = try TemporaryDirectory()
        let project = try DemoProject()
        settle()
        let before = Set(project.snapshot().keys)
        for name in ["Settings", "Profile"] {
            let result = try Shell.fia(["add", "feature", name, "--dry-run"], in: project.path, environment: ["FIA_CACHE_DIR": cache.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(Set(project.snapshot().keys) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(names.count == 1 && names[0].hasPrefix("scan-"), "\(names)")
    }
}
