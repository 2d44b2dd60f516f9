/// Names (of targets, modules, protocols) numbered in the order first inserted: a table for the
/// thousands of names of a big manifest, looked up many times each.
///
/// `String`'s own hashing runs SipHash over the whole name: some 600 instructions a lookup with
/// `Dictionary`. Here an ASCII name is hashed from its bytes, a word at a time, and a slot whose
/// hash matches is confirmed with `==`. Names that are not ASCII keep `==`'s meaning: while every
/// key is ASCII, a name that is not is compared with each key (one can still equal an ASCII key,
/// as "\u{212A}" (Kelvin) equals "K"); once a key is not ASCII, the table is a `Dictionary`.
struct NameIndex {
    /// Every key, by id.
    private(set) var names: [String] = []
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
    }

    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        self.init(minimumCapacity: names.underestimatedCount)
        for name in names { insert(name) }
    }

    var count: Int { names.count }

    /// The id of `name`: its first insertion's.
    func id(of name: String) -> Int? {
        if let dictionary { return dictionary[name] }
        guard let hash = Self.hash(name) else {
            // Not ASCII: only `==` can say whether it equals an ASCII key.
            return names.firstIndex { $0 == name }
        }
        return find(name, hash: hash).id
    }

    func contains(_ name: String) -> Bool {
        id(of: name) != nil
    }

    /// Numbers `name` (the next id) unless it already has one: its id, and whether it is new.
    @discardableResult
    mutating func insert(_ name: String) -> (id: Int, isNew: Bool) {
        if dictionary != nil { return insertInDictionary(name) }
        guard let hash = Self.hash(name) else {
            // From now on, a dictionary: it compares as `==` does.
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(names.count + 1)
            for (id, key) in names.enumerated() where dictionary[key] == nil { dictionary[key] = id }
            self.dictionary = dictionary
            slots = []
            hashes = []
            return insertInDictionary(name)
        }
        let (existing, slot) = find(name, hash: hash)
        if let existing { return (existing, false) }
        let id = names.count
        names.append(name)
        hashes.append(hash)
        if 2 * names.count > slots.count {
            grow()
        } else {
            slots[slot] = Int32(truncatingIfNeeded: id)
        }
        return (id, true)
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

    /// The key `name` (whose hash is `hash`), or the empty slot where it would go.
    private func find(_ name: String, hash: UInt64) -> (id: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = Int(slots[slot])
            if id < 0 { return (nil, slot) }
            if hashes[id] == hash, names[id] == name { return (id, slot) }
            slot = (slot + 1) & mask
        }
    }

    /// The hash of an ASCII name's bytes, read eight at a time; `nil` when it is not ASCII.
    private static func hash(_ name: String) -> UInt64? {
        let hashed: UInt64?? = name.utf8.withContiguousStorageIfAvailable { hash(UnsafeRawBufferPointer($0)) }
        return hashed ?? Array(name.utf8).withUnsafeBytes { hash($0) }
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        let (hash, high) = ByteSearch.hash(bytes)
        return high & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for id in names.indices {
            var slot = Int(truncatingIfNeeded: hashes[id]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: id)
        }
    }
}
