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
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        if let start = bytes.baseAddress { (base + count).update(from: start, count: bytes.count) }
        count += bytes.count
    }

    private mutating func grow(to needed: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, needed))
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = max(capacity * 2, needed)
    }

    func deallocate() { base.deallocate() }
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
        var suffix: [UInt8] = []
        var entries: [Entry] = []
        var stamps: [FileStamp] = []
        var visited = Set<FileIdentity>()

        /// A storage for a walk's first folders, with room for a few folders of a few entries.
        static func make() -> Storage {
            var storage = Storage(
                buffer: .allocate(byteCount: DirectoryEntries.bufferSize, alignment: 8),
                names: WalkBytes(capacity: 1024), output: WalkBytes(capacity: 256))
            storage.entries.reserveCapacity(64)
            storage.stamps.reserveCapacity(32)
            storage.visited.reserveCapacity(16)
            return storage
        }

        /// Emptied for the next walk, keeping what it allocated.
        mutating func clear() {
            names.count = 0
            output.count = 0
            suffix.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
            stamps.removeAll(keepingCapacity: true)
            if !visited.isEmpty { visited.removeAll(keepingCapacity: true) }
        }

        func deallocate() {
            buffer.deallocate()
            names.deallocate()
            output.deallocate()
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
