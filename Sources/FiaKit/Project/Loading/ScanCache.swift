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
///
/// Its rooms: this file finds records and keeps the cache being written; `ScanCache+Format`
/// writes a record's lines, `ScanCache+RecordReader` reads them back by bytes (unsafe buffers),
/// `ScanCache+Decoder` turns them into records, sharing what they repeat through
/// `ScanCache+Interning`'s hash table, and `ScanCache+Output` gathers the records a run keeps.
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
    static let format = 6  // 6: inheritance clauses read whole, by their simple names (#31)

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
        let start: Int32, stamp: Int32, body: Int32, end: Int32
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
                record.protocols = try SwiftDeclarations.protocolsBySimpleNames(in: index).map {
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
