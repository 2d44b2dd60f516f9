/// The scans of the manifest texts one command has seen: an edit's result is scanned once
/// (its own check reads it) and the next edit, or the package check, reuses that scan.
/// A text is matched by its bytes, so a scan is only ever reused for exactly the text it read.
final class ManifestScans {
    private var recent: [ManifestScanner] = []
    /// How many scans are kept: an edit reads one text and leaves one behind.
    private let capacity = 4

    init() {}

    /// The scan of `source`: a kept one when it read the same bytes, else a new one (kept).
    func scanner(for source: String) throws(ManifestEditError) -> ManifestScanner {
        if let kept = recent.last(where: { $0.text.isMade(from: source) || $0.text.hasBytes(of: source) }) { return kept }
        let scanner = try ManifestScanner(source)
        keep(scanner)
        return scanner
    }

    /// Keeps a scan made elsewhere (an edit's check of its result).
    func keep(_ scanner: ManifestScanner) {
        if recent.count == capacity { recent.removeFirst() }
        recent.append(scanner)
    }
}

extension SourceText {
    /// Whether `source` is exactly this text, byte for byte.
    func hasBytes(of source: String) -> Bool {
        Self.bytes(bytes, areBytesOf: source)
    }

    /// Whether `source` is exactly `bytes`, byte for byte.
    static func bytes(_ bytes: [UInt8], areBytesOf source: String) -> Bool {
        var source = source
        let count = bytes.count
        guard source.utf8.count == count else { return false }
        return source.withUTF8 { other in
            bytes.withUnsafeBufferPointer { own in
                // Eight bytes at a time: a manifest is compared whole before its scan is reused.
                let left = UnsafeRawBufferPointer(own)
                let right = UnsafeRawBufferPointer(other)
                var offset = 0
                // Thirty-two bytes an iteration, then eight.
                while offset + 32 <= count {
                    let difference = (left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ right.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                        | (left.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) ^ right.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                        | (left.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) ^ right.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                        | (left.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self) ^ right.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                    if difference != 0 { return false }
                    offset += 32
                }
                while offset + 8 <= count {
                    if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                        return false
                    }
                    offset += 8
                }
                while offset < count {
                    if left[offset] != right[offset] { return false }
                    offset += 1
                }
                return true
            }
        }
    }
}
