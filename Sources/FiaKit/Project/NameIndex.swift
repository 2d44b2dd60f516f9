/// Names (of targets, modules, protocols) numbered in the order first inserted: a table for the
/// thousands of names of a big manifest, looked up many times each.
///
/// `String`'s own hashing runs SipHash over the whole name and compares with Unicode rules: some
/// 600 instructions a lookup. Here an ASCII name is hashed and compared by its bytes, a word at a
/// time; for ASCII strings that is exactly what `==` compares. Names that are not ASCII keep
/// `==`'s meaning: while every key is ASCII, a name that is not is compared with each key (one
/// can still equal an ASCII key, as "\u{212A}" (Kelvin) equals "K"); once a key is not ASCII,
/// the table is a `Dictionary`.
struct NameIndex {
    /// Every key, by id.
    private(set) var names: [String] = []
    /// The keys' bytes laid end to end; key `id` is `bytes[starts[id]..<starts[id + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Open addressing: an id, or -1 for an empty slot; a power of two, at least twice the count.
    private var slots: [Int32]
    /// Set once a key is not ASCII: every key, by name (the first id of each).
    private var dictionary: [String: Int]?

    init(minimumCapacity: Int = 0) {
        var size = 16
        while size < 2 * minimumCapacity { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        names.reserveCapacity(minimumCapacity)
        hashes.reserveCapacity(minimumCapacity)
        starts.reserveCapacity(minimumCapacity + 1)
    }

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        self.init(minimumCapacity: names.underestimatedCount)
        for name in names { insert(name) }
    }

    var count: Int { names.count }

    /// The id of `name`: its first insertion's.
    func id(of name: String) -> Int? {
        if let dictionary { return dictionary[name] }
        switch Self.withBytes(of: name, { find($0) }) {
        case .found(let id): return id
        case .missing: return nil
        case .notASCII:
            // Only `==` can say whether it equals an ASCII key.
            return names.firstIndex { $0 == name }
        }
    }

    func contains(_ name: String) -> Bool {
        id(of: name) != nil
    }

    /// Numbers `name` (the next id) unless it already has one: its id, and whether it is new.
    @discardableResult
    mutating func insert(_ name: String) -> (id: Int, isNew: Bool) {
        if dictionary != nil { return insertInDictionary(name) }
        let id = names.count
        let result: Lookup = Self.withBytes(of: name) { query in
            let result = find(query)
            guard case .missing(let hash) = result else { return result }
            bytes.append(contentsOf: query)
            starts.append(bytes.count)
            hashes.append(hash)
            return result
        }
        switch result {
        case .found(let existing):
            return (existing, false)
        case .missing(let hash):
            names.append(name)
            if 2 * names.count > slots.count { grow() } else { place(id, hash: hash) }
            return (id, true)
        case .notASCII:
            // From now on, a dictionary: it compares as `==` does.
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(names.count + 1)
            for (id, key) in names.enumerated() where dictionary[key] == nil { dictionary[key] = id }
            self.dictionary = dictionary
            slots = []
            bytes = []
            return insertInDictionary(name)
        }
    }

    private mutating func insertInDictionary(_ name: String) -> (id: Int, isNew: Bool) {
        let id = names.count
        var existing: Int?
        func take(_ value: inout Int) {
            if value != id { existing = value }
        }
        take(&dictionary![name, default: id])
        if let existing { return (existing, false) }
        names.append(name)
        return (id, true)
    }

    private enum Lookup {
        case found(Int)
        /// Not there; its hash.
        case missing(UInt64)
        case notASCII
    }

    private static func withBytes(of name: String, _ body: (UnsafeRawBufferPointer) -> Lookup) -> Lookup {
        let result: Lookup? = name.utf8.withContiguousStorageIfAvailable { body(UnsafeRawBufferPointer($0)) }
        return result ?? Array(name.utf8).withUnsafeBytes { body($0) }
    }

    /// Where an ASCII name's bytes are, or their hash (read eight at a time) when they are not.
    private func find(_ query: UnsafeRawBufferPointer) -> Lookup {
        let count = query.count
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            let word = query.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                word |= UInt64(query[offset]) << shift
                shift += 8
                offset += 1
            }
            high |= word
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
        }
        guard high & 0x8080_8080_8080_8080 == 0 else { return .notASCII }
        hash = (hash ^ (hash >> 29)) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 32
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBytes { stored in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let id = Int(slots[slot])
                    if id < 0 { return .missing(hash) }
                    let start = starts[id]
                    if hashes[id] == hash, starts[id + 1] - start == count, Self.equal(stored, from: start, query) { return .found(id) }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Whether `stored[start...]` begins with `query`'s bytes, compared eight at a time.
    private static func equal(_ stored: UnsafeRawBufferPointer, from start: Int, _ query: UnsafeRawBufferPointer) -> Bool {
        let count = query.count
        var offset = 0
        while offset + 8 <= count {
            if stored.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self) != query.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if stored[start + offset] != query[offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func place(_ id: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: id)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for id in names.indices { place(id, hash: hashes[id]) }
    }
}
