/// The cache's format, as written: a record's lines (`RecordReader` reads them back).
extension ScanCache {
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
        declaredNames(types: summary.types, protocols: summary.protocols)
    }

    /// `declaredNames` of a summary with these types and protocols.
    static func declaredNames(types: [SourceSummary.TypeDeclaration], protocols: [SourceSummary.TypeDeclaration]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(types.count + protocols.count)
        for item in types { names.append(item.name) }
        for item in protocols { names.append(item.name) }
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
