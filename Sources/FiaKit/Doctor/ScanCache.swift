/// What the project loader learnt from each Swift file, kept between runs so that `add` reads
/// and lexes only the files that changed since (a project of 1000 features holds about 12,000).
///
/// Never trusted blindly: a record counts only while the file's stamp (`FileSystem.stamp(of:)`)
/// is the one it was made with. Kept by `FileSystem.storeCachedText(_:named:)`, outside the
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
    static let format = 3

    /// An empty summary, made once: each record read starts from a copy (making one costs a word table).
    static let emptySummary = SourceSummary()

    /// The cache as read: its records, sorted by path, as lines of bytes.
    private var bytes: [UInt8] = []
    /// Where the next record starts: the loader asks for records in the order they were written.
    private var cursor = 0
    /// The cache being written: this run's records, in the order the loader met their files.
    private(set) var written: [UInt8] = []
    /// Whether `written` differs from what was read.
    private(set) var changed = false

    /// The cache's name for the project at `root` (absolute).
    static func name(for root: String) -> String {
        "scan-\(StableHash.fnv1a64Hex(Path.normalize(root)))"
    }

    /// The first line of a cache: its format and the project's folder (two folders may share a hash).
    private static func header(_ root: String) -> [UInt8] {
        Array("fia-scan-cache\t\(format)\t\(Path.normalize(root))\n".utf8)
    }

    /// A cache read from `text` (`nil`: none yet), for the project at `root`.
    init(text: String?, root: String) {
        let header = Self.header(root)
        written = header
        guard let text, text.utf8.starts(with: header) else {
            changed = true
            return
        }
        bytes = Array(text.utf8)
        cursor = header.count
    }

    /// The record of `path` if it was made with `stamp`, kept for the cache being written.
    /// Paths must come in the order of the last run (sorted); a path out of order is a miss.
    mutating func record(for path: String, stamp: FileStamp) -> Record? {
        var path = path
        return path.withUTF8 { path in
            bytes.withUnsafeBufferPointer { bytes in
                var reader = RecordReader(bytes: bytes, position: cursor)
                while let header = reader.header() {
                    let order = Self.compare(bytes[header.path], path)
                    if order > 0 { return nil }
                    let end = header.end
                    cursor = end
                    if order < 0 {
                        changed = true  // a file gone since: its record is dropped
                        continue
                    }
                    guard header.stamp == stamp, var record = reader.body(until: end) else {
                        changed = true
                        return nil
                    }
                    record.stamp = stamp
                    written += bytes[header.start..<end]
                    return record
                }
                return nil
            }
        }
    }

    /// Keeps a fresh record of `path` in the cache being written. One holding a tab or a line
    /// break (or a comma in a list) could not be read back: it is left out, and its file scanned
    /// next time.
    mutating func add(_ record: Record, for path: String) {
        changed = true
        guard let lines = Self.lines(path, record) else { return }
        written += lines.utf8
    }

    /// Whether files the last run saw are gone (not asked for since).
    mutating func finish() {
        if cursor < bytes.count { changed = true }
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>.SubSequence, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let offset = left.startIndex, common = min(left.count, right.count)
        var index = 0
        while index < common {
            let a = left[offset + index], b = right[index]
            if a != b { return a < b ? -1 : 1 }
            index += 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }

    private static func lines(_ path: String, _ record: Record) -> String? {
        let stamp = record.stamp
        var text = ""
        var words = [path]
        for item in record.summary.imports {
            text += "i\t\(item.module)\t\(item.line)\t\(item.isGuardedByCanImport ? 1 : 0)\n"
            words.append(item.module)
        }
        let declarations = [("t", record.summary.types), ("p", record.summary.protocols), ("e", record.summary.extensions), ("d", record.protocols)]
        for (tag, items) in declarations {
            for item in items {
                guard !item.inheritedTypes.contains(where: { $0.utf8.contains(UInt8(ascii: ",")) }) else { return nil }
                text += "\(tag)\t\(item.name)\t\(item.line)\t\(item.inheritedTypes.joined(separator: ","))\n"
                words.append(item.name)
                words += item.inheritedTypes
            }
        }
        for comment in record.summary.suppressionComments {
            text += "c\t\(comment.line)\t\(comment.text)\n"
            words.append(comment.text)
        }
        if !record.topLevelTypes.isEmpty {
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
        // The header tells the length of the facts after it: a reader skips a record without reading it.
        return unsafe ? nil : "f\t\(path)\t\(stamp.size)\t\(stamp.modified)\t\(stamp.changed)\t\(stamp.inode)\t\(text.utf8.count)\n" + text
    }
}

/// Reads a cache's records by bytes: a header line `f <path> <size> <modified> <changed> <inode> <length>`,
/// then `length` bytes of lines, one per fact, each a tag and tab-separated fields.
private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), comma = UInt8(ascii: ",")

    /// The record header at the position, moving past it.
    /// A record whose length does not lead to the end or to the next header is not read, nor any after it.
    mutating func header() -> (start: Int, path: Range<Int>, stamp: FileStamp, end: Int)? {
        let start = position
        guard position + 2 < bytes.count, bytes[position] == UInt8(ascii: "f"), bytes[position + 1] == Self.tab else { return nil }
        position += 2
        let path = field()
        guard let size = number(), let modified = number(), let changed = number(), let inode = number(), let length = number(),
              atLineEnd() else { return nil }
        position += 1
        let end = position + Int(length)
        guard length >= 0, end <= bytes.count,
              end == bytes.count || (end + 1 < bytes.count && bytes[end] == UInt8(ascii: "f") && bytes[end + 1] == Self.tab) else { return nil }
        return (start, path, FileStamp(size: size, modified: modified, changed: changed, inode: UInt64(bitPattern: inode)), end)
    }

    /// The facts of the record up to `end`; `nil` for a line this build does not read.
    mutating func body(until end: Int) -> ScanCache.Record? {
        var record = ScanCache.Record(stamp: FileStamp(size: 0, modified: 0, changed: 0, inode: 0))
        while position < end {
            let tag = bytes[position]
            guard position + 1 < end, bytes[position + 1] == Self.tab else { return nil }
            position += 2
            switch tag {
            case UInt8(ascii: "i"):
                let module = string(field())
                guard let line = lineNumber() else { return nil }
                let guarded = position < end && bytes[position] == UInt8(ascii: "1")
                record.summary.imports.append(.init(module: module, line: line, isGuardedByCanImport: guarded))
            case UInt8(ascii: "t"), UInt8(ascii: "p"), UInt8(ascii: "e"), UInt8(ascii: "d"):
                let name = string(field())
                guard let line = lineNumber() else { return nil }
                let declaration = SourceSummary.TypeDeclaration(name: name, line: line, inheritedTypes: list())
                switch tag {
                case UInt8(ascii: "t"): record.summary.types.append(declaration)
                case UInt8(ascii: "p"): record.summary.protocols.append(declaration)
                case UInt8(ascii: "e"): record.summary.extensions.append(declaration)
                default: record.protocols.append(declaration)
                }
            case UInt8(ascii: "c"):
                guard let line = lineNumber() else { return nil }
                record.summary.suppressionComments.append(.init(text: string(field()), line: line))
            case UInt8(ascii: "n"):
                record.topLevelTypes = list()
            case UInt8(ascii: "u"), UInt8(ascii: "x"):
                let line = lineNumber()
                let problem = ScanCache.Problem(line: line, reason: string(field()))
                if tag == UInt8(ascii: "u") { record.lexProblem = problem } else { record.protocolProblem = problem }
            default:
                return nil
            }
            // Past the rest of the line.
            while position < end && bytes[position] != Self.newline { position += 1 }
            position += 1
        }
        return record
    }

    private func atLineEnd() -> Bool {
        position < bytes.count && bytes[position] == Self.newline
    }

    /// The bytes up to the next tab or line end; past the tab.
    private mutating func field() -> Range<Int> {
        let start = position, count = bytes.count
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == Self.tab || byte == Self.newline { break }
            index += 1
        }
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

    /// A comma-separated list field.
    private mutating func list() -> [String] {
        let range = field()
        guard !range.isEmpty else { return [] }
        var result: [String] = []
        var start = range.lowerBound
        for index in range where bytes[index] == Self.comma {
            result.append(string(start..<index))
            start = index + 1
        }
        result.append(string(start..<range.upperBound))
        return result
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
        if !record.summary.protocols.isEmpty {
            do {
                record.protocols = try SwiftDeclarations.protocols(in: lexed).map {
                    SourceSummary.TypeDeclaration(name: $0.name, line: $0.line, inheritedTypes: $0.inheritedTypes)
                }
            } catch {
                record.protocolProblem = Problem(line: error.line, reason: error.description)
            }
        }
        record.topLevelTypes = SwiftDeclarations.topLevelTypes(in: lexed).map(\.name)
        return record
    }
}
