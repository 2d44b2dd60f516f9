@testable import FiaKit
import Testing

/// The scan cache's records, read back: names, lists and imports many files share are made once
/// per read, and the short forms (`D`, `N`) stand for what a scan gives, never for anything else.
struct ScanCacheRecordTests {
    /// Files sharing modules, imports and inheritance lists, and files where the short forms do not hold.
    static let files: [(path: String, text: String)] = [
        ("Sources/A/One.swift", "import DomainLayer\nimport Foundation\npublic protocol OneDriverProtocol: Sendable {}\npublic struct One: Identifiable, Equatable, Sendable { public let id: Int }\n"),
        ("Sources/A/Three.swift", "#if canImport(UIKit)\nimport UIKit // fia:ignore imports.domain-frameworks — only where it exists\n#endif\nimport DomainLayer\nprotocol P: AnyObject, Sendable {}\nprotocol Q: P {}\nenum E {}\n"),
        ("Sources/A/Two.swift", "import DomainLayer\nimport Foundation\npublic struct Two: Identifiable, Equatable, Sendable { public let id: Int; struct Nested {} }\nextension Two: CustomStringConvertible { public var description: String { \"\" } }\ntypealias Pair = (Two, Two)\n"),
        ("Sources/A/Unicode.swift", "import DomainLayer\nimport Foundation\nstruct Café: Sendable {}\nprotocol Naïve: Sendable {}\n"),
        ("Sources/B/Broken.swift", "let s = \"unterminated\n"),
        ("Sources/B/Empty.swift", ""),
        ("Sources/B/Malformed.swift", "protocol NoBody: A\n"),
        ("Tests/ATests/OneTests.swift", "import DomainLayer\nimport Testing\nstruct OneTests { @Test func one() {} }\n"),
    ]

    static func stamp(_ index: Int) -> FileStamp {
        FileStamp(size: Int64(100 + index), modified: 1_700_000_000_000_000_000 + Int64(index), changed: 1_700_000_000_000_000_001 + Int64(index), inode: UInt64(index))
    }

    /// Every file scanned, stamped and written into a new cache.
    static func written() -> (records: [ScanCache.Record], cache: [UInt8]) {
        var cache = ScanCache(text: nil, root: "/p")
        var records: [ScanCache.Record] = []
        for (index, file) in files.enumerated() {
            var record = ScanCache.scan(file.text)
            record.stamp = stamp(index)
            cache.add(record, for: file.path)
            records.append(record)
        }
        cache.finish()
        return (records, cache.written)
    }

    static func same(_ left: ScanCache.Record, _ right: ScanCache.Record) -> Bool {
        left.stamp == right.stamp && left.lexProblem == right.lexProblem && left.summary == right.summary
            && left.protocols == right.protocols && left.protocolProblem == right.protocolProblem && left.topLevelTypes == right.topLevelTypes
    }

    @Test func recordsReadBackAsTheyWereScanned() throws {
        #expect(Self.files.map(\.path) == Self.files.map(\.path).sorted())
        let (records, bytes) = Self.written()
        var cache = ScanCache(text: String(decoding: bytes, as: UTF8.self), root: "/p")
        for (index, file) in Self.files.enumerated() {
            let record = cache.record(for: file.path, stamp: Self.stamp(index))
            let read = try #require(record, "\(file.path)")
            #expect(Self.same(read, records[index]), "\(file.path): \(read) is not \(records[index])")
        }
        // Read whole and unchanged, the cache is written again byte for byte.
        cache.finish()
        #expect(!cache.changed)
        #expect(cache.written == bytes)
        #expect(records.contains { !$0.summary.imports.isEmpty && $0.summary.imports.contains(where: \.isGuardedByCanImport) })
        #expect(records.contains { $0.lexProblem != nil } && records.contains { $0.protocolProblem != nil })
    }

    /// The names a record shares with another (a module, an inheritance list, a whole run of
    /// imports) read back the same in each, however many records share them.
    @Test func sharedNamesReadBackInEveryRecord() throws {
        let (records, bytes) = Self.written()
        var cache = ScanCache(text: String(decoding: bytes, as: UTF8.self), root: "/p")
        let read = Self.files.indices.compactMap { cache.record(for: Self.files[$0].path, stamp: Self.stamp($0)) }
        try #require(read.count == Self.files.count)
        let importing = read.indices.filter { read[$0].summary.imports.map(\.module) == ["DomainLayer", "Foundation"] }
        #expect(importing == [0, 2, 3])
        for index in importing { #expect(read[index].summary.imports == records[index].summary.imports) }
        #expect(read[0].summary.types[0].inheritedTypes == ["Identifiable", "Equatable", "Sendable"])
        #expect(read[2].summary.types[0].inheritedTypes == ["Identifiable", "Equatable", "Sendable"])
        #expect(read[3].summary.types.map(\.name) == ["Café"] && read[3].topLevelTypes == ["Café", "Naïve"])
    }

    /// `D` and `N` are written only where they hold; elsewhere the lists are written out.
    @Test func shortFormsAreWrittenOnlyWhereTheyHold() {
        let (records, bytes) = Self.written()
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Unicode: a struct, then a protocol. One: a protocol declared before its struct; Two: a
        // nested type and a type alias.
        #expect(records[3].topLevelTypes == ScanCache.declaredNames(records[3].summary))
        #expect(records[0].topLevelTypes != ScanCache.declaredNames(records[0].summary))
        #expect(records[2].topLevelTypes != ScanCache.declaredNames(records[2].summary))
        #expect(lines.contains("N") && lines.contains("D"))
        #expect(lines.contains("n\t\(records[0].topLevelTypes.joined(separator: ","))"))
        #expect(lines.contains("n\t\(records[2].topLevelTypes.joined(separator: ","))"))
        #expect(!lines.contains { $0.hasPrefix("d\t") })
    }

    /// A record is used only for its own path and stamp; a cache of another format is a cold start.
    @Test func aRecordCountsOnlyForItsPathAndStamp() throws {
        let (_, bytes) = Self.written()
        let text = String(decoding: bytes, as: UTF8.self)
        var cache = ScanCache(text: text, root: "/p")
        #expect(cache.record(for: Self.files[0].path, stamp: Self.stamp(1)) == nil)
        #expect(cache.record(for: "Sources/A/Three.swift\tx", stamp: Self.stamp(1)) == nil)
        #expect(cache.record(for: "Sources/A/Three", stamp: Self.stamp(1)) == nil)
        #expect(cache.record(for: "Sources/A/Three.swift", stamp: Self.stamp(1)) != nil)
        cache.finish()
        #expect(cache.changed)

        let older = text.replacingOccurrences(of: "fia-scan-cache\t\(ScanCache.format)\t", with: "fia-scan-cache\t3\t")
        var old = ScanCache(text: older, root: "/p")
        #expect(old.record(for: Self.files[0].path, stamp: Self.stamp(0)) == nil)
        #expect(old.changed)
    }

    @Test(arguments: [
        ("/p", "Sources/A.swift"), ("/p/", "Sources/A.swift"), ("/", "x.swift"), ("/p", ""), ("/p", "/abs/x.swift"),
        ("", "Sources/A.swift"), ("/Projets/Café", "Sources/Naïve.swift"),
    ])
    func rootedPathsAreJoinedPaths(root: String, path: String) {
        #expect(ProjectSnapshot.RootedPaths(root: root).path(path) == Path.join(root, path))
    }
}
