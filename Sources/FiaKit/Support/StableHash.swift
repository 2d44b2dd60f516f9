/// Hashes that stay the same across runs, machines and Swift versions, for fingerprints
/// written to disk. Swift's `Hasher` is seeded per process, so it cannot be used for these.
public enum StableHash {
    /// FNV-1a's offset basis.
    public static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, 64 bits, over the UTF-8 bytes of `text`, from `basis` (FNV's own unless given).
    public static func fnv1a64(_ text: String, basis: UInt64 = fnvOffsetBasis) -> UInt64 {
        var hash = basis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `fnv1a64(text)` as 16 lowercase hex digits.
    public static func fnv1a64Hex(_ text: String) -> String {
        let hex = String(fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
