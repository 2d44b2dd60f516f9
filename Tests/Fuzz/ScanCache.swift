@testable import FiaKit

/// `ScanCache`'s reader: the scan cache is fia's own file, but one left by a crash, a full disk or
/// another build may hold anything, and it is read over unsafe buffers.
/// Invariants: the records of two scanned files (the input, cut at its first NUL) written and read
/// back are the records scanned, the cache read back unchanged is written the same, and a record
/// is refused for any other stamp; a cache whose bytes are the input's, or the written cache cut
/// or with bytes changed, is read without a crash.
func fuzz(_ input: FuzzInput) {
    let parts = input.bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    let sources = [parts[0], parts.count > 1 ? parts[1] : []].map { String(decoding: $0, as: UTF8.self) }
    let root = "/project"
    let paths = ["Sources/A.swift", "Sources/B.swift"]
    var records: [ScanCache.Record] = []
    for (offset, source) in sources.enumerated() {
        var record = ScanCache.scan(source)
        record.stamp = FileStamp(size: Int64(source.utf8.count), modified: Int64(offset) << 40 | 0x1234_5678, changed: -1, inode: UInt64(input.bytes.count))
        records.append(record)
    }

    var writing = ScanCache(bytes: nil, root: root)
    for (path, record) in zip(paths, records) { writing.add(record, for: path) }
    writing.finish()
    let written = writing.written

    var reading = ScanCache(bytes: written[...], root: root)
    for (path, record) in zip(paths, records) {
        let writable = ScanCache.lines(path, record) != nil
        guard let read = reading.record(for: path, stamp: record.stamp) else {
            require(!writable, "the record of \(path) was written but not read back")
            continue
        }
        require(writable, "a record that could not be written was read")
        require(same(read, record), "the record of \(path) read back differs from the one written:\n\(read)\n--- written ---\n\(record)")
    }
    reading.finish()
    require(!reading.changed && reading.written == written, "a cache read back whole is written differently")

    var other = ScanCache(bytes: written[...], root: root)
    for (path, record) in zip(paths, records) {
        var stamp = record.stamp
        stamp.changed += 1
        require(other.record(for: path, stamp: stamp) == nil, "a record was read for another stamp")
    }

    // Damaged caches: the input as records after a good header, and the written cache cut or altered.
    let header = Array("fia-scan-cache\t\(ScanCache.format)\t\(root)\n".utf8)
    readAll(header + input.bytes, root: root)
    guard written.count > header.count else { return }
    let seed = input.bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    let position = header.count + Int(seed % UInt64(written.count - header.count))
    readAll(Array(written[..<position]), root: root)
    var altered = written
    altered[position] = UInt8(truncatingIfNeeded: seed >> 32)
    readAll(altered, root: root)
}

/// Reads every record `bytes` seems to hold, with the stamp its header gives.
private func readAll(_ bytes: [UInt8], root: String) {
    var cache = ScanCache(bytes: bytes[...], root: root)
    var lines = bytes.split(separator: UInt8(ascii: "\n"))[...]
    while let line = lines.popFirst() {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 7, fields[0].elementsEqual("f".utf8) else { continue }
        let numbers = fields[2...5].map { UInt64(String(decoding: $0, as: UTF8.self), radix: 16) }
        guard numbers.allSatisfy({ $0 != nil }) else { continue }
        let stamp = FileStamp(size: Int64(bitPattern: numbers[0]!), modified: Int64(bitPattern: numbers[1]!),
                              changed: Int64(bitPattern: numbers[2]!), inode: numbers[3]!)
        _ = cache.record(for: String(decoding: fields[1], as: UTF8.self), stamp: stamp)
    }
    cache.finish()
    _ = cache.written
}

private func same(_ a: ScanCache.Record, _ b: ScanCache.Record) -> Bool {
    a.stamp == b.stamp && a.lexProblem == b.lexProblem && a.summary == b.summary && a.protocols == b.protocols
        && a.protocolProblem == b.protocolProblem && a.topLevelTypes == b.topLevelTypes
}
