/// A few names to look for as whole words in many texts, by bytes: no string is built per word
/// (what made the type-collision check of `add feature` cost more than the rest of the run).
struct WordSet {
    /// The names' UTF-8 bytes, indexed by length.
    private let byLength: [[[UInt8]]]

    /// Which bytes a name starts with: most words are passed over on their first byte.
    private var firstBytes = [Bool](repeating: false, count: 256)

    init(_ names: some Sequence<String>) {
        var byLength: [[[UInt8]]] = []
        for name in Set(names) where !name.isEmpty {
            let bytes = Array(name.utf8)
            firstBytes[Int(bytes[0])] = true
            if byLength.count <= bytes.count { byLength += Array(repeating: [], count: bytes.count + 1 - byLength.count) }
            byLength[bytes.count].append(bytes)
        }
        self.byLength = byLength
    }

    /// Whether `text` holds one of the names as a whole identifier-like word (comments and strings
    /// included: this only decides whether a file is worth lexing).
    func occurs(in text: String) -> Bool {
        guard !byLength.isEmpty else { return false }
        var text = text
        return firstBytes.withUnsafeBufferPointer { firstBytes in Self.isWordByte.withUnsafeBufferPointer { isWordByte in text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                guard isWordByte[Int(bytes[index])] else { index += 1; continue }
                let start = index
                while index < count && isWordByte[Int(bytes[index])] { index += 1 }
                let length = index - start
                if firstBytes[Int(bytes[start])], length < byLength.count, byLength[length].contains(where: { name in
                    (0..<length).allSatisfy { bytes[start + $0] == name[$0] }
                }) {
                    return true
                }
            }
            return false
        } } }
    }

    /// Whether `name` is one of the names, by its bytes: most names are passed over on their length
    /// or first byte, without the hashing a `Set<String>` lookup costs.
    func contains(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length > 0, length < byLength.count, !byLength[length].isEmpty, let first = name.utf8.first, firstBytes[Int(first)] else { return false }
        return byLength[length].contains { $0.elementsEqual(name.utf8) }
    }

    /// Whether a byte may be part of a word: `_`, ASCII letters and digits, and any byte beyond ASCII.
    private static let isWordByte: [Bool] = (0...255).map { value in
        let byte = UInt8(value)
        return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
