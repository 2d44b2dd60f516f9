@testable import FiaKit
import Foundation
import Testing

/// The scan cache's records, read back: names, lists and imports many files share are made once
/// per read, and the short forms (`D`, `N`) stand for what a scan gives, never for anything else.
struct ScanCacheRecordTests {
    /// `value` as sixteen lowercase hex digits, made the plain way: what a stamp's field must be.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.utf8.count) + digits
    }

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

    /// One record read into again and again, as the loader does (its parts taken or not in
    /// between), holds exactly the last record read: nothing of an earlier one stays.
    @Test func aRecordReadIntoAgainHoldsOnlyTheLast() throws {
        let (records, bytes) = Self.written()
        for first in Self.files.indices {
            for second in Self.files.indices {
                let cache = ScanCache(text: String(decoding: bytes, as: UTF8.self), root: "/p")
                var decoder = cache.makeDecoder()
                var record = ScanCache.Record(stamp: Self.stamp(first))
                var spans: [ScanCache.Span] = []
                for index in [first, second] {
                    var locating = cache  // Each path looked up from the start.
                    let span = locating.locate(Self.files[index].path)
                    spans.append(try #require(span))
                }
                #expect(decoder.read(spans[0], stamp: Self.stamp(first), into: &record))
                #expect(decoder.read(spans[1], stamp: Self.stamp(second), into: &record))
                #expect(Self.same(record, records[second]), "\(Self.files[first].path) then \(Self.files[second].path)")
            }
        }
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

    /// Records kept, dropped and made afresh write one cache however the files are split into
    /// runs (one per thread, joined in order): what writing every file's record afresh writes.
    @Test func keptAndFreshRecordsWriteTheSameCacheInOneRunOrMany() throws {
        let (records, bytes) = Self.written()
        // Every third file changed since: another stamp, its record dropped and made afresh.
        var current = records
        for index in current.indices where index % 3 == 1 { current[index].stamp = Self.stamp(100 + index) }
        var fresh = ScanCache(text: nil, root: "/p")
        for (index, file) in Self.files.enumerated() { fresh.add(current[index], for: file.path) }
        fresh.finish()
        let count = Self.files.count
        for first in 0...count {
            for second in first...count {
                var cache = ScanCache(bytes: bytes[...], root: "/p")
                let spans = Self.files.map { cache.locate($0.path) }
                for run in [0..<first, first..<second, second..<count] {
                    var decoder = cache.makeDecoder()
                    var output = ScanCache.Output()
                    for index in run {
                        var record = ScanCache.Record(stamp: Self.stamp(0))
                        let span = try #require(spans[index])
                        if decoder.read(span, stamp: current[index].stamp, into: &record) {
                            output.keep(span)
                        } else {
                            output.stale()
                            output.add(current[index], for: Self.files[index].path)
                        }
                    }
                    cache.append(output)
                }
                cache.finish()
                #expect(cache.changed)
                #expect(cache.written == fresh.written, "runs \(first), \(second)")
            }
        }
    }

    /// A record's lines as they were first written, through string interpolation: the bytes
    /// `ScanCache.lines` writes field by field must be these.
    static func interpolatedLines(_ path: String, _ record: ScanCache.Record) -> String? {
        let stamp = record.stamp
        var text = ""
        var words = [path]
        for item in record.summary.imports {
            text += "i\t\(item.module)\t\(item.line)\t\(item.isGuardedByCanImport ? 1 : 0)\n"
            words.append(item.module)
        }
        let sameProtocols = !record.protocols.isEmpty && record.protocols == record.summary.protocols
        let declarations = [("t", record.summary.types), ("p", record.summary.protocols), ("e", record.summary.extensions), ("d", sameProtocols ? [] : record.protocols)]
        for (tag, items) in declarations {
            for item in items {
                guard !item.inheritedTypes.contains(where: { $0.utf8.contains(UInt8(ascii: ",")) }) else { return nil }
                text += "\(tag)\t\(item.name)\t\(item.line)\t\(item.inheritedTypes.joined(separator: ","))\n"
                words.append(item.name)
                words += item.inheritedTypes
            }
        }
        if sameProtocols { text += "D\n" }
        for comment in record.summary.suppressionComments {
            text += "c\t\(comment.line)\t\(comment.text)\n"
            words.append(comment.text)
        }
        if !record.topLevelTypes.isEmpty && record.topLevelTypes == ScanCache.declaredNames(record.summary) {
            text += "N\n"
        } else if !record.topLevelTypes.isEmpty {
            guard !record.topLevelTypes.contains(where: { $0.utf8.contains(UInt8(ascii: ",")) }) else { return nil }
            text += "n\t\(record.topLevelTypes.joined(separator: ","))\n"
            words += record.topLevelTypes
        }
        for (tag, problem) in [("u", record.lexProblem), ("x", record.protocolProblem)] {
            guard let problem else { continue }
            text += "\(tag)\t\(problem.line.map(String.init) ?? "-")\t\(problem.reason)\n"
            words.append(problem.reason)
        }
        let unsafe = words.contains { $0.utf8.contains { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } }
        let stampFields = [UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed), stamp.inode].map(Self.hex)
        return unsafe ? nil : "f\t\(path)\t\(stampFields.joined(separator: "\t"))\t\(text.utf8.count)\n" + text
    }

    /// Records written field by field are byte for byte those interpolated, and left out alike:
    /// every kind of line, names beyond ASCII, negative and missing lines, extreme stamps, and
    /// every field that cannot be read back (a tab, a line feed, a carriage return, a comma in a list).
    @Test func linesAreWrittenAsInterpolated() {
        var records = Self.written().records.enumerated().map { (path: Self.files[$0.offset].path, record: $0.element) }
        func declaration(_ name: String, _ line: Int = 3, _ inherited: [String] = []) -> SourceSummary.TypeDeclaration {
            .init(name: name, line: line, inheritedTypes: inherited)
        }
        var varied = ScanCache.Record(stamp: FileStamp(size: -1, modified: Int64.min, changed: Int64.max, inode: UInt64.max))
        varied.summary.imports = [.init(module: "Ünïcode", line: 0), .init(module: "M", line: 1_234_567, isGuardedByCanImport: true)]
        varied.summary.types = [declaration("Café", -7, ["A", "Équipe"]), declaration("T", 12_345_678_901)]
        varied.summary.protocols = [declaration("P", 1, ["Sendable"])]
        varied.protocols = [declaration("P", 1, ["Sendable", "AnyObject"])]
        varied.summary.extensions = [declaration("E", 9, ["X"])]
        varied.summary.suppressionComments = [.init(text: "// fia:ignore x — why", line: 4)]
        varied.topLevelTypes = ["Café", "T", "P"]
        varied.lexProblem = .init(line: nil, reason: "a reason: with 'quotes'")
        varied.protocolProblem = .init(line: -3, reason: "")
        records.append(("Sources/Ä/Vary.swift", varied))
        var listed = varied
        listed.topLevelTypes = ["T", "Café"]
        records.append(("Sources/A/Listed.swift", listed))
        records.append(("Sources/A/Empty.swift", ScanCache.Record(stamp: Self.stamp(0))))
        for bad in ["a\tb", "a\nb", "a\rb"] {
            var record = varied
            record.summary.imports[0].module = bad
            records.append(("Sources/A/Module.swift", record))
            record = varied
            record.summary.types[0].inheritedTypes = ["A", bad]
            records.append(("Sources/A/Inherited.swift", record))
            record = varied
            record.summary.suppressionComments[0].text = bad
            records.append(("Sources/A/Comment.swift", record))
            record = listed
            record.topLevelTypes = [bad]
            records.append(("Sources/A/TopLevel.swift", record))
            record = varied
            record.protocolProblem = .init(line: 1, reason: bad)
            records.append(("Sources/A/Reason.swift", record))
            records.append((bad, varied))
        }
        var comma = varied
        comma.protocols[0].inheritedTypes = ["A,B"]
        records.append(("Sources/A/Comma.swift", comma))
        comma = listed
        comma.topLevelTypes = ["A,B"]
        records.append(("Sources/A/CommaList.swift", comma))
        for (path, record) in records {
            #expect(ScanCache.lines(path, record) == Self.interpolatedLines(path, record).map { Array($0.utf8) }, "\(path): \(record)")
        }
        #expect(records.filter { ScanCache.lines($0.path, $0.record) == nil }.count == 20)
    }

    /// The records of files gone since are passed over: the next file's record is still found.
    @Test func recordsOfFilesGoneArePassedOver() {
        let (records, bytes) = Self.written()
        var cache = ScanCache(text: String(decoding: bytes, as: UTF8.self), root: "/p")
        for index in [1, 3, 4, 7] {
            let read = cache.record(for: Self.files[index].path, stamp: Self.stamp(index))
            #expect(read.map { Self.same($0, records[index]) } == true, "\(Self.files[index].path)")
        }
        cache.finish()
        #expect(cache.changed)
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

    /// A stamp's fields are written as sixteen hex digits and compared eight at a time with the
    /// digits made from the stamp asked for: the same digits, for every value.
    @Test func stampDigitsAreMadeAsTheyAreWritten() {
        let values: [UInt64] = [0, 1, 9, 10, 15, 16, 0xFF, 0x1234_5678_9ABC_DEF0, UInt64(bitPattern: -1), UInt64(bitPattern: Int64.min), 1_795_557_146_058_601_301]
        func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
            bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        for value in values {
            let digits = Array(Self.hex(value).utf8)
            #expect(digits.count == 16 && digits == Array(String(value, radix: 16).leftPadded(16).utf8))
            #expect(word(digits[0..<8]) == ScanCache.hexDigits(UInt32(truncatingIfNeeded: value >> 32)), "\(Self.hex(value))")
            #expect(word(digits[8..<16]) == ScanCache.hexDigits(UInt32(truncatingIfNeeded: value)), "\(Self.hex(value))")
        }
    }

    /// A record whose stamp is not written as this build writes it (upper-case digits) is not used.
    @Test func aStampWrittenOtherwiseIsAMiss() throws {
        let (_, bytes) = Self.written()
        let text = String(decoding: bytes, as: UTF8.self)
        let stamp = Self.stamp(2)
        let digits = Self.hex(UInt64(bitPattern: stamp.modified))
        #expect(digits.contains { $0.isLetter })
        let upper = text.replacingOccurrences(of: digits, with: digits.uppercased())
        #expect(upper != text)
        var cache = ScanCache(text: upper, root: "/p")
        #expect(cache.record(for: Self.files[2].path, stamp: stamp) == nil)
        #expect(cache.record(for: Self.files[3].path, stamp: Self.stamp(3)) != nil)
    }

    /// The loader stamps each file by its folder and path: as `stamp(of: Path.join(root, path))`.
    @Test func aFileIsStampedByItsRootAsByItsJoinedPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fia-stamp-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let disk = LocalFileSystem()
        try disk.write([(Path.join(directory, "Sources/Café/A.swift"), "struct A {}\n")])
        // A file just written proves nothing yet (`FileStamp.isTooRecent`).
        usleep(250_000)
        let cases = [
            (directory, "Sources/Café/A.swift"), (directory + "/", "Sources/Café/A.swift"), (Path.join(directory, "Sources"), "Café/A.swift"),
            (directory, "Sources/Missing.swift"), (directory, ""), (directory, Path.join(directory, "Sources/Café/A.swift")), ("", Path.join(directory, "Sources/Café/A.swift")),
        ]
        for (root, path) in cases {
            #expect(disk.stamp(of: path, in: root) == disk.stamp(of: Path.join(root, path)), "\(root) \(path)")
        }
        #expect(disk.stamp(of: "Sources/Café/A.swift", in: directory) != nil)
        #expect(disk.stamp(of: "Sources/Missing.swift", in: directory) == nil)
        let memory = InMemoryFileSystem(files: ["/p/A.swift": ""])
        #expect(memory.stamp(of: "A.swift", in: "/p") == memory.stamp(of: "/p/A.swift"))
    }

    /// The disk cache is read as `contents(of:)` reads text: a NUL or bytes that are not UTF-8
    /// make it no cache at all; any other text is read back as it was stored.
    @Test func aDiskCacheIsTextOrNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fia-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let disk = LocalFileSystem(cacheDirectory: directory)
        disk.storeCachedText("fia-scan-cache\tx\nCafé Naïve — ok\n", named: "scan-text")
        #expect(disk.cachedText(named: "scan-text") == "fia-scan-cache\tx\nCafé Naïve — ok\n")
        disk.storeCachedText("", named: "scan-empty")
        #expect(disk.cachedText(named: "scan-empty") == "")
        let header = Array(LocalFileSystem.buildHeader.utf8)
        for (name, body) in [("scan-nul", Array("a\u{0}b\n".utf8)), ("scan-invalid", [0x61, 0xF0, 0x90, 0x80, 0x0A]), ("scan-lone", [0xC3])] {
            #expect(FileManager.default.createFile(atPath: Path.join(directory, name), contents: Data(header + body)))
            #expect(disk.cachedText(named: name) == nil, "\(name)")
        }
        #expect(FileManager.default.createFile(atPath: Path.join(directory, "scan-other"), contents: Data(Array("fia 0.0.0\n".utf8))))
        #expect(disk.cachedText(named: "scan-other") == nil)
        try FileManager.default.createDirectory(atPath: Path.join(directory, "scan-folder"), withIntermediateDirectories: true)
        #expect(disk.cachedText(named: "scan-folder") == nil)
        #expect(disk.cachedText(named: "scan-missing") == nil)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - utf8.count)) + self
    }
}
