@testable import FiaKit
import Foundation
import Testing

/// The scan cache `add` loads projects through: it must give exactly what a fresh read gives,
/// and never a record whose file changed since.
struct ScanCacheTests {
    /// What a load found, comparable: the scanned files (without identifiers), protocols, problems and roles.
    struct Loaded: Equatable {
        var sources: [String]
        var protocols: [ProjectSnapshot.ProtocolDeclaration]
        var unreadable: [ProjectSnapshot.UnreadableFile]
        /// The model's roles; dictionaries compared as such (their printed order varies).
        var model: String
        var conformers: [String: [ProjectModel.Declaration]]
        var interactors: [String: [ProjectModel.Declaration]]
        var testSubjects: [String: [String]]

        /// What differs from `other`, line by line, for a readable failure.
        func difference(from other: Loaded) -> String {
            let mine = sources + protocols.map { "\($0)" } + unreadable.map { "\($0)" } + [model]
            let theirs = other.sources + other.protocols.map { "\($0)" } + other.unreadable.map { "\($0)" } + [other.model]
            return "only here: \(mine.filter { !theirs.contains($0) })\nonly there: \(theirs.filter { !mine.contains($0) })"
        }

        init(_ snapshot: ProjectSnapshot) {
            sources = snapshot.sources.map { file in
                var summary = file.summary
                summary.identifiers = []
                return "\(file.path) \(file.target ?? "-") \(summary)"
            }
            protocols = snapshot.protocols
            unreadable = snapshot.unreadableFiles
            var model = snapshot.model
            (conformers, interactors, testSubjects) = (model.driverConformers, model.interactors, model.testSubjects)
            (model.driverConformers, model.interactors, model.testSubjects) = ([:], [:], [:])
            // A set prints in no fixed order.
            self.model = "\(model)".replacingOccurrences(of: #"frameworkSet: Set\(\[[^\]]*\]\)"#, with: "", options: .regularExpression)
        }
    }

    static func load(_ root: String, _ fileSystem: any FileSystem, cached: Bool, manifest: String? = nil) -> ProjectSnapshot {
        ProjectSnapshot.load(root: root, fileSystem: fileSystem, .init(testMentions: false, cached: cached)) { _ in
            guard let manifest else { throw SourceEditError.malformedDeclaration(kind: "manifest", name: "Package.swift", line: 1) }
            return try DumpPackageCache.shared.json(for: manifest)
        }
    }

    static func grownProject() -> InMemoryFia {
        let fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.run("add", "feature", "Settings", "--project", "Demo")
        fia.run("add", "feature", "Profile", "--uses", "Settings", "--project", "Demo")
        fia.run("add", "usecase", "Checkout", "--uses", "Settings", "--project", "Demo")
        return fia
    }

    @Test func aWarmLoadFindsWhatAFreshReadFinds() {
        let fileSystem = Self.grownProject().fileSystem
        let fresh = Loaded(Self.load("/work/Demo", fileSystem, cached: false))
        let cold = Loaded(Self.load("/work/Demo", fileSystem, cached: true))
        #expect(fileSystem.caches.count == 1)
        let warm = Loaded(Self.load("/work/Demo", fileSystem, cached: true))
        #expect(cold == fresh, "\(cold.difference(from: fresh))")
        #expect(warm == fresh, "\(warm.difference(from: fresh))")
        #expect(fresh.sources.count > 20)
    }

    @Test(arguments: [HandWrittenProject.readmeStyle, .practicalStyle])
    func handWrittenProjectsLoadTheSameThroughTheCache(project: HandWrittenProject) {
        let fileSystem = project.fileSystem()
        let manifest = project.files[Path.join(project.package, "Package.swift")]
        let fresh = Loaded(Self.load(project.packageRoot, fileSystem, cached: false, manifest: manifest))
        _ = Self.load(project.packageRoot, fileSystem, cached: true, manifest: manifest)
        let warm = Loaded(Self.load(project.packageRoot, fileSystem, cached: true, manifest: manifest))
        #expect(warm == fresh, "\(warm.difference(from: fresh))")
        #expect(!fresh.protocols.isEmpty)
    }

    /// A warm load reads only what changed: a file edited to the same size is read again and
    /// its new declarations count; the rest are not read at all.
    @Test func aChangedFileIsReadAgainEvenAtTheSameSize() throws {
        let fileSystem = Self.grownProject().fileSystem
        let entity = "/work/Demo/Sources/DomainLayer/Entities/Settings.swift"
        _ = Self.load("/work/Demo", fileSystem, cached: true)
        let text = try #require(try fileSystem.contents(of: entity))
        let renamed = text.replacingOccurrences(of: "struct Settings", with: "struct Settimgs")
        #expect(renamed.utf8.count == text.utf8.count && renamed != text)
        try fileSystem.write([(entity, renamed)])

        let recording = RecordingFileSystem(fileSystem)
        let warm = Self.load("/work/Demo", recording, cached: true)
        let types = warm.sources.first { $0.path == "Sources/DomainLayer/Entities/Settings.swift" }?.summary.types.map(\.name)
        #expect(types == ["Settimgs"])
        #expect(Loaded(warm) == Loaded(Self.load("/work/Demo", fileSystem, cached: false)))
        // App files are always read: their mentions decide which app is the Development one.
        let swiftReads = recording.reads.keys.filter { $0.hasPrefix("/work/Demo/Sources/") || $0.hasPrefix("/work/Demo/Tests/") }
        #expect(swiftReads == [entity])
    }

    /// A file known from the cache whose text cannot be read when it is asked for (gone, or
    /// unreadable, since the walk listed it) is never taken for an empty file in silence: doctor
    /// reports it under `imports.readable`, and a writing command refuses its plan.
    @Test func aTextThatCannotBeReadLaterIsReportedNotTakenAsEmpty() throws {
        let fileSystem = Self.grownProject().fileSystem
        _ = Self.load("/work/Demo", fileSystem, cached: true)
        let entity = "Sources/DomainLayer/Entities/Settings.swift"
        let failing = RecordingFileSystem(fileSystem)
        failing.failingReads = ["/work/Demo/" + entity]
        let warm = Self.load("/work/Demo", failing, cached: true)
        #expect(warm.lateReads.all.isEmpty, "the load itself read the cached file")
        let file = try #require(warm.sources.first { $0.path == entity })
        #expect(file.text == "")
        #expect(warm.lateReads.all == [ProjectSnapshot.UnreadableFile(path: entity, reason: "\(RecordingFileSystem.failure(of: "/work/Demo/" + entity))")])
        let readable = try #require(Doctor.run(warm).results.first { $0.id == "imports.readable" })
        #expect(readable.findings.contains { $0.severity == .error && $0.file == entity }, "\(readable.findings)")
        #expect(throws: FileSystemError.self) { try warm.checkLateReads() }
    }

    @Test func aCacheOfAnotherProjectOrOfNoKnownFormIsAColdStart() throws {
        let fileSystem = Self.grownProject().fileSystem
        let fresh = Loaded(Self.load("/work/Demo", fileSystem, cached: false))
        let name = ScanCache.name(for: "/work/Demo")
        for garbage in ["", "fia-scan-cache\t1\t/work/Other\nf\tx\t1\t1\t1\t1\n", "fia-scan-cache\t1\t/work/Demo\nf\tPackage.swift\tnot a number\n", "\u{0}\u{1}binary"] {
            fileSystem.storeCachedText(garbage, named: name)
            #expect(Loaded(Self.load("/work/Demo", fileSystem, cached: true)) == fresh)
        }
        // A record with a line this build does not know is not used: its file is read again.
        let cache = try #require(fileSystem.cachedText(named: name))
        fileSystem.storeCachedText(cache.replacingOccurrences(of: "\nt\t", with: "\nz\t"), named: name)
        #expect(Loaded(Self.load("/work/Demo", fileSystem, cached: true)) == fresh)
    }

    /// The records round-trip: a file the lexer refuses, a malformed protocol, guarded imports,
    /// extensions and nested types are all recorded and read back as scanned.
    @Test func recordsOfEveryKindReadBackAsScanned() {
        let files = [
            "/p/Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"DomainLayer\"), .target(name: \"PresentationLayer\", dependencies: [\"DomainLayer\"])])\n",
            "/p/Sources/DomainLayer/A.swift": "#if canImport(UIKit)\nimport UIKit // fia:ignore imports.domain-frameworks — UIKit only where it exists\n#endif\nimport Foundation\npublic protocol ADriverProtocol: Sendable, AnyObject {}\nstruct A: Equatable, Hashable { struct Nested {} }\nextension A: CustomStringConvertible { var description: String { \"\" } }\ntypealias B = A\n",
            "/p/Sources/DomainLayer/Broken.swift": "let s = \"unterminated\n",
            "/p/Sources/PresentationLayer/Malformed.swift": "protocol NoBody: A\n",
            "/p/Sources/PresentationLayer/Unicode.swift": "struct Café {}\nprotocol Naïve {}\n",
        ]
        let fileSystem = InMemoryFileSystem(files: files)
        let fresh = Loaded(Self.load("/p", fileSystem, cached: false))
        _ = Self.load("/p", fileSystem, cached: true)
        let warm = Self.load("/p", fileSystem, cached: true)
        #expect(Loaded(warm) == fresh)
        #expect(fresh.unreadable.map(\.path).sorted() == ["Sources/DomainLayer/Broken.swift", "Sources/PresentationLayer/Malformed.swift"])
        #expect(warm.sources.first { $0.path == "Sources/DomainLayer/A.swift" }?.topLevelTypes == ["ADriverProtocol", "A", "B"])
        #expect(warm.sources.first { $0.path == "Sources/DomainLayer/A.swift" }?.summary.suppressionComments.map(\.line) == [2])
        // The text of a file known from the cache is read when asked for.
        #expect(warm.sources.first { $0.path == "Sources/PresentationLayer/Unicode.swift" }?.text == files["/p/Sources/PresentationLayer/Unicode.swift"])
    }

    /// The collision check of `add` works from the cache's records: a type declared since the
    /// last run, in a file the cache knew, is found.
    @Test func addSeesATypeDeclaredInAFileTheCacheKnew() throws {
        let fia = Self.grownProject()
        let entity = "/work/Demo/Sources/DomainLayer/Entities/Settings.swift"
        let text = try #require(try fia.fileSystem.contents(of: entity))
        try fia.fileSystem.write([(entity, text + "\npublic struct BillingPresenter {}\n")])
        let result = fia.run("add", "feature", "Billing", "--project", "Demo")
        #expect(result.status == 1)
        #expect(result.err.contains("'BillingPresenter'"), "\(result.err)")
        #expect(result.err.contains("Settings.swift"), "\(result.err)")
    }

    @Test func stampsOfFilesChangedTooRecentlyProveNothing() {
        let second: Int64 = 1_000_000_000
        let now = 1_800_000_000 * second + 500_000_000
        let fine = FileStamp(size: 1, modified: now - second, changed: now - second + 7, inode: 1)
        #expect(!fine.isTooRecent(now: now))
        #expect(FileStamp(size: 1, modified: now - second, changed: now - 20_000_000, inode: 1).isTooRecent(now: now))
        // Whole seconds: a file system that keeps no fractions needs seconds of margin.
        #expect(FileStamp(size: 1, modified: now / second * second - 2 * second, changed: now / second * second - 2 * second, inode: 1).isTooRecent(now: now))
        #expect(!FileStamp(size: 1, modified: now / second * second - 4 * second, changed: now / second * second - 4 * second, inode: 1).isTooRecent(now: now))
    }

    /// Caches of projects unused for a month, and staged files a day old, go when a new project's
    /// cache is first written; the rest stay.
    @Test func oldCachesArePrunedWhenANewProjectIsCached() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fia-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let disk = LocalFileSystem(cacheDirectory: directory)
        for name in ["scan-old", "scan-recent", "scan-old.1.tmp", "scan-recent.2.tmp", "other-old"] {
            disk.storeCachedText("x\n", named: name)
        }
        let month = Date(timeIntervalSinceNow: -31 * 24 * 3600), days = Date(timeIntervalSinceNow: -2 * 24 * 3600)
        for (name, date) in [("scan-old", month), ("scan-recent", days), ("scan-old.1.tmp", days), ("other-old", month)] {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: Path.join(directory, name))
        }
        disk.storeCachedText("x\n", named: "scan-recent")  // known already: nothing is pruned
        #expect(try disk.entries(of: directory).contains("scan-old"))
        disk.storeCachedText("x\n", named: "scan-new")
        #expect(try disk.entries(of: directory) == ["other-old", "scan-new", "scan-recent", "scan-recent.2.tmp"])
    }

    @Test func theDiskCacheIsKeptWholeAndOnlyForTheBuildThatWroteIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fia-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let disk = LocalFileSystem(cacheDirectory: Path.join(directory, "cache"))
        #expect(disk.cachedText(named: "scan-x") == nil)
        disk.storeCachedText("hello\n", named: "scan-x")
        #expect(disk.cachedText(named: "scan-x") == "hello\n")
        let stored = try #require(try disk.contents(of: Path.join(directory, "cache/scan-x")))
        #expect(stored.hasPrefix("fia \(Fia.version)"))
        #expect(try disk.entries(of: Path.join(directory, "cache")) == ["scan-x"])
        // Another build's cache is not read.
        try disk.write([(Path.join(directory, "cache/scan-y"), "fia 0.0.0 1 2 3\nhello\n")])
        #expect(disk.cachedText(named: "scan-y") == nil)
        // A file changed within the last tenth of a second cannot be stamped yet (a modification
        // time ahead of the clock stays that recent however slow the machine is); one whose times
        // are older can. A cache that cannot be written is no error.
        let file = Path.join(directory, "new.swift")
        try disk.write([(file, "struct A {}\n")])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600.5)], ofItemAtPath: file)
        #expect(disk.stamp(of: file) == nil)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600.5)], ofItemAtPath: file)
        usleep(300_000)  // the change time, set by that call, leaves the tenth of a second
        #expect(disk.stamp(of: file)?.size == 12)
        LocalFileSystem(cacheDirectory: "/proc/no-cache-here").storeCachedText("x", named: "scan-z")
    }
}
