extension ScanCache {
    /// Reads records of one cache, each name, list and run of imports they share made once.
    struct Decoder {
        private let bytes: ArraySlice<UInt8>
        private var interner = Interner()
        /// What each record read starts from: an empty summary whose (empty) word table is this
        /// decoder's own, not the one every empty summary shares, whose reference count threads
        /// reading records side by side would otherwise all update.
        let emptySummary: SourceSummary

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            var empty = ScanCache.emptySummary
            empty.words = WordTable([String]())
            emptySummary = empty
        }

        /// The record at `span` into `record` if it was made with `stamp`: whether it was.
        /// `record` is left as it was when not.
        mutating func read(_ span: Span, stamp: FileStamp, into record: inout Record) -> Bool {
            bytes.withUnsafeBufferPointer { bytes in
                var reader = RecordReader(bytes: bytes, position: Int(span.body))
                return reader.stamp(at: Int(span.stamp), is: stamp)
                    && reader.body(until: Int(span.end), stamp: stamp, empty: emptySummary, interner: &interner, into: &record)
            }
        }
    }
}
