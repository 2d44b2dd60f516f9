/// Bytes a walk appends and cuts back (the names being listed, the path of the folder being
/// walked): one copy per append, no reference count, never shared; `deallocate()` frees them.
struct WalkBytes {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are in use; cut back by setting it lower.
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    subscript(index: Int) -> UInt8 {
        assert(index < count)
        return base[index]
    }

    /// The bytes in `range`, valid until the next append.
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Every byte in use, valid until the next append.
    var all: UnsafeBufferPointer<UInt8> { bytes(0..<count) }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: byte)
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        if let start = bytes.baseAddress { (base + count).initialize(from: start, count: bytes.count) }
        count += bytes.count
    }

    private mutating func grow(to needed: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, needed))
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = max(capacity * 2, needed)
    }

    func deallocate() { base.deallocate() }
}

/// The folders a walk entered, by `FileIdentity`: an open-addressed table whose slots say which
/// walk filled them, so that forgetting them all for the next walk writes nothing (a `Set` hashes
/// each identity with SipHash and is emptied slot by slot, which costs more than listing most
/// folders).
struct VisitedFolders {
    private struct Slot {
        var identity: FileIdentity
        /// The walk that filled it; the slot is empty for any other.
        var walk: UInt32
    }

    private var slots: [Slot] = []
    private var walk: UInt32 = 1
    private var count = 0

    /// Inserts `identity`: whether it was not there.
    mutating func insert(_ identity: FileIdentity) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let index = find(identity)
        if slots[index].walk == walk { return false }
        slots[index] = Slot(identity: identity, walk: walk)
        count += 1
        return true
    }

    /// Forgets every folder (for the next walk).
    mutating func removeAll() {
        count = 0
        if walk == .max {
            for index in slots.indices { slots[index].walk = 0 }
            walk = 0
        }
        walk += 1
    }

    /// The slot holding `identity`, or the empty one where it goes.
    private func find(_ identity: FileIdentity) -> Int {
        let mask = slots.count - 1
        // Fibonacci hashing: the high bits of the product mix every bit of both numbers.
        var index = Int(truncatingIfNeeded: ((identity.inode ^ identity.device &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while slots[index].walk == walk && slots[index].identity != identity { index = (index + 1) & mask }
        return index
    }

    private mutating func grow() {
        let filled = slots.filter { $0.walk == walk }
        slots = [Slot](repeating: Slot(identity: FileIdentity(device: 0, inode: 0), walk: 0), count: max(32, slots.count * 2))
        for slot in filled { slots[find(slot.identity)] = slot }
    }
}

extension FolderWalker {
    /// What a walk allocates, kept for the next walk (on any thread) once it ends: most walks list
    /// a few folders of a few entries, and allocating and freeing their buffers cost more than
    /// listing them (a project is loaded by a walk per target folder).
    struct Storage {
        /// Where `DirectoryEntries` reads a folder's entries.
        var buffer: UnsafeMutableRawBufferPointer
        var names: WalkBytes
        var output: WalkBytes
        var suffix: WalkBytes
        var entries: [Entry] = []
        var stamps: [FileStamp] = []
        var visited = VisitedFolders()

        /// A storage for a walk's first folders, with room for a few folders of a few entries.
        static func make() -> Storage {
            var storage = Storage(
                buffer: .allocate(byteCount: DirectoryEntries.bufferSize, alignment: 8),
                names: WalkBytes(capacity: 1024), output: WalkBytes(capacity: 256), suffix: WalkBytes(capacity: 16))
            storage.entries.reserveCapacity(64)
            storage.stamps.reserveCapacity(32)
            return storage
        }

        /// Emptied for the next walk, keeping what it allocated.
        mutating func clear() {
            names.count = 0
            output.count = 0
            suffix.count = 0
            entries.removeAll(keepingCapacity: true)
            stamps.removeAll(keepingCapacity: true)
            visited.removeAll()
        }

        func deallocate() {
            buffer.deallocate()
            names.deallocate()
            output.deallocate()
            suffix.deallocate()
        }
    }

    /// The storages of the walks that ended, for the next ones to take.
    static let spares = Spares()

    final class Spares: @unchecked Sendable {
        private let lock = Lock()
        private var storages: [Storage] = []
        /// How many are kept: one per thread that walks at once, at most.
        private static let limit = 16

        /// A storage a walk ended with, or a new one.
        func take() -> Storage {
            lock.withLock { storages.popLast() } ?? .make()
        }

        /// Keeps `storage` (emptied) for the next walk.
        func give(_ storage: Storage) {
            let kept = lock.withLock { () -> Bool in
                guard storages.count < Self.limit else { return false }
                storages.append(storage)
                return true
            }
            if !kept { storage.deallocate() }
        }
    }
}
