@testable import FiaKit
import Foundation
import Testing

/// The loader gathers a project's Swift files in one pass, each folder walked once
/// (`swiftFilesInOnePass`); it must find what walking each target's folder, then Tests/ and the
/// Development app's folders, finds (`swiftFilesTargetByTarget`, still the way when a walk needed
/// care): the same files, in the same order, each with the same target.
struct FileGatheringTests {
    /// A generated project with targets whose folders nest, are shared, hidden, missing,
    /// custom, and files whose names sort differently as paths than as names.
    static func awkwardProject() -> (files: [String: String], root: String) {
        let fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.run("add", "feature", "Alpha", "--project", "Demo")
        var files = fia.fileSystem.files
        let manifest = "/work/Demo/Package.swift"
        files[manifest] = files[manifest]?.replacingOccurrences(of: "    targets: [\n", with: """
                targets: [
                    .target(name: "Deep", path: "Sources/Outer/Inner/Deep"),
                    .target(name: "Outer", path: "Sources/Outer"),
                    .target(name: "Inner", path: "./Sources/Outer/Inner/"),
                    .target(name: "Twin", path: "Sources/Outer/Inner"),
                    .target(name: "Custom", path: "Custom/Code"),
                    .testTarget(name: "NestedTests", path: "Tests/Nested/Deeper"),
                    .target(name: "Hidden", path: ".hidden/Target"),
                    .target(name: "Missing", path: "Sources/Missing"),
                    .target(name: "Tools", path: "App/Shared"),

            """)
        for path in [
            "Sources/Outer/A.swift", "Sources/Outer/a-b.swift", "Sources/Outer/a.swift", "Sources/Outer/a/x.swift",
            "Sources/Outer/Inner/B.swift", "Sources/Outer/Inner/Deep/C.swift", "Sources/Outer/e\u{301}.swift",
            "Sources/Outer/f.swift", "Sources/Outer/\u{DC}ber.swift", "Sources/Outer/.build/Junk.swift",
            "Custom/Code/Main.swift", "Tests/Nested/Deeper/T.swift", "Tests/Nested/Loose.swift", "Tests/Stray.swift",
            ".hidden/Target/H.swift", "Sources/Stray.swift",
        ] {
            files["/work/Demo/" + path] = "struct S {}\n"
        }
        files["/work/Demo/Sources/Outer/README.md"] = "not Swift\n"
        return (files, "/work/Demo")
    }

    /// The loader's view of a project, through `fileSystem`; `dumped`: the manifest whose
    /// `dump-package` JSON stands in when it is not literal.
    static func snapshot(_ root: String, _ fileSystem: any FileSystem, dumped: String? = nil) -> ProjectSnapshot {
        ProjectSnapshot.load(root: root, fileSystem: fileSystem) { _ in
            guard let dumped else { throw FileSystemError(path: root, reason: "no dump-package here") }
            return try DumpPackageCache.shared.json(for: dumped)
        }
    }

    /// Gathers both ways and expects the same; returns the files of the pass.
    @discardableResult
    static func expectBothWaysAlike(
        _ root: String, _ fileSystem: any FileSystem, dumped: String? = nil, plain expected: Bool = true
    ) -> [ProjectSnapshot.GatheredFile] {
        let snapshot = snapshot(root, fileSystem, dumped: dumped)
        let protocolLayers: Set<String> = [snapshot.layers.domain, snapshot.layers.presentation]
        let appFiles = snapshot.model.apps.flatMap(\.sourceFiles)
        let plain = ProjectSnapshot.swiftFilesInOnePass(
            root: root, fileSystem: fileSystem, manifest: snapshot.manifest, protocolLayers: protocolLayers, appFiles: appFiles)
        let walked = ProjectSnapshot.swiftFilesTargetByTarget(
            root: root, fileSystem: fileSystem, manifest: snapshot.manifest, protocolLayers: protocolLayers, appFiles: appFiles,
            walk: { fileSystem.walk(Path.join(root, $0), includeHidden: false).files })
        #expect((plain != nil) == expected)
        expectParallelAlike(root, fileSystem, snapshot.manifest, protocolLayers: protocolLayers, appFiles: appFiles)
        if let plain {
            #expect(plain.files == walked.files)
            #expect(plain.existingTargetFolders == walked.existingTargetFolders)
        }
        // The whole snapshot too, gathered target by target.
        let walkedSnapshot = Self.snapshot(root, TargetByTargetFileSystem(fileSystem), dumped: dumped)
        #expect(snapshot.sources.map { "\($0.path) \($0.target ?? "-")" } == walkedSnapshot.sources.map { "\($0.path) \($0.target ?? "-")" })
        #expect(snapshot.existingTargetFolders == walkedSnapshot.existingTargetFolders)
        #expect(snapshot.unreadableFiles == walkedSnapshot.unreadableFiles)
        #expect(snapshot.protocols.map { "\($0)" } == walkedSnapshot.protocols.map { "\($0)" })
        #expect(snapshot.manifestProblem == nil)
        #expect(snapshot.sources.count > 5)
        #expect(snapshot.sources.contains { $0.target != nil })
        return plain?.files ?? walked.files
    }

    /// The walks made on 2 and 4 threads (however few the folders) give exactly what the walk
    /// on this thread gives: the same files, targets, stamps, or `nil` alike.
    static func expectParallelAlike(
        _ root: String, _ fileSystem: any FileSystem, _ manifest: PackageManifest, protocolLayers: Set<String>, appFiles: [String]
    ) {
        func gathered(threads: Int) -> (files: [ProjectSnapshot.GatheredFile], existingTargetFolders: Set<String>, stamps: [FileStamp?])? {
            ProjectSnapshot.swiftFilesInOnePass(
                root: root, fileSystem: fileSystem, manifest: manifest, protocolLayers: protocolLayers, appFiles: appFiles,
                stamping: true, threads: threads, parallelFrom: 0)
        }
        let sequential = gathered(threads: 1)
        for threads in [2, 4] {
            let parallel = gathered(threads: threads)
            #expect((parallel != nil) == (sequential != nil), "threads: \(threads)")
            guard let parallel, let sequential else { continue }
            #expect(parallel.files == sequential.files, "threads: \(threads)")
            #expect(parallel.existingTargetFolders == sequential.existingTargetFolders)
            // A stamp may be left out by one walk and not the other only as the clock passes it.
            #expect(parallel.stamps.count == sequential.stamps.count)
            #expect(zip(parallel.stamps, sequential.stamps).allSatisfy { $0 == nil || $1 == nil || $0 == $1 })
        }
    }

    /// Each folder's walk split into its top and parts inside it, merged, is its whole walk:
    /// the same files, folders entered (with their files), stamps and ASCII flag.
    static func expectSplitWalksWhole(_ root: String, _ folders: [String], _ fileSystem: any FileSystem, threads: Int) {
        guard let split = ProjectSnapshot.splitWalks(folders, root: root, fileSystem: fileSystem, stamping: true, threads: threads) else {
            Issue.record("the split walks of \(folders) failed")
            return
        }
        for (index, folder) in folders.enumerated() {
            var whole = FolderWalk(), merged = FolderWalk()
            whole.wantsStamps = true
            merged.wantsStamps = true
            fileSystem.walk(Path.join(root, folder), as: folder, suffix: ".swift", into: &whole)
            #expect(!whole.neededCare)
            split.merge(index, into: &merged)
            #expect(merged.files == whole.files, "\(folder)")
            #expect(merged.folders.map { "\($0.path) \($0.files)" } == whole.folders.map { "\($0.path) \($0.files)" }, "\(folder)")
            #expect(merged.isASCII == whole.isASCII)
            #expect(merged.stamps.count == whole.stamps.count)
            #expect(zip(merged.stamps, whole.stamps).allSatisfy { $0 == nil || $1 == nil || $0 == $1 })
        }
    }

    /// A project of many folders: framework targets, folders with many folders inside (files
    /// beside them whose names sort around theirs, empty and hidden ones, a target's folder deep
    /// inside one, names beyond ASCII in one).
    static func manyFoldersProject(features: Int = 40) -> (files: [String: String], root: String) {
        let fia = InMemoryFia()
        fia.run("new", "Demo")
        fia.run("add", "feature", "Alpha", "--project", "Demo")
        var files = fia.fileSystem.files
        let manifest = "/work/Demo/Package.swift"
        var targets = "    targets: [\n"
        targets += "        .target(name: \"Nested\", path: \"Sources/PresentationLayer/F7/Sub\"),\n"
        for index in 0..<features {
            targets += "        .target(name: \"Fw\(index)\", path: \"Sources/FrameworkLayer/Fw\(index)\"),\n"
            files["/work/Demo/Sources/FrameworkLayer/Fw\(index)/Fw\(index).swift"] = "struct S {}\n"
            for name in ["F\(index)/A.swift", "F\(index)/B.swift", "F\(index)/Sub/C.swift", "F\(index).swift", "F\(index)-b.swift", "F\(index)/.hidden/H.swift"] {
                files["/work/Demo/Sources/PresentationLayer/" + name] = "struct S {}\n"
            }
            files["/work/Demo/Tests/T\(index)/X.swift"] = "struct S {}\n"
            files["/work/Demo/Tests/T\(index)/Deep/Deeper/Y.swift"] = "struct S {}\n"
            files["/work/Demo/Tests/T\(index)/notes.md"] = "not Swift\n"
        }
        files["/work/Demo/Sources/PresentationLayer/F3/\u{DC}ber.swift"] = "struct S {}\n"
        files["/work/Demo/Sources/PresentationLayer/F3/e\u{301}/Z.swift"] = "struct S {}\n"
        files["/work/Demo/Sources/DomainLayer/Entities/Empty/Nothing/README.md"] = "not Swift\n"
        files[manifest] = files[manifest]?.replacingOccurrences(of: "    targets: [\n", with: targets)
        return (files, "/work/Demo")
    }

    @Test func aProjectOfManyFoldersIsGatheredAlikeOnAnyNumberOfThreads() throws {
        let (files, memoryRoot) = Self.manyFoldersProject()
        let memory = InMemoryFileSystem(files: files)
        let gathered = Self.expectBothWaysAlike(memoryRoot, memory)
        #expect(gathered.filter { $0.target?.hasPrefix("Fw") == true }.count == 40)
        #expect(gathered.first { $0.path == "Sources/PresentationLayer/F7/Sub/C.swift" }?.target == "Nested")
        let folders = ["Sources/PresentationLayer", "Tests", "Sources/FrameworkLayer/Fw1", "Sources/DomainLayer", "Sources/Missing"]
        for threads in [1, 2, 4] { Self.expectSplitWalksWhole(memoryRoot, folders, memory, threads: threads) }

        let root = NSTemporaryDirectory() + "fia-many-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = LocalFileSystem()
        try disk.write(files.map { (root + $0.key.dropFirst(memoryRoot.count), $0.value) })
        try FileManager.default.createDirectory(atPath: root + "/Sources/PresentationLayer/F9/Empty", withIntermediateDirectories: true)
        usleep(300_000)
        Self.expectBothWaysAlike(root, disk)
        for threads in [1, 2, 4] { Self.expectSplitWalksWhole(root, folders, disk, threads: threads) }
        // The default: enough folders to walk on the machine's threads.
        let snapshot = Self.snapshot(root, disk)
        #expect(snapshot.sources.map(\.path) == gathered.map(\.path))

        // A link to a folder deep inside one part leaves the whole gathering to each target's walk.
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/PresentationLayer/F5/Sub/Link", withDestinationPath: "..")
        Self.expectBothWaysAlike(root, disk, plain: false)
        #expect(ProjectSnapshot.splitWalks(folders, root: root, fileSystem: disk, stamping: true, threads: 2) == nil)
        try FileManager.default.removeItem(atPath: root + "/Sources/PresentationLayer/F5/Sub/Link")

        // As deep as a walk goes inside one part (its folder one below the walked one), and a
        // folder deeper: the parts count depth as the whole walk does.
        let deepest = "/Sources/PresentationLayer/F2/" + Array(repeating: "d", count: LocalFileSystem.maximumWalkDepth - 1).joined(separator: "/")
        try disk.write([(root + deepest + "/Deep.swift", "struct Deep {}\n")])
        let deep = Self.expectBothWaysAlike(root, disk)
        #expect(deep.contains { $0.path == String(deepest.dropFirst()) + "/Deep.swift" })
        for threads in [2, 4] { Self.expectSplitWalksWhole(root, folders, disk, threads: threads) }
        try FileManager.default.createDirectory(atPath: root + deepest + "/d", withIntermediateDirectories: true)
        Self.expectBothWaysAlike(root, disk, plain: false)
        #expect(ProjectSnapshot.splitWalks(folders, root: root, fileSystem: disk, stamping: true, threads: 2) == nil)
        try FileManager.default.removeItem(atPath: root + "/Sources/PresentationLayer/F2/d")
        Self.expectBothWaysAlike(root, disk)

        // A name that is not UTF-8 inside one part.
        let undecodable = (root + "/Sources/PresentationLayer/F4/").utf8CString.dropLast() + [CChar(bitPattern: 0xFF), 0]
        let descriptor = undecodable.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        Self.expectBothWaysAlike(root, disk, plain: false)
        #expect(ProjectSnapshot.splitWalks(folders, root: root, fileSystem: disk, stamping: true, threads: 2) == nil)
    }

    @Test(arguments: [HandWrittenProject.readmeStyle, HandWrittenProject.practicalStyle])
    func handWrittenFixturesAreGatheredAsByEachTargetsWalk(project: HandWrittenProject) {
        // PracticalStyle's manifest is built in code: its targets come from `dump-package`.
        let manifest = project.needsDumpPackage ? project.files[Path.join(project.package, "Package.swift")] : nil
        Self.expectBothWaysAlike(project.packageRoot, project.fileSystem(), dumped: manifest)
        Self.expectBothWaysAlike(Path.join(project.diskPath, project.package), LocalFileSystem(), dumped: manifest)
    }

    @Test func nestedSharedHiddenAndCustomFoldersAreGatheredAsByEachTargetsWalk() throws {
        let (files, root) = Self.awkwardProject()
        let gathered = Self.expectBothWaysAlike(root, InMemoryFileSystem(files: files))
        let targets = Dictionary(uniqueKeysWithValues: gathered.map { ($0.path, $0.target ?? "-") })
        #expect(targets["Sources/Outer/Inner/Deep/C.swift"] == "Deep")
        #expect(targets["Sources/Outer/Inner/B.swift"] == "Inner")
        #expect(targets["Sources/Outer/a/x.swift"] == "Outer")
        #expect(targets["Custom/Code/Main.swift"] == "Custom")
        #expect(targets["Tests/Nested/Deeper/T.swift"] == "NestedTests")
        #expect(targets["Tests/Nested/Loose.swift"] == "-")
        #expect(targets[".hidden/Target/H.swift"] == "Hidden")
        #expect(targets["Sources/Outer/.build/Junk.swift"] == nil)
        #expect(targets["Sources/Stray.swift"] == nil)
        #expect(gathered.filter { $0.path.hasPrefix("App/Shared/") }.allSatisfy { $0.target == "Tools" && $0.isAppFile })
        let outer = gathered.map(\.path).filter { $0.hasPrefix("Sources/Outer/") && !$0.hasPrefix("Sources/Outer/Inner") }
        #expect(outer == [
            "Sources/Outer/A.swift", "Sources/Outer/a-b.swift", "Sources/Outer/a.swift", "Sources/Outer/a/x.swift",
            // `String`'s order: U+00DC, then e + U+0301 (U+00E9 composed).
            "Sources/Outer/f.swift", "Sources/Outer/\u{DC}ber.swift", "Sources/Outer/e\u{301}.swift",
        ])
        let snapshot = Self.snapshot(root, InMemoryFileSystem(files: files))
        #expect(["Deep", "Outer", "Inner", "Twin", "Custom", "NestedTests", "Hidden", "Tools"].allSatisfy(snapshot.existingTargetFolders.contains))
        #expect(!snapshot.existingTargetFolders.contains("Missing"))
    }

    @Test func onDiskTooAndALinkToAFolderLeavesItToEachTargetsWalk() throws {
        let (files, memoryRoot) = Self.awkwardProject()
        let root = NSTemporaryDirectory() + "fia-gather-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = LocalFileSystem()
        try disk.write(files.map { (root + $0.key.dropFirst(memoryRoot.count), $0.value) })
        Self.expectBothWaysAlike(root, disk)

        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Outer/Link", withDestinationPath: "Inner")
        Self.expectBothWaysAlike(root, disk, plain: false)
        let outer = disk.walk(root + "/Sources/Outer", as: "Sources/Outer", suffix: ".swift")
        // The link leads to a folder the walk met already: reported, as each target's walk reports it.
        #expect(outer.neededCare)
        #expect(outer.problems.map(\.path) == ["Link"])
        let inner = disk.walk(root + "/Sources/Outer/Inner", as: "Sources/Outer/Inner", suffix: ".swift")
        #expect(!inner.neededCare)
        #expect(inner.files == ["Sources/Outer/Inner/B.swift", "Sources/Outer/Inner/Deep/C.swift"])
        #expect(disk.walk(root + "/Nowhere", as: "Nowhere", suffix: ".swift").folders.isEmpty)
    }
    /// The stamps a walk takes on the way (relative to the open folder) are exactly
    /// `stamp(of:)`'s: none for a file changed too recently, a new one for an edited file.
    /// The folders to gather are sorted by their keys' bytes, eight at a time: as `Path.order`
    /// sorts them (ASCII), those sharing a key in the manifest's order.
    @Test func foldersAreSortedByTheirKeysAsPathOrderSortsThem() {
        let keys = [
            "", "a/", "a-b/", "a/b/", "A/", "Sources/", "Sources/Outer/", "Sources/Outer/Inner/", "Sources/Outer-Inner/",
            "Sources/PresentationLayer/Feature10/", "Sources/PresentationLayer/Feature1/", "Sources/PresentationLayer/Feature100/",
            "Sources/PresentationLayer/Feature1/", "Tests/", "Tests/FeatureTests/", "App/Shared/", "App/Development/", "12345678/",
            "1234567/", "123456789/", "12345678", "a/", "Sources/Outer/",
        ]
        let folders = keys.enumerated().map { (key: $0.element, folder: String($0.element.dropLast()), target: $0.offset % 5 - 1) }
        let expected = folders.sorted { left, right in
            let order = Path.order(left.key, right.key)
            return order != 0 ? order < 0 : left.target < right.target
        }
        let sorted = ProjectSnapshot.sortedByKey(folders)
        #expect(sorted.map(\.key) == expected.map(\.key))
        #expect(sorted.map(\.target) == expected.map(\.target))
        #expect(ProjectSnapshot.sortedByKey(folders.reversed()).map(\.key) == expected.map(\.key))
    }

    /// Folders compare as their bytes and a slash would (`""` by nothing), past a shared
    /// beginning of any length eight bytes at a time.
    @Test func folderOrderComparesBytesAndASlash() {
        func bytes(_ folder: String) -> [UInt8] { Array(folder.utf8) + (folder.isEmpty ? [] : [UInt8(ascii: "/")]) }
        func order(_ left: [UInt8], _ right: [UInt8]) -> Int {
            left == right ? 0 : left.lexicographicallyPrecedes(right) ? -1 : 1
        }
        let stems = ["", "a", "a-b", "a/b", "Sources", "Sources/PresentationLayer/Feature", "Sources/PresentationLayer/Feature1",
                     "1234567", "12345678", "123456789", "12345678/x", "12345678-x", "é", "Sources/Pres"]
        let folders = stems + stems.map { $0 + "0" } + stems.map { $0 + "/" + $0 }
        for left in folders {
            for right in folders {
                #expect(FolderOrder.compare(left, right) == order(bytes(left), bytes(right)), "\(left) \(right)")
                let key = left.isEmpty ? "" : left + "/"
                #expect(FolderOrder.compare(key: key, right) == order(Array(key.utf8), bytes(right)), "\(key) \(right)")
            }
        }
    }

    @Test func stampsTakenOnTheWayAreThoseOfStampOf() throws {
        let root = NSTemporaryDirectory() + "fia-stamps-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = LocalFileSystem()
        try disk.write([
            (root + "/Sources/A/One.swift", "struct One {}\n"), (root + "/Sources/A/Deep/Two.swift", "struct Two {}\n"),
            (root + "/Sources/A/notes.md", "not Swift\n"),
        ])
        func walked(stamping: Bool = true) throws -> FolderWalk {
            var walk = FolderWalk()
            walk.wantsStamps = stamping
            disk.walk(root + "/Sources", as: "Sources", suffix: ".swift", into: &walk)
            #expect(!walk.neededCare)
            #expect(walk.files == ["Sources/A/Deep/Two.swift", "Sources/A/One.swift"])
            return walk
        }
        usleep(300_000)
        let first = try walked()
        #expect(first.stamps.count == 2)
        for (file, stamp) in zip(first.files, first.stamps) {
            #expect(stamp != nil)
            #expect(stamp == disk.stamp(of: Path.join(root, file)))
        }
        #expect(try walked(stamping: false).stamps.isEmpty)

        // Edited to the same size: its stamp changes, the other's does not.
        try disk.write([(root + "/Sources/A/One.swift", "struct Uno {}\n")])
        usleep(300_000)
        let second = try walked()
        #expect(second.stamps[0] == first.stamps[0])
        #expect(second.stamps[1] != nil && second.stamps[1] != first.stamps[1])
        #expect(second.stamps[1] == disk.stamp(of: root + "/Sources/A/One.swift"))

        // The in-memory walk takes none, and keeps them beside the files.
        var memory = FolderWalk()
        memory.wantsStamps = true
        let fileSystem = InMemoryFileSystem(files: ["/m/Sources/A/One.swift": "", "/m/Sources/B.swift": ""])
        fileSystem.walk("/m/Sources", as: "Sources", suffix: ".swift", into: &memory)
        #expect(memory.files.count == 2 && memory.stamps == [nil, nil])
    }

    /// On disk, through the cache: a warm load finds what a fresh read finds, and a file edited
    /// to the same size since is read again (its stamp, taken by the walk, differs).
    @Test func aWarmLoadOnDiskRereadsAnEditedFile() throws {
        let base = NSTemporaryDirectory() + "fia-warm-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let memory = ScanCacheTests.grownProject().fileSystem
        let disk = LocalFileSystem(cacheDirectory: base + "/cache")
        try disk.write(memory.files.map { (base + $0.key, $0.value) })
        let root = base + "/work/Demo"
        usleep(300_000)
        let fresh = ScanCacheTests.Loaded(ScanCacheTests.load(root, disk, cached: false))
        _ = ScanCacheTests.load(root, disk, cached: true)
        let warm = ScanCacheTests.Loaded(ScanCacheTests.load(root, disk, cached: true))
        #expect(warm == fresh, "\(warm.difference(from: fresh))")
        #expect(fresh.sources.count > 20)

        let entity = root + "/Sources/DomainLayer/Entities/Settings.swift"
        let text = try #require(try disk.contents(of: entity))
        let renamed = text.replacingOccurrences(of: "struct Settings", with: "struct Settimgs")
        #expect(renamed.utf8.count == text.utf8.count && renamed != text)
        try disk.write([(entity, renamed)])
        usleep(300_000)
        let edited = ScanCacheTests.load(root, disk, cached: true)
        let types = edited.sources.first { $0.path == "Sources/DomainLayer/Entities/Settings.swift" }?.summary.types.map(\.name)
        #expect(types == ["Settimgs"])
        #expect(ScanCacheTests.Loaded(edited) == ScanCacheTests.Loaded(ScanCacheTests.load(root, disk, cached: false)))
    }
}

/// A file system whose walks all say they needed care: the loader then gathers target by target.
final class TargetByTargetFileSystem: FileSystem {
    let base: any FileSystem

    init(_ base: any FileSystem) {
        self.base = base
    }

    func walk(_ directory: String, as folder: String, suffix: String, into walk: inout FolderWalk) {
        base.walk(directory, as: folder, suffix: suffix, into: &walk)
        walk.neededCare = true
    }

    func contents(of path: String) throws -> String? { try base.contents(of: path) }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func isFile(_ path: String) -> Bool { base.isFile(path) }
    func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }
    func write(_ files: [(path: String, contents: String)], deleting: [String], journal: String?) throws {
        try base.write(files, deleting: deleting, journal: journal)
    }
    func createDirectory(_ path: String) throws { try base.createDirectory(path) }
}
