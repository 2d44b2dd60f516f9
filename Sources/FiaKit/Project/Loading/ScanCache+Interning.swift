extension ScanCache {
    /// What the records of one cache share, each made once from its bytes: names (a module many
    /// files import), inheritance lists (`Sendable`, `View`) and whole runs of import lines (the
    /// same few imports head most files). Made as they are first met; looked up by bytes, with no
    /// string made or hashed.
    struct Interner {
        var names = InternTable<String>()
        var lists = InternTable<[String]>()
        var imports = InternTable<[SourceSummary.Import]>()
    }

    /// Values by the bytes they were read from: an open-addressing table over ranges of one buffer
    /// (the cache's bytes, which outlive it).
    struct InternTable<Value> {
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
}
