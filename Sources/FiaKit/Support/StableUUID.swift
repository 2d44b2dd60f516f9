/// UUID-shaped identifiers derived from a string, so generated files are reproducible
/// (golden tests, re-running `fia new --force` changes nothing).
enum StableUUID {
    /// An uppercase version-4-shaped UUID computed from `seed` with two FNV-1a hashes (`StableHash`).
    static func make(from seed: String) -> String {
        let high = StableHash.fnv1a64(seed)
        let low = StableHash.fnv1a64(seed, basis: 0x8422_2325_cbf2_9ce4)
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        var shaped = bytes
        shaped[6] = (shaped[6] & 0x0F) | 0x40
        shaped[8] = (shaped[8] & 0x3F) | 0x80
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = []
        for (index, byte) in shaped.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
            text += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
