@testable import FiaKit
import Foundation
import Testing

/// The loader's loop over a project's Swift files on 1, 2 and 4 threads: the same sources,
/// protocols and unreadable files, in the same order, and the same scan cache written, byte for
/// byte, whether records hit, miss, are stale or belong to files gone, and whether files are
/// unreadable or fail to lex.
struct ParallelLoadingTests {
    /// What a load gave, as comparable values.
    struct Loaded: Equatable, CustomStringConvertible {
        var sources: [String]
        var protocols: [ProjectSnapshot.ProtocolDeclaration]
        var unreadable: [ProjectSnapshot.UnreadableFile]
        var cache: [UInt8]?

        var description: String {
            "\(sources.count) sources, \(protocols.count) protocols, unreadable \(unreadable), \(cache?.count ?? -1) cache bytes"
        }
    }

    /// `root` loaded on `threads` threads (however few files: a run of files for each), and the cache it left.
    static func load(
        _ root: String, _ fileSystem: any FileSystem, threads: Int, cached: Bool = true, testMentions: Bool = false,
        dumped manifest: String? = nil, cache: () -> [UInt8]?
    ) -> Loaded {
        var request = ProjectSnapshot.LoadRequest(testMentions: testMentions, cached: cached)
        (request.threads, request.filesPerThread, request.recordsPerRead) = (threads, 1, 1)
        let snapshot = ProjectSnapshot.load(root: root, fileSystem: fileSystem, request) { _ in
            guard let manifest else { throw FileSystemError(path: root, reason: "no dump-package here") }
            return try DumpPackageCache.shared.json(for: manifest)
        }
        let sources = snapshot.sources.map { file in
            "\(file.path) \(file.target ?? "-") \(file.summary) \(file.topLevelTypes ?? [])"
        }
        return Loaded(sources: sources, protocols: snapshot.protocols, unreadable: snapshot.unreadableFiles, cache: cache())
    }

    /// Loads of an in-memory project on 1, 2 and 4 threads, each from the cache `start` (restored
    /// before each: garbage is a cold start); all alike, the first returned.
    @discardableResult
    static func expectAlike(
        _ root: String, _ fileSystem: InMemoryFileSystem, start: [UInt8], cached: Bool = true, testMentions: Bool = false,
        dumped manifest: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Loaded {
        let name = ScanCache.name(for: root)
        let loads = [1, 2, 4].map { threads in
            fileSystem.storeCachedBytes([start[...]], named: name)
            return load(root, fileSystem, threads: threads, cached: cached, testMentions: testMentions, dumped: manifest) { fileSystem.caches[name] }
        }
        #expect(loads[1] == loads[0], "2 threads: \(loads[1]) vs \(loads[0])", sourceLocation: sourceLocation)
        #expect(loads[2] == loads[0], "4 threads: \(loads[2]) vs \(loads[0])", sourceLocation: sourceLocation)
        return loads[0]
    }

    @Test(arguments: [HandWrittenProject.readmeStyle, HandWrittenProject.practicalStyle])
    func handWrittenFixturesLoadAlikeOnAnyNumberOfThreads(project: HandWrittenProject) {
        let manifest = project.needsDumpPackage ? project.files[Path.join(project.package, "Package.swift")] : nil
        let fileSystem = project.fileSystem()
        let cold = Self.expectAlike(project.packageRoot, fileSystem, start: Array("cold\n".utf8), dumped: manifest)
        #expect(cold.sources.count > 8)
        let warm = Self.expectAlike(project.packageRoot, fileSystem, start: cold.cache ?? [], dumped: manifest)
        #expect(warm == cold)
        Self.expectAlike(project.packageRoot, fileSystem, start: [], cached: false, testMentions: true, dumped: manifest)
    }

    /// On disk, with walks that stamp files and a cache file: from no cache, then from the one written.
    @Test(arguments: [HandWrittenProject.readmeStyle, HandWrittenProject.practicalStyle])
    func handWrittenFixturesLoadAlikeFromDisk(project: HandWrittenProject) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fia-parallel-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let manifest = project.needsDumpPackage ? project.files[Path.join(project.package, "Package.swift")] : nil
        let disk = LocalFileSystem(cacheDirectory: directory)
        let root = Path.join(project.diskPath, project.package)
        let name = ScanCache.name(for: root)
        func cache() -> [UInt8]? { disk.cachedBytes(named: name).map(Array.init) }
        var first: [Loaded] = []
        var second: [Loaded] = []
        for threads in [1, 2, 4] {
            try? FileManager.default.removeItem(atPath: directory)
            first.append(Self.load(root, disk, threads: threads, dumped: manifest, cache: cache))
            second.append(Self.load(root, disk, threads: threads, dumped: manifest, cache: cache))
        }
        #expect(first[0].cache != nil && first[0].sources.count > 8)
        #expect(first.allSatisfy { $0 == first[0] }, "\(first)")
        #expect(second.allSatisfy { $0 == first[0] }, "\(second)")
    }

    /// A generated project of a few hundred files: cold, then after edits that leave records to
    /// hit, stale records, records of deleted files, new files, files that are not text, files
    /// that do not lex and protocols that cannot be read.
    @Test func aGeneratedProjectLoadsAlikeOnAnyNumberOfThreads() throws {
        var files = try #require(ScaleTests.snapshots[12])
        for index in 0..<60 {
            files["/work/Demo/Sources/DomainLayer/Extra/Extra\(index).swift"] =
                "import Foundation\n\npublic protocol Extra\(index)Protocol: Sendable {\n    func run() async throws -> Int\n}\n\npublic struct Extra\(index): Equatable, Sendable {}\n"
            files["/work/Demo/Sources/PresentationLayer/Extra/Extra\(index)View.swift"] =
                "import DomainLayer\nimport SwiftUI\n\nstruct Extra\(index)View: View {\n    var body: some View { Text(\"\(index)\") }\n}\n"
            files["/work/Demo/Tests/DomainLayerTests/Extra\(index)Tests.swift"] =
                "import Testing\n@testable import DomainLayer\n\nstruct Extra\(index)Tests {\n    @Test func runs() { #expect(Extra\(index)() == Extra\(index)()) }\n}\n"
        }
        let root = "/work/Demo"
        let fileSystem = InMemoryFileSystem(files: files, directories: ["/work"])
        let cold = Self.expectAlike(root, fileSystem, start: Array("cold\n".utf8))
        #expect(cold.sources.count > 200, "\(cold)")
        let warmCache = try #require(cold.cache)

        // Stale records, files gone, new files, and files that cannot be scanned, spread over the project.
        let extra = "/work/Demo/Sources/DomainLayer/Extra/"
        var writes: [(path: String, contents: String)] = []
        for index in stride(from: 1, to: 60, by: 8) { writes.append((extra + "Extra\(index).swift", "public struct Extra\(index) {}\n")) }
        for index in stride(from: 3, to: 60, by: 11) { writes.append((extra + "Extra\(index)New.swift", "protocol NoBody\(index): A\n")) }
        for index in stride(from: 5, to: 60, by: 13) { writes.append((extra + "Extra\(index)Broken.swift", "let s = \"unterminated\n")) }
        for index in stride(from: 2, to: 60, by: 17) { writes.append((extra + "Extra\(index)Binary.swift", "struct A {}\u{0}\n")) }
        writes.append(("/work/Demo/Sources/PresentationLayer/Extra/Extra1View.swift", "import DomainLayer\nstruct Café: Sendable {}\n"))
        writes.append(("/work/Demo/Tests/DomainLayerTests/Extra9Tests.swift", "let broken = \"\n"))
        let deleted = stride(from: 4, to: 60, by: 10).map { extra + "Extra\($0).swift" } + ["/work/Demo/Sources/PresentationLayer/Extra/Extra59View.swift"]
        try fileSystem.write(writes, deleting: deleted, journal: nil)

        let warm = Self.expectAlike(root, fileSystem, start: warmCache)
        #expect(warm.cache != nil && warm.cache != warmCache)
        #expect(warm.unreadable.filter { !$0.wasRead }.count == 4, "\(warm.unreadable)")
        #expect(warm.unreadable.filter { $0.wasRead }.count >= 6, "\(warm.unreadable)")
        #expect(!warm.sources.contains { $0.hasPrefix("Sources/DomainLayer/Extra/Extra4.swift ") })
        // The cache just written, read again, gives the same; then without the cache, with test files' mentions.
        let again = Self.expectAlike(root, fileSystem, start: warm.cache ?? [])
        #expect(again.sources == warm.sources && again.protocols == warm.protocols && again.unreadable == warm.unreadable)
        Self.expectAlike(root, fileSystem, start: [], cached: false, testMentions: true)
    }

    /// A cache stored in parts (short ones gathered, long ones written where they are) reads back whole.
    @Test func aCacheStoredInPartsReadsBackWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fia-parts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let disk = LocalFileSystem(cacheDirectory: directory)
        let long = Array(String(repeating: "f\tSources/A.swift\n", count: 3000).utf8)
        let parts: [ArraySlice<UInt8>] = [Array("a\n".utf8)[...], long[5..<40000], long[...], Array("é\n".utf8)[...], [], long[1..<20]]
        disk.storeCachedBytes(parts, named: "scan-parts")
        let read = try #require(disk.cachedBytes(named: "scan-parts"))
        #expect(Array(read) == Array(parts.joined()))
        #expect(disk.cachedText(named: "scan-parts") == String(decoding: Array(parts.joined()), as: UTF8.self))
    }
}
