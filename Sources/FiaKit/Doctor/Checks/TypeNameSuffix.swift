/// `hasSuffix` for the ASCII suffixes checks look for in type names, by bytes first: none of their
/// letters has another canonically equivalent spelling, so a byte mismatch is a mismatch, and only
/// a byte match is asked again as characters (a mark before it may join it to another character).
enum TypeNameSuffix {
    static func has(_ name: String, _ suffix: StaticString) -> Bool {
        let utf8 = name.utf8
        let count = suffix.utf8CodeUnitCount
        guard utf8.count >= count else { return false }
        var index = utf8.endIndex
        for offset in (0 ..< count).reversed() {
            index = utf8.index(before: index)
            guard utf8[index] == suffix.utf8Start[offset] else { return false }
        }
        return name.hasSuffix(String(decoding: UnsafeBufferPointer(start: suffix.utf8Start, count: count), as: UTF8.self))
    }
}
