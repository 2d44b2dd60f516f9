/// MD5 (RFC 1321), for one job: the object ids XcodeGen gives an Xcode project's targets, which
/// `fia new` must know before XcodeGen runs (the test plans name the UI-test targets by id).
/// Not for security: MD5 is broken as a cryptographic hash.
enum MD5 {
    /// The 16-byte digest of `bytes`.
    static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        // The message, a 1 bit, zeros, and its length in bits: a whole number of 64-byte blocks.
        let length = bytes.count
        var message = [UInt8](repeating: 0, count: (length + 8) / 64 * 64 + 64)
        var offset = 0
        for byte in bytes {
            message[offset] = byte
            offset += 1
        }
        message[length] = 0x80
        let bitLength = UInt64(length) &* 8
        for index in 0..<8 { message[message.count - 8 + index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index)) }

        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
        var words = [UInt32](repeating: 0, count: 16)
        // Read once: a static's accessor in the loop would check its initialization at every step.
        let sines = Self.sines, shifts = Self.shifts
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for index in 0..<16 {
                let offset = chunk + index * 4
                words[index] = UInt32(message[offset]) | UInt32(message[offset + 1]) << 8
                    | UInt32(message[offset + 2]) << 16 | UInt32(message[offset + 3]) << 24
            }
            var (a, b, c, d) = state
            for step in 0..<64 {
                let mixed: UInt32
                let word: Int
                switch step / 16 {
                case 0: mixed = (b & c) | (~b & d); word = step
                case 1: mixed = (d & b) | (~d & c); word = (5 &* step &+ 1) % 16
                case 2: mixed = b ^ c ^ d; word = (3 &* step &+ 5) % 16
                default: mixed = c ^ (b | ~d); word = (7 &* step) % 16
                }
                let sum = a &+ mixed &+ sines[step] &+ words[word]
                (a, d, c) = (d, c, b)
                b = b &+ (sum << shifts[step] | sum >> (32 - shifts[step]))
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
        var digest = [UInt8](repeating: 0, count: 16)
        for (index, word) in [state.0, state.1, state.2, state.3].enumerated() {
            for byte in 0..<4 { digest[index * 4 + byte] = UInt8(truncatingIfNeeded: word >> UInt32(byte * 8)) }
        }
        return digest
    }

    /// The digest of `text`'s UTF-8 bytes as 32 uppercase hex digits.
    static func uppercaseHex(_ text: String) -> String {
        let digits: StaticString = "0123456789ABCDEF"
        let digest = digest(text.utf8)
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for (index, byte) in digest.enumerated() {
                buffer[2 * index] = digits.utf8Start[Int(byte >> 4)]
                buffer[2 * index + 1] = digits.utf8Start[Int(byte & 0x0F)]
            }
            return 32
        }
    }

    /// The left-rotation of each of the 64 steps.
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// `floor(abs(sin(i + 1)) * 2^32)` for each step i, as RFC 1321 lists them.
    private static let sines: [UInt32] = [
        0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
        0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
        0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
        0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed, 0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
        0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
        0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
        0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
        0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391,
    ]
}
