import Foundation
import Testing

/// The scan cache on real disk: `add` trusts a record only while the file's stamp holds, keeps
/// the cache outside the project, and works the same without one.
struct ScanCacheCommandLineTests {
    /// Long enough for a file's change time to leave the window in which its stamp proves nothing.
    private func settle() {
        usleep(250_000)
    }

    /// A file the cache knew, edited to the same size, is read again: its new type collides.
    @Test func anEditOfTheSameSizeIsSeenByTheNextAdd() throws {
        let cache = try TemporaryDirectory()
        let environment = ["FIA_CACHE_DIR": cache.path]
        let project = try DemoProject([["add", "feature", "Settings"]])
        settle()
        // Warms the cache with every file's stamp.
        let first = try Shell.fia(["add", "feature", "Profile"], in: project.path, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
        let entity = "Sources/DomainLayer/Entities/Settings.swift"
        let text = try project.read(entity)
        // The doc comment's line becomes a declaration padded to the same size: only the stamp's
        // times and the contents tell the change.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let declaration = "public struct BillingPresenter {}"
        try #require(lines[0].utf8.count > declaration.utf8.count)
        let padded = ([declaration + String(repeating: " ", count: lines[0].utf8.count - declaration.utf8.count)] + lines.dropFirst().map(String.init)).joined(separator: "\n")
        #expect(padded.utf8.count == text.utf8.count && padded != text)
        try project.write(padded, to: entity)
        settle()

        let before = project.snapshot()
        let result = try Shell.fia(["add", "feature", "Billing"], in: project.path, environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'BillingPresenter'") && result.stderr.contains("Settings.swift"), "\(result.stderr)")
        #expect(project.changes(since: before) == [])
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
