/// How an `import` declaration names its module: the one rule doctor's scanner and the source
/// editor's index both read imports by, over their own tokens.
enum SwiftImport {
    /// The kinds `import struct X.Y` may name before the module.
    static let kinds: Set<String> = ["actor", "class", "enum", "func", "let", "protocol", "struct", "typealias", "var"]

    /// The index of the module token of the `import` keyword at `index` (of `count` tokens): `X` in
    /// `import X`, `import X.Y` and `import struct X.Y`, the parts on any lines, as the compiler
    /// reads them; `nil` when no identifier follows, or when `import` is an argument label
    /// (`f(import x: T)`, `(a, import: b)`). The tokens are asked of by index: whether one is an
    /// identifier, one of `kinds`, or the one-byte punctuation given.
    @inline(__always)
    static func moduleIndex(
        afterImportAt index: Int, count: Int, isIdentifier: (Int) -> Bool, isKind: (Int) -> Bool, isPunctuation: (Int, UInt8) -> Bool
    ) -> Int? {
        if index > 0, isPunctuation(index - 1, UInt8(ascii: "(")) || isPunctuation(index - 1, UInt8(ascii: ",")) { return nil }
        var module = index + 1
        if module + 1 < count, isIdentifier(module), isKind(module), isIdentifier(module + 1) {
            module += 1
        }
        guard module < count, isIdentifier(module) else { return nil }
        if module + 1 < count, isPunctuation(module + 1, UInt8(ascii: ":")) { return nil }
        return module
    }
}
