extension ScanCache {
    /// What the files of a run add to the cache being written, in their order: runs of records
    /// kept as they were read (by their place in it, not copied) and fresh records. Threads
    /// reading parts of the files each make their own; `append(_:)` joins them in the files' order.
    struct Output {
        enum Piece {
            case kept(Range<Int>)
            case fresh([UInt8])
        }

        private(set) var pieces: [Piece] = []
        /// Records kept since the last piece, one run of the cache read (not yet a piece: the
        /// next record kept most often follows it, and only the run's end moves).
        private var kept: Range<Int>?
        /// Fresh records not yet made a piece.
        private var fresh: [UInt8] = []
        /// Whether a record read was not used or a fresh one was made.
        private(set) var changed = false

        init() {}

        /// The record at `span`, read and used: kept as it was.
        mutating func keep(_ span: Span) {
            keep(Int(span.start)..<Int(span.end))
        }

        private mutating func keep(_ run: Range<Int>) {
            flushFresh()
            if let last = kept, last.upperBound == run.lowerBound {
                kept = last.lowerBound..<run.upperBound
            } else {
                flushKept()
                kept = run
            }
        }

        /// A record read that no longer holds: dropped.
        mutating func stale() {
            changed = true
        }

        /// A fresh record of `path`. One holding a tab or a line break (or a comma in a list)
        /// could not be read back: it is left out, and its file scanned next time.
        mutating func add(_ record: Record, for path: String) {
            changed = true
            guard let lines = ScanCache.lines(path, record) else { return }
            flushKept()
            fresh += lines
        }

        /// `other`'s records after these.
        mutating func append(_ other: Output) {
            changed = changed || other.changed
            for piece in other.pieces {
                switch piece {
                case .kept(let run): keep(run)
                case .fresh(let lines): flush(); pieces.append(.fresh(lines))
                }
            }
            if let run = other.kept { keep(run) }
            if !other.fresh.isEmpty {
                flush()
                pieces.append(.fresh(other.fresh))
            }
        }

        /// Makes the records not yet a piece pieces.
        mutating func flush() {
            flushKept()
            flushFresh()
        }

        private mutating func flushKept() {
            guard let run = kept else { return }
            pieces.append(.kept(run))
            kept = nil
        }

        private mutating func flushFresh() {
            guard !fresh.isEmpty else { return }
            pieces.append(.fresh(fresh))
            fresh = []
        }
    }
}
