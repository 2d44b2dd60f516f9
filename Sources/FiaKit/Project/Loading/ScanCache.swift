#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// What the project loader learnt from each Swift file, kept between runs so that `add` reads
/// and lexes only the files that changed since (a project of 1000 features holds about 12,000).
///
/// Never trusted blindly: a record counts only while the file's stamp (`FileSystem.stamp(of:)`)
/// is the one it was made with. Kept by `FileSystem.storeCachedBytes(_:named:)`, outside the
/// project, one cache per project folder. A line format of fia's own: a cache fia cannot read
/// is simply a cold start.
struct ScanCache {
    /// One file's scan, made from its text and valid while its stamp holds.
    struct Record {
        var stamp: FileStamp
        /// Why the lexer refused the file; then the rest is empty.
        var lexProblem: Problem?
        /// Its summary, without `identifiers` (those the loader collects only on a fresh read).
        var summary = ScanCache.emptySummary
        /// Every protocol it declares, with its whole inheritance clause (`SwiftDeclarations.protocols`).
        var protocols: [SourceSummary.TypeDeclaration] = []
        /// Why its protocols could not be read (only the domain and presentation layers' count).
        var protocolProblem: Problem?
        /// The types it declares at the top level (`SwiftDeclarations.topLevelTypes`).
        var topLevelTypes: [String] = []
    }

    struct Problem: Equatable {
        var line: Int?
        var reason: String
    }

    /// Bump when what is recorded, or how a file is scanned, changes meaning.
    static let format = 5  // 5: imports split across lines are read (#31)

    /// An empty summary, made once: each record read starts from a copy (making one costs a word table).
    static let emptySummary = SourceSummary()

    /// The cache as read (its records, sorted by path, as lines of bytes), as the file system gave
    /// it: the records kept are written back from it, never copied in between.
    private var bytes: ArraySlice<UInt8> = []
    /// Where the next record starts: the loader asks for records in the order they were written.
    private var cursor = 0
    /// Reads the records found for `read(_:stamp:into:)`.
    private var decoder = Decoder(bytes: [])
    /// The first line of the cache being written.
    private let header: [UInt8]
    /// The rest of the cache being written: this run's records, in the order the loader met their files.
    private var output = Output()
    /// Whether records were passed over (their files gone), or what was read was no cache of this project's.
    private var dropped = false

    /// Whether the cache being written differs from what was read.
    var changed: Bool { dropped || output.changed }

    /// The cache's name for the project at `root` (absolute).
    static func name(for root: String) -> String {
        "scan-\(StableHash.fnv1a64Hex(Path.normalize(root)))"
    }

    /// The first line of a cache: its format and the project's folder (two folders may share a hash).
    private static func header(_ root: String) -> [UInt8] {
        Array("fia-scan-cache\t\(format)\t\(Path.normalize(root))\n".utf8)
    }

    /// A cache read from `bytes` (`nil`: none yet), for the project at `root`.
    init(bytes: ArraySlice<UInt8>?, root: String) {
        header = Self.header(root)
        // Offsets are kept in 32 bits (`Span`); a file system's cache is never that large.
        guard let bytes, bytes.count < Int(Int32.max), bytes.starts(with: header) else {
            dropped = true
            return
        }
        self.bytes = bytes
        cursor = header.count
        decoder = Decoder(bytes: bytes)
    }

    /// A cache read from `text` (`nil`: none yet), for the project at `root`.
    init(text: String?, root: String) {
        self.init(bytes: text.map { Array($0.utf8)[...] }, root: root)
    }

    /// Where a record is in the cache read, by offsets from its start: its header line, the
    /// stamp's fields in it, its facts, and its end (where the next record starts).
    struct Span {
        fileprivate let start: Int32, stamp: Int32, body: Int32, end: Int32
    }

    /// Where the record of `path` is, passing over those of paths before it (files gone since:
    /// their records are dropped, unread). Paths must come in the order of the last run (sorted);
    /// a path out of order is not found. What is found is read by a `Decoder`, which only tells
    /// whether it still holds for the file's stamp: whether it does or not, the next search starts
    /// after it.
    mutating func locate(_ path: String) -> Span? {
        var path = path
        return path.withUTF8 { path in
            // Such a path is never recorded (see `add`), and the comparison below takes none.
            guard !Bytes.containsTabOrLineBreak(path) else { return nil }
            return bytes.withUnsafeBufferPointer { bytes in
                var reader = RecordReader(bytes: bytes, position: cursor)
                while let header = reader.header(comparedWith: path) {
                    if header.order > 0 { return nil }
                    cursor = header.end
                    if header.order == 0 {
                        return Span(start: Int32(header.start), stamp: Int32(header.stamp), body: Int32(reader.position), end: Int32(header.end))
                    }
                    dropped = true
                    reader.position = header.end
                }
                return nil
            }
        }
    }

    /// A reader of the records `locate` finds, with an `Interner` of its own: one for each thread
    /// reading records of the same cache.
    func makeDecoder() -> Decoder {
        Decoder(bytes: bytes)
    }

    /// Reads records of one cache, each name, list and run of imports they share made once.
    struct Decoder {
        private let bytes: ArraySlice<UInt8>
        private var interner = Interner()
        /// What each record read starts from: an empty summary whose (empty) word table is this
        /// decoder's own, not the one every empty summary shares, whose reference count threads
        /// reading records side by side would otherwise all update.
        let emptySummary: SourceSummary

        fileprivate init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            var empty = ScanCache.emptySummary
            empty.words = WordTable([String]())
            emptySummary = empty
        }

        /// The record at `span` into `record` if it was made with `stamp`: whether it was.
        /// `record` is left as it was when not.
        mutating func read(_ span: Span, stamp: FileStamp, into record: inout Record) -> Bool {
            bytes.withUnsafeBufferPointer { bytes in
                var reader = RecordReader(bytes: bytes, position: Int(span.body))
                return reader.stamp(at: Int(span.stamp), is: stamp)
                    && reader.body(until: Int(span.end), stamp: stamp, empty: emptySummary, interner: &interner, into: &record)
            }
        }
    }

    /// What the files of a run add to the cache being written, in their order: runs of records
    /// kept as they were read (by their place in it, not copied) and fresh records. Threads
    /// reading parts of the files each make their own; `append(_:)` joins them in the files' order.
    struct Output {
        fileprivate enum Piece {
            case kept(Range<Int>)
            case fresh([UInt8])
        }

        fileprivate private(set) var pieces: [Piece] = []
        /// Records kept since the last piece, one run of the cache read (not yet a piece: the
        /// next record kept most often follows it, and only the run's end moves).
        private var kept: Range<Int>?
        /// Fresh records not yet made a piece.
        private var fresh: [UInt8] = []
        /// Whether a record read was not used or a fresh one was made.
        private(set) var changed = false

        init() {}

        /// The record at `span`, read and used: kept as it was.
        mutating func keep(_ span: Span) {
            keep(Int(span.start)..<Int(span.end))
        }

        private mutating func keep(_ run: Range<Int>) {
            flushFresh()
            if let last = kept, last.upperBound == run.lowerBound {
                kept = last.lowerBound..<run.upperBound
            } else {
                flushKept()
                kept = run
            }
        }

        /// A record read that no longer holds: dropped.
        mutating func stale() {
            changed = true
        }

        /// A fresh record of `path`. One holding a tab or a line break (or a comma in a list)
        /// could not be read back: it is left out, and its file scanned next time.
        mutating func add(_ record: Record, for path: String) {
            changed = true
            guard let lines = ScanCache.lines(path, record) else { return }
            flushKept()
            fresh += lines
        }

        /// `other`'s records after these.
        mutating func append(_ other: Output) {
            changed = changed || other.changed
            for piece in other.pieces {
                switch piece {
                case .kept(let run): keep(run)
                case .fresh(let lines): flush(); pieces.append(.fresh(lines))
                }
            }
            if let run = other.kept { keep(run) }
            if !other.fresh.isEmpty {
                flush()
                pieces.append(.fresh(other.fresh))
            }
        }

        /// Makes the records not yet a piece pieces.
        fileprivate mutating func flush() {
            flushKept()
            flushFresh()
        }

        private mutating func flushKept() {
            guard let run = kept else { return }
            pieces.append(.kept(run))
            kept = nil
        }

        private mutating func flushFresh() {
            guard !fresh.isEmpty else { return }
            pieces.append(.fresh(fresh))
            fresh = []
        }
    }

    /// The record of `path` if it was made with `stamp`, kept for the cache being written.
    /// Paths must come in the order of the last run (sorted); a path out of order is a miss.
    mutating func record(for path: String, stamp: FileStamp) -> Record? {
        var record = Record(stamp: stamp)
        return read(path, stamp: stamp, into: &record) ? record : nil
    }

    /// `record(for:stamp:)` into `record` (used again for each file, its parts moved out in
    /// between): whether there was one. `record` is left as it was when not.
    mutating func read(_ path: String, stamp: FileStamp, into record: inout Record) -> Bool {
        guard let span = locate(path) else { return false }
        guard decoder.read(span, stamp: stamp, into: &record) else {
            output.stale()
            return false
        }
        output.keep(span)
        return true
    }

    /// Keeps a fresh record of `path` in the cache being written (see `Output.add`).
    mutating func add(_ record: Record, for path: String) {
        output.add(record, for: path)
    }

    /// The records of a run of files read with `locate` and a `Decoder`, after those kept so far.
    mutating func append(_ other: Output) {
        output.append(other)
    }

    /// Completes the cache being written, and notes whether files the last run saw are gone
    /// (not asked for since).
    mutating func finish() {
        output.flush()
        if cursor < bytes.count { dropped = true }
    }

    /// The cache being written, in parts to be joined (whole once `finish()` has run): its
    /// header, then runs of the cache read and fresh records.
    var parts: [ArraySlice<UInt8>] {
        var output = output
        output.flush()
        var parts = [header[...]]
        parts.reserveCapacity(output.pieces.count + 1)
        for piece in output.pieces {
            switch piece {
            case .kept(let run): parts.append(bytes[(bytes.startIndex + run.lowerBound)..<(bytes.startIndex + run.upperBound)])
            case .fresh(let lines): parts.append(lines[...])
            }
        }
        return parts
    }

    /// The cache being written, joined.
    var written: [UInt8] {
        Array(parts.joined())
    }

    /// The eight lowercase hex digits of `value`, the first in the lowest byte: all eight at once,
    /// each nibble spread to a byte, then made a digit or a letter. A stamp's field is sixteen
    /// such digits, the high half's then the low half's: written so, and compared so when read.
    @inline(__always)
    static func hexDigits(_ value: UInt32) -> UInt64 {
        var spread = UInt64(value)
        spread = (spread | spread << 16) & 0x0000_FFFF_0000_FFFF
        spread = (spread | spread << 8) & 0x00FF_00FF_00FF_00FF
        spread = (spread | spread << 4) & 0x0F0F_0F0F_0F0F_0F0F
        // The most significant digit first.
        spread = spread.byteSwapped
        let letters = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        return spread &+ 0x3030_3030_3030_3030 &+ letters &* 0x27
    }

    /// The names of the types, then of the protocols, a summary lists: what `N` stands for.
    static func declaredNames(_ summary: SourceSummary) -> [String] {
        var names: [String] = []
        names.reserveCapacity(summary.types.count + summary.protocols.count)
        for item in summary.types { names.append(item.name) }
        for item in summary.protocols { names.append(item.name) }
        return names
    }

    /// Whether `names` are the types, then the protocols, `summary` lists (`declaredNames`),
    /// compared in place.
    static func areDeclaredNames(_ names: [String], of summary: SourceSummary) -> Bool {
        guard names.count == summary.types.count + summary.protocols.count else { return false }
        for (index, item) in summary.types.enumerated() where names[index] != item.name { return false }
        for (index, item) in summary.protocols.enumerated() where names[summary.types.count + index] != item.name { return false }
        return true
    }

    /// A fresh record's lines, as `RecordReader` reads them: its header, then its facts; `nil`
    /// when a name, module, comment or reason holds a tab or a line break, or a name in a list
    /// a comma (it could not be read back). Written as bytes, field by field.
    static func lines(_ path: String, _ record: Record) -> [UInt8]? {
        var facts = LineWriter()
        for item in record.summary.imports {
            facts.line("i", item.module, item.line, item.isGuardedByCanImport ? "1" : "0")
        }
        // The protocols read whole are most often those the summary lists: `D` says so in two bytes.
        let sameProtocols = !record.protocols.isEmpty && record.protocols == record.summary.protocols
        for (tag, items) in [("t", record.summary.types), ("p", record.summary.protocols), ("e", record.summary.extensions), ("d", sameProtocols ? [] : record.protocols)] {
            for item in items {
                guard facts.declaration(tag, item) else { return nil }
            }
        }
        if sameProtocols { facts.text("D\n") }
        for comment in record.summary.suppressionComments {
            facts.text("c\t")
            facts.number(comment.line)
            facts.text("\t")
            facts.field(comment.text)
            facts.text("\n")
        }
        if !record.topLevelTypes.isEmpty && areDeclaredNames(record.topLevelTypes, of: record.summary) {
            // Most often the types and protocols it declares, as the lines above name them.
            facts.text("N\n")
        } else if !record.topLevelTypes.isEmpty {
            facts.text("n\t")
            guard facts.list(record.topLevelTypes) else { return nil }
            facts.text("\n")
        }
        for (tag, problem) in [("u", record.lexProblem), ("x", record.protocolProblem)] {
            guard let problem else { continue }
            facts.text(tag)
            facts.text("\t")
            if let line = problem.line { facts.number(line) } else { facts.text("-") }
            facts.text("\t")
            facts.field(problem.reason)
            facts.text("\n")
        }
        // The header tells the length of the facts after it: a reader skips a record without reading it.
        var header = LineWriter()
        header.bytes.reserveCapacity(path.utf8.count + 80 + facts.bytes.count)
        header.text("f\t")
        header.field(path)
        let stamp = record.stamp
        for value in [UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed), stamp.inode] {
            header.text("\t")
            header.hex(value)
        }
        header.text("\t")
        header.number(facts.bytes.count)
        header.text("\n")
        guard header.isSafe && facts.isSafe else { return nil }
        header.bytes += facts.bytes
        return header.bytes
    }
}

/// Writes a record's lines as bytes, noting whether every field is safe to read back (holds no
/// tab or line break).
private struct LineWriter {
    var bytes: [UInt8] = []
    private(set) var isSafe = true

    /// Bytes of fia's own (tags, separators): never checked.
    mutating func text(_ text: StaticString) {
        text.withUTF8Buffer { bytes += $0 }
    }

    mutating func text(_ text: String) {
        bytes += text.utf8
    }

    /// A field read back up to the next tab or line end: one holding either (or a carriage
    /// return) makes the record unsafe. `false` for a name of a list (`refusingCommas`) holding a comma.
    @discardableResult
    mutating func field(_ text: String, refusingCommas: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.append(contentsOf: utf8)
            for byte in utf8 {
                if byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { isSafe = false }
                if refusingCommas && byte == UInt8(ascii: ",") { return false }
            }
            return true
        }
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var count = 1, rest = value.magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        // The digits' places made, then filled from the last.
        let end = bytes.count + count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var magnitude = value.magnitude, index = end
        repeat {
            index -= 1
            bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// `value` as sixteen lowercase hex digits (`ScanCache.hexDigits` of each half).
    mutating func hex(_ value: UInt64) {
        for half in [UInt32(truncatingIfNeeded: value >> 32), UInt32(truncatingIfNeeded: value)] {
            withUnsafeBytes(of: ScanCache.hexDigits(half).littleEndian) { bytes += $0 }
        }
    }

    /// `names` joined by commas: `false` when a name holds a comma or is empty (the list could not
    /// be split again, or told from one name fewer).
    mutating func list(_ names: [String]) -> Bool {
        for (index, name) in names.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            guard !name.isEmpty, field(name, refusingCommas: true) else { return false }
        }
        return true
    }

    /// An import line: tag, module, line and whether it is guarded.
    mutating func line(_ tag: StaticString, _ module: String, _ line: Int, _ guarded: StaticString) {
        text(tag)
        text("\t")
        field(module)
        text("\t")
        number(line)
        text("\t")
        text(guarded)
        text("\n")
    }

    /// A declaration's line (`t`, `p`, `e` or `d`): `false` when its inheritance list holds a comma.
    mutating func declaration(_ tag: String, _ item: SourceSummary.TypeDeclaration) -> Bool {
        text(tag)
        text("\t")
        field(item.name)
        text("\t")
        number(item.line)
        text("\t")
        guard list(item.inheritedTypes) else { return false }
        text("\n")
        return true
    }
}

/// What the records of one cache share, each made once from its bytes: names (a module many
/// files import), inheritance lists (`Sendable`, `View`) and whole runs of import lines (the
/// same few imports head most files). Made as they are first met; looked up by bytes, with no
/// string made or hashed.
private struct Interner {
    var names = InternTable<String>()
    var lists = InternTable<[String]>()
    var imports = InternTable<[SourceSummary.Import]>()
}

/// Values by the bytes they were read from: an open-addressing table over ranges of one buffer
/// (the cache's bytes, which outlive it).
private struct InternTable<Value> {
    private struct Key {
        var start: Int
        var count: Int
        var hash: UInt64
    }

    /// Each slot holds a key's index plus one, 0 when empty; a power of two long, at most half full.
    private var slots = [Int32](repeating: 0, count: 512)
    private var keys: [Key] = []
    private var values: [Value] = []

    /// The value made from the same bytes as `range`, if one was.
    func value(_ range: Range<Int>, hash: UInt64, in bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = Int(slots[index])
            if slot == 0 { return nil }
            let key = keys[slot - 1]
            if key.hash == hash, key.count == range.count, Bytes.equal(bytes, key.start, range.lowerBound, count: range.count) {
                return values[slot - 1]
            }
            index = (index + 1) & mask
        }
    }

    /// Keeps `value` as the one made from `range` (not held yet).
    mutating func insert(_ value: Value, for range: Range<Int>, hash: UInt64) {
        keys.append(Key(start: range.lowerBound, count: range.count, hash: hash))
        values.append(value)
        if keys.count * 2 > slots.count {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            for index in keys.indices { place(index) }
        } else {
            place(keys.count - 1)
        }
    }

    private mutating func place(_ key: Int) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: keys[key].hash) & mask
        while slots[index] != 0 { index = (index + 1) & mask }
        slots[index] = Int32(key + 1)
    }
}

/// Byte helpers for the reader.
private enum Bytes {
    /// A hash of `bytes[range]`.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        ByteSearch.hash(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[range])).hash
    }

    /// Whether `bytes` hold a tab or a line feed.
    static func containsTabOrLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstTabOrLineBreak(bytes, from: 0) < bytes.count
    }

    /// The offset of the first tab or line feed at or after `start`, or `bytes.count`: the line's
    /// end by `memchr`, then its first tab before it.
    static func firstTabOrLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: start)
        return ByteSearch.firstIndex(of: 0x09, in: bytes, from: start, to: lineEnd)
    }

    /// Whether the `count` bytes at `left` and at `right` are the same.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ left: Int, _ right: Int, count: Int) -> Bool {
        count == 0 || memcmp(bytes.baseAddress! + left, bytes.baseAddress! + right, count) == 0
    }
}

/// Reads a cache's records by bytes: a header line `f <path> <size> <modified> <changed> <inode> <length>`
/// (the stamp's four fields as sixteen hex digits each, the length in decimal),
/// then `length` bytes of lines, one per fact, each a tag and tab-separated fields (`D` alone:
/// the protocols read whole are the summary's; `N` alone: the top-level types are `declaredNames`).
private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), comma = UInt8(ascii: ",")

    /// The record header at the position, moving past it, with how its path compares with `path`
    /// (by bytes: -1, 0, 1). A record whose length does not lead to the end or to the next
    /// header is not read, nor any after it.
    mutating func header(comparedWith path: UnsafeBufferPointer<UInt8>) -> (start: Int, order: Int, stamp: Int, end: Int)? {
        let start = position
        guard position + 2 < bytes.count, bytes[position] == UInt8(ascii: "f"), bytes[position + 1] == Self.tab else { return nil }
        position += 2
        let order = comparePath(path)
        // The stamp: four fields of sixteen digits, compared as they are (`stamp(at:is:)`), never parsed.
        let stamp = position
        guard position + 4 * 17 < bytes.count,
              bytes[position + 16] == Self.tab, bytes[position + 33] == Self.tab, bytes[position + 50] == Self.tab, bytes[position + 67] == Self.tab
        else { return nil }
        position += 4 * 17
        guard let length = number(), atLineEnd() else { return nil }
        position += 1
        let end = position + Int(length)
        guard length >= 0, end <= bytes.count,
              end == bytes.count || (end + 1 < bytes.count && bytes[end] == UInt8(ascii: "f") && bytes[end + 1] == Self.tab) else { return nil }
        return (start, order, stamp, end)
    }

    /// Whether the stamp fields at `offset` (of a header) are `stamp`'s, as `LineWriter.hex` writes
    /// them: the expected digits made eight at a time and compared eight bytes at a time.
    func stamp(at offset: Int, is stamp: FileStamp) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base + offset)
        let fields = (UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed), stamp.inode)
        func matches(_ value: UInt64, _ field: Int) -> Bool {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 17 * field, as: UInt64.self)) == ScanCache.hexDigits(UInt32(truncatingIfNeeded: value >> 32))
                && UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 17 * field + 8, as: UInt64.self)) == ScanCache.hexDigits(UInt32(truncatingIfNeeded: value))
        }
        return matches(fields.0, 0) && matches(fields.1, 1) && matches(fields.2, 2) && matches(fields.3, 3)
    }


    /// How the path field at the position compares with `path`, moving past it (and its tab):
    /// compared in place.
    private mutating func comparePath(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        let start = position, count = bytes.count
        // The bytes both hold before they differ (or one ends).
        let limit = min(path.count, count - start)
        // Most often the record's path is `path` itself: one `memcmp` says so.
        var same = limit > 0 && memcmp(bytes.baseAddress! + start, path.baseAddress!, limit) == 0 ? limit : 0
        while same < limit && bytes[start + same] == path[same] { same += 1 }
        let index = start + same
        let order: Int
        if index == count || bytes[index] == Self.tab || bytes[index] == Self.newline {
            // The field ends here: it is `path`, or a beginning of it.
            order = same == path.count ? 0 : -1
        } else {
            order = same == path.count || bytes[index] > path[same] ? 1 : -1
        }
        position = index
        _ = field()
        return order
    }

    /// The facts of the record up to `end`, into `record`; `false` (and `record` as it was) for
    /// a line this build does not read.
    mutating func body(
        until end: Int, stamp: FileStamp, empty: SourceSummary, interner: inout Interner, into record: inout ScanCache.Record
    ) -> Bool {
        var summary = empty
        var protocols: [SourceSummary.TypeDeclaration] = []
        var topLevelTypes: [String] = []
        var lexProblem: ScanCache.Problem?, protocolProblem: ScanCache.Problem?
        while position < end {
            let tag = bytes[position]
            if tag == UInt8(ascii: "D") || tag == UInt8(ascii: "N") {
                guard position + 1 < end, bytes[position + 1] == Self.newline else { return false }
                position += 2
                if tag == UInt8(ascii: "D") {
                    protocols = summary.protocols
                } else {
                    topLevelTypes = ScanCache.declaredNames(summary)
                }
                continue
            }
            guard position + 1 < end, bytes[position + 1] == Self.tab else { return false }
            switch tag {
            case UInt8(ascii: "i"):
                // A run of import lines, looked up whole: most files' imports are another file's too.
                let run = lines(tagged: tag, until: end)
                guard run.count > 0 else { return false }
                let range = position..<run.end
                let hash = Bytes.hash(bytes, range)
                if let known = interner.imports.value(range, hash: hash, in: bytes) {
                    join(&summary.imports, known)
                    position = run.end
                    continue
                }
                var imports: [SourceSummary.Import] = []
                imports.reserveCapacity(run.count)
                while position < run.end {
                    position += 2
                    let module = interned(field(), &interner)
                    guard let line = lineNumber() else { return false }
                    let guarded = position < end && bytes[position] == UInt8(ascii: "1")
                    imports.append(.init(module: module, line: line, isGuardedByCanImport: guarded))
                    guard skipLine(until: end) else { return false }
                }
                interner.imports.insert(imports, for: range, hash: hash)
                join(&summary.imports, imports)
                continue
            case UInt8(ascii: "t"), UInt8(ascii: "p"), UInt8(ascii: "e"), UInt8(ascii: "d"):
                position += 2
                // A declared name is most often the file's own: made as it is, not looked up.
                let name = string(field())
                guard let line = lineNumber() else { return false }
                let declaration = SourceSummary.TypeDeclaration(name: name, line: line, inheritedTypes: internedList(field(), &interner))
                switch tag {
                case UInt8(ascii: "t"): summary.types.append(declaration)
                case UInt8(ascii: "p"): summary.protocols.append(declaration)
                case UInt8(ascii: "e"): summary.extensions.append(declaration)
                default: protocols.append(declaration)
                }
            case UInt8(ascii: "c"):
                position += 2
                guard let line = lineNumber() else { return false }
                summary.suppressionComments.append(.init(text: string(field()), line: line))
            case UInt8(ascii: "n"):
                position += 2
                topLevelTypes = internedNames(field(), &interner)
            case UInt8(ascii: "u"), UInt8(ascii: "x"):
                position += 2
                let line = lineNumber()
                let problem = ScanCache.Problem(line: line, reason: string(field()))
                if tag == UInt8(ascii: "u") { lexProblem = problem } else { protocolProblem = problem }
            default:
                return false
            }
            guard skipLine(until: end) else { return false }
        }
        record = ScanCache.Record(
            stamp: stamp, lexProblem: lexProblem, summary: summary, protocols: protocols, protocolProblem: protocolProblem,
            topLevelTypes: topLevelTypes)
        return true
    }

    /// `list += more`, taking `more` itself (no copy) when `list` is empty: the usual case.
    private func join<Element>(_ list: inout [Element], _ more: [Element]) {
        if list.isEmpty { list = more } else { list += more }
    }

    /// How many lines from the position on (before `end`) are `tag`'s, and where the last one ends.
    private func lines(tagged tag: UInt8, until end: Int) -> (count: Int, end: Int) {
        var count = 0, index = position
        while index + 1 < end && bytes[index] == tag && bytes[index + 1] == Self.tab {
            let lineEnd = ByteSearch.firstIndex(of: Self.newline, in: bytes, from: index + 2)
            guard lineEnd < end else { return (0, index) }
            count += 1
            index = lineEnd + 1
        }
        return (count, index)
    }

    /// Past the rest of the line, which must end before `end`.
    private mutating func skipLine(until end: Int) -> Bool {
        position = ByteSearch.firstIndex(of: Self.newline, in: bytes, from: position, to: max(position, end))
        guard position < end else { return false }
        position += 1
        return true
    }

    private func atLineEnd() -> Bool {
        position < bytes.count && bytes[position] == Self.newline
    }

    /// The bytes up to the next tab or line end; past the tab.
    private mutating func field() -> Range<Int> {
        let start = position, count = bytes.count
        let index = Bytes.firstTabOrLineBreak(bytes, from: start)
        position = index < count && bytes[index] == Self.tab ? index + 1 : index
        return start..<index
    }

    /// A decimal number field (`-` or nothing: `nil`), read in the same pass as its bytes.
    private mutating func number() -> Int64? {
        let start = position, count = bytes.count
        var index = start
        let negative = index < count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digits = index
        var value: Int64 = 0
        while index < count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        guard index == count || bytes[index] == Self.tab || bytes[index] == Self.newline else {
            _ = field()  // Not a number: past the rest of the field.
            return nil
        }
        position = index < count && bytes[index] == Self.tab ? index + 1 : index
        return index == digits ? nil : (negative ? -value : value)
    }

    private mutating func lineNumber() -> Int? {
        number().map { Int($0) }
    }

    /// The name at `range`, made once per cache.
    private func interned(_ range: Range<Int>, _ interner: inout Interner) -> String {
        let hash = Bytes.hash(bytes, range)
        if let known = interner.names.value(range, hash: hash, in: bytes) { return known }
        let name = string(range)
        interner.names.insert(name, for: range, hash: hash)
        return name
    }

    /// The comma-separated names at `range`.
    private func internedNames(_ range: Range<Int>, _ interner: inout Interner) -> [String] {
        guard !range.isEmpty else { return [] }
        var count = 1
        for index in range where bytes[index] == Self.comma { count += 1 }
        var result: [String] = []
        result.reserveCapacity(count)
        var start = range.lowerBound
        for index in range where bytes[index] == Self.comma {
            result.append(interned(start..<index, &interner))
            start = index + 1
        }
        result.append(interned(start..<range.upperBound, &interner))
        return result
    }

    /// A comma-separated list field (an inheritance clause), made once per cache.
    private func internedList(_ range: Range<Int>, _ interner: inout Interner) -> [String] {
        guard !range.isEmpty else { return [] }
        let hash = Bytes.hash(bytes, range)
        if let known = interner.lists.value(range, hash: hash, in: bytes) { return known }
        let list = internedNames(range, &interner)
        interner.lists.insert(list, for: range, hash: hash)
        return list
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

extension ScanCache {
    /// Scans a file's text into a record (its stamp left for the caller): one lex, as the
    /// project loader's own scan.
    static func scan(_ text: String) -> Record {
        var record = Record(stamp: FileStamp(size: 0, modified: 0, changed: 0, inode: 0))
        let lexed: LexedSource
        do {
            lexed = try SwiftLexer.lex(text)
        } catch let error as SwiftLexerError {
            record.lexProblem = Problem(line: error.line, reason: error.description)
            return record
        } catch {
            record.lexProblem = Problem(line: nil, reason: "\(error)")
            return record
        }
        record.summary = ImportScanner.scan(lexed, collectingIdentifiers: false)
        // One index of the tokens for both readings.
        let index = SwiftSourceIndex(lexed)
        if !record.summary.protocols.isEmpty {
            do {
                record.protocols = try SwiftDeclarations.protocols(in: index).map {
                    SourceSummary.TypeDeclaration(name: $0.name, line: $0.line, inheritedTypes: $0.inheritedTypes)
                }
            } catch {
                record.protocolProblem = Problem(line: error.line, reason: error.description)
            }
        }
        record.topLevelTypes = SwiftDeclarations.topLevelTypes(in: index).map(\.name)
        return record
    }
}
