/// How an `import` declaration names its module, shared by the source editor and doctor.
enum SwiftImport {
    /// The kinds `import struct X.Y` may name before the module.
    static let kinds: Set<String> = ["actor", "class", "enum", "func", "let", "protocol", "struct", "typealias", "var"]

    /// The index of the module token after the `import` keyword at `index`: `X` in `import X`,
    /// `import X.Y` and `import struct X.Y`; `nil` when no identifier follows.
    static func moduleIndex(in tokens: [SwiftToken], afterImportAt index: Int) -> Int? {
        var module = index + 1
        if module + 1 < tokens.count, tokens[module].kind == .identifier, kinds.contains(tokens[module].text),
           tokens[module + 1].kind == .identifier {
            module += 1
        }
        return module < tokens.count && tokens[module].kind == .identifier ? module : nil
    }
}
