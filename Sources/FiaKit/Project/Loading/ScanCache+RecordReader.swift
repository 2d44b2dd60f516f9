#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension ScanCache {
    /// Byte helpers for the reader.
    enum Bytes {
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
    struct RecordReader {
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
        /// a line this build does not read. The summary's parts are gathered apart and moved into
        /// `record` whole at the end: no summary is copied, and no record made and destroyed, per file.
        mutating func body(
            until end: Int, stamp: FileStamp, empty: SourceSummary, interner: inout Interner, into record: inout ScanCache.Record
        ) -> Bool {
            var imports: [SourceSummary.Import] = []
            var types: [SourceSummary.TypeDeclaration] = [], summaryProtocols: [SourceSummary.TypeDeclaration] = []
            var extensions: [SourceSummary.TypeDeclaration] = [], comments: [SourceSummary.Comment] = []
            var protocols: [SourceSummary.TypeDeclaration] = []
            var topLevelTypes: [String] = []
            var lexProblem: ScanCache.Problem?, protocolProblem: ScanCache.Problem?
            while position < end {
                let tag = bytes[position]
                if tag == UInt8(ascii: "D") || tag == UInt8(ascii: "N") {
                    guard position + 1 < end, bytes[position + 1] == Self.newline else { return false }
                    position += 2
                    if tag == UInt8(ascii: "D") {
                        protocols = summaryProtocols
                    } else {
                        topLevelTypes = ScanCache.declaredNames(types: types, protocols: summaryProtocols)
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
                        join(&imports, known)
                        position = run.end
                        continue
                    }
                    var read: [SourceSummary.Import] = []
                    read.reserveCapacity(run.count)
                    while position < run.end {
                        position += 2
                        let module = interned(field(), &interner)
                        guard let line = lineNumber() else { return false }
                        let guarded = position < end && bytes[position] == UInt8(ascii: "1")
                        read.append(.init(module: module, line: line, isGuardedByCanImport: guarded))
                        guard skipLine(until: end) else { return false }
                    }
                    interner.imports.insert(read, for: range, hash: hash)
                    join(&imports, read)
                    continue
                case UInt8(ascii: "t"), UInt8(ascii: "p"), UInt8(ascii: "e"), UInt8(ascii: "d"):
                    position += 2
                    // A declared name is most often the file's own: made as it is, not looked up.
                    let name = string(field())
                    guard let line = lineNumber() else { return false }
                    let declaration = SourceSummary.TypeDeclaration(name: name, line: line, inheritedTypes: internedList(field(), &interner))
                    switch tag {
                    case UInt8(ascii: "t"): types.append(declaration)
                    case UInt8(ascii: "p"): summaryProtocols.append(declaration)
                    case UInt8(ascii: "e"): extensions.append(declaration)
                    default: protocols.append(declaration)
                    }
                case UInt8(ascii: "c"):
                    position += 2
                    guard let line = lineNumber() else { return false }
                    comments.append(.init(text: string(field()), line: line))
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
            // `empty`'s word table is the summary's (the decoder's own: see `Decoder.emptySummary`).
            record.summary.words = empty.words
            record.stamp = stamp
            record.lexProblem = lexProblem
            record.summary.imports = imports
            record.summary.types = types
            record.summary.protocols = summaryProtocols
            record.summary.extensions = extensions
            record.summary.suppressionComments = comments
            record.protocols = protocols
            record.protocolProblem = protocolProblem
            record.topLevelTypes = topLevelTypes
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
}
