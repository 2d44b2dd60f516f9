/// A set of words kept as UTF-8 bytes: what a file mentions. Built per file by `ImportScanner`
/// from the ranges of its identifiers in the file's bytes, without a `String` or a hash of the
/// standard library's per word (the dearest part of a scan used to be a `Set<String>` of every
/// word); `strings` gives that set when one is wanted.
public struct WordTable: Sendable {
    /// One distinct word: its range in `bytes` and its hash.
    struct Entry {
        var start: Int32
        var end: Int32
        var hash: UInt32
    }

    /// Builds a table: `insert` a range of `bytes` per word, duplicates included.
    struct Builder {
        var bytes: [UInt8]
        /// The entries and slots being filled, in plain buffers: an insert is loads and stores,
        /// without an array's uniqueness check per write.
        private var buffers: Buffers
        private var count = 0
        private var nonASCII: [Int] = []

        /// A builder over `bytes` for at most `capacity` words: its buffers never grow.
        init(bytes: [UInt8], capacity: Int) {
            self.bytes = bytes
            buffers = Buffers(capacity: capacity)
        }

        /// Adds the word at `range` of `bytes` unless it holds it already.
        mutating func insert(_ range: Range<Int>, in source: UnsafeBufferPointer<UInt8>) {
            var hash: UInt32 = 2_166_136_261
            var high: UInt8 = 0
            for index in range {
                hash = (hash ^ UInt32(source[index])) &* 16_777_619
                high |= source[index]
            }
            let slots = buffers.slots, entries = buffers.entries
            let mask = buffers.slotCount - 1
            var slot = Int(hash) & mask
            while slots[slot] != 0 {
                let entry = entries[Int(slots[slot]) - 1]
                if entry.hash == hash && WordTable.equal(range, Int(entry.start) ..< Int(entry.end), source) { return }
                slot = (slot + 1) & mask
            }
            if count == buffers.capacity {
                buffers = buffers.doubled(count: count)
                return insert(range, in: source)
            }
            slots[slot] = Int32(truncatingIfNeeded: count + 1)
            if high >= 0x80 { nonASCII.append(count) }
            (entries + count).initialize(to: Entry(
                start: Int32(truncatingIfNeeded: range.lowerBound), end: Int32(truncatingIfNeeded: range.upperBound), hash: hash))
            count += 1
        }

        /// The table of the words inserted, its slots sized to them (a file's distinct words are a
        /// small share of its tokens).
        func table() -> WordTable {
            let entries = Array(UnsafeBufferPointer(start: buffers.entries, count: count))
            var size = 16
            while size < count * 2 { size <<= 1 }
            var slots = [Int32](repeating: 0, count: size)
            let mask = size - 1
            for (index, entry) in entries.enumerated() {
                var slot = Int(entry.hash) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(truncatingIfNeeded: index + 1)
            }
            return WordTable(storage: Storage(bytes: bytes, entries: entries, slots: slots, nonASCII: nonASCII))
        }

        /// Room for `capacity` entries, and open-addressing slots at least twice as many (a power
        /// of two): each slot holds an entry's index plus one, 0 when empty.
        private final class Buffers {
            let capacity: Int
            let entries: UnsafeMutablePointer<Entry>
            let slotCount: Int
            let slots: UnsafeMutablePointer<Int32>

            init(capacity: Int) {
                self.capacity = max(capacity, 8)
                entries = .allocate(capacity: self.capacity)
                var size = 16
                while size < self.capacity * 2 { size <<= 1 }
                slotCount = size
                slots = .allocate(capacity: size)
                slots.initialize(repeating: 0, count: size)
            }

            /// Twice the room, holding the first `count` entries (slotted again).
            func doubled(count: Int) -> Buffers {
                let larger = Buffers(capacity: capacity * 2)
                larger.entries.initialize(from: entries, count: count)
                let mask = larger.slotCount - 1
                for index in 0 ..< count {
                    var slot = Int(entries[index].hash) & mask
                    while larger.slots[slot] != 0 { slot = (slot + 1) & mask }
                    larger.slots[slot] = Int32(truncatingIfNeeded: index + 1)
                }
                return larger
            }

            deinit {
                entries.deallocate()
                slots.deallocate()
            }
        }
    }

    /// The built table, shared by copies: a summary is copied often and never changed.
    private final class Storage: Sendable {
        let bytes: [UInt8]
        let entries: [Entry]
        let slots: [Int32]
        /// The words holding a byte beyond ASCII: `String` equality (canonical equivalence) may match
        /// them with other bytes, so a miss by bytes asks them as strings, as a `Set<String>` would.
        let nonASCII: [Int]

        init(bytes: [UInt8], entries: [Entry], slots: [Int32], nonASCII: [Int]) {
            self.bytes = bytes
            self.entries = entries
            self.slots = slots
            self.nonASCII = nonASCII
        }
    }

    private let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    public init() {
        storage = Self.empty
    }

    private static let empty = Storage(bytes: [], entries: [], slots: [Int32](repeating: 0, count: 16), nonASCII: [])

    public init(_ words: some Sequence<String>) {
        let words = Array(words)
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for word in words {
            let start = bytes.count
            bytes += word.utf8
            ranges.append(start ..< bytes.count)
        }
        var builder = Builder(bytes: bytes, capacity: ranges.count)
        bytes.withUnsafeBufferPointer { source in
            for range in ranges { builder.insert(range, in: source) }
        }
        self = builder.table()
    }

    /// How many distinct words it holds.
    public var count: Int { storage.entries.count }

    /// Whether it holds `word` (compared as `String`s are).
    public func contains(_ word: String) -> Bool {
        index(of: word) != nil
    }

    /// The index of `word`, if it holds it (compared as `String`s are).
    func index(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { index(of: $0) }
    }

    /// The index of the word `word` (its bytes) is equal to as a `String`, if it holds one.
    func index(of word: UnsafeBufferPointer<UInt8>) -> Int? {
        var hash: UInt32 = 2_166_136_261
        var high: UInt8 = 0
        for byte in word {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            high |= byte
        }
        return index(of: word, hash: hash, isASCII: high < 0x80)
    }

    /// `index(of:)` for a word whose hash (as `Builder` computes it) and kind are known.
    private func index(of word: UnsafeBufferPointer<UInt8>, hash: UInt32, isASCII: Bool) -> Int? {
        let storage = storage
        let found: Int? = storage.bytes.withUnsafeBufferPointer { bytes in
            let mask = storage.slots.count - 1
            var slot = Int(hash) & mask
            while storage.slots[slot] != 0 {
                let index = Int(storage.slots[slot]) - 1
                let entry = storage.entries[index]
                if entry.hash == hash && Int(entry.end - entry.start) == word.count {
                    var same = true
                    for offset in 0 ..< word.count where bytes[Int(entry.start) + offset] != word[offset] { same = false; break }
                    if same { return index }
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
        if let found { return found }
        // Canonically equivalent strings with other bytes: only where some side is beyond ASCII.
        guard !isASCII || !storage.nonASCII.isEmpty else { return nil }
        let string = String(decoding: word, as: UTF8.self)
        return (isASCII ? storage.nonASCII : Array(0 ..< count)).first { self.string(at: $0) == string }
    }

    /// Calls `body` with each word's bytes, in the order they were added.
    func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let storage = storage
        storage.bytes.withUnsafeBufferPointer { bytes in
            for entry in storage.entries {
                body(UnsafeBufferPointer(rebasing: bytes[Int(entry.start) ..< Int(entry.end)]))
            }
        }
    }

    /// Calls `body` with each word's bytes, its hash and whether it is ASCII, in the order they were added.
    private func forEachWordWithHash(_ body: (UnsafeBufferPointer<UInt8>, UInt32, Bool) -> Void) {
        let storage = storage
        storage.bytes.withUnsafeBufferPointer { bytes in
            var nextNonASCII = 0
            for (index, entry) in storage.entries.enumerated() {
                // `nonASCII` holds entry indices in increasing order.
                var isASCII = true
                if nextNonASCII < storage.nonASCII.count && storage.nonASCII[nextNonASCII] == index {
                    isASCII = false
                    nextNonASCII += 1
                }
                body(UnsafeBufferPointer(rebasing: bytes[Int(entry.start) ..< Int(entry.end)]), entry.hash, isASCII)
            }
        }
    }

    /// The word at `index`.
    func string(at index: Int) -> String {
        let entry = storage.entries[index]
        return storage.bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(entry.start) ..< Int(entry.end)]), as: UTF8.self)
        }
    }

    /// The words as strings.
    public var strings: Set<String> {
        var set = Set<String>(minimumCapacity: count)
        forEachWord { set.insert(String(decoding: $0, as: UTF8.self)) }
        return set
    }

    fileprivate static func equal(_ a: Range<Int>, _ b: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for offset in 0 ..< a.count where bytes[a.lowerBound + offset] != bytes[b.lowerBound + offset] { return false }
        return true
    }
}

extension WordTable {
    /// The names of `names` that some file of `files` mentions: one pass over the files' words,
    /// one lookup each (linear, however many names and files), stopping once all are found.
    static func mentioned(_ names: WordTable, in files: some Sequence<ProjectSnapshot.SourceFile>) -> Set<String> {
        var found = [Bool](repeating: false, count: names.count)
        var remaining = names.count
        for file in files where remaining > 0 {
            file.summary.words.forEachWordWithHash { word, hash, isASCII in
                if remaining > 0, let index = names.index(of: word, hash: hash, isASCII: isASCII), !found[index] {
                    found[index] = true
                    remaining -= 1
                }
            }
        }
        var result = Set<String>()
        for index in found.indices where found[index] { result.insert(names.string(at: index)) }
        return result
    }
}

extension WordTable: Equatable {
    /// Equal when they hold the same words as strings (as their `strings` sets are equal),
    /// whatever the order or the spelling (`é` or `e` and a combining accent) they were added in.
    public static func == (lhs: WordTable, rhs: WordTable) -> Bool {
        var equal = true
        lhs.forEachWord { word in if equal && rhs.index(of: word) == nil { equal = false } }
        rhs.forEachWord { word in if equal && lhs.index(of: word) == nil { equal = false } }
        return equal
    }
}
