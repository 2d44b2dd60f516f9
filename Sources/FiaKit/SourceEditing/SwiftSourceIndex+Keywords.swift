#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension SwiftSourceIndex {
    /// The words that begin the declarations a search looks for (`class`, `protocol`), made into
    /// bytes once: a search looks at every pair of words in a file, and most words are no keyword
    /// (their length tells, without a look at their bytes).
    struct Keywords {
        let words: Set<String>
        /// Each keyword's bytes.
        fileprivate let bytes: [[UInt8]]
        /// Bit `n` set when a keyword is `n` bytes long (only lengths below 64 are kept).
        fileprivate let lengths: UInt64
        fileprivate let isASCII: Bool

        init(_ words: Set<String>) {
            self.words = words
            bytes = words.sorted().map { Array($0.utf8) }
            lengths = bytes.reduce(0) { $1.count < 64 ? $0 | 1 << UInt64($1.count) : $0 }
            isASCII = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        }

        static let types = Keywords(["class", "struct", "enum", "actor"])
        /// What `SwiftDeclarations.topLevelTypes` lists: the types, protocols and type aliases.
        static let topLevelTypes = Keywords(["class", "struct", "enum", "actor", "protocol", "typealias"])
        static let `protocol` = Keywords(["protocol"])
        static let `enum` = Keywords(["enum"])
        static let `func` = Keywords(["func"])
        /// What declares a type, or extends one.
        static let typesAndExtensions = Keywords(["class", "struct", "enum", "actor", "extension"])
        /// An initialiser's name.
        static let initializer = Keywords(["init"])
        /// The words that begin a stored or computed property.
        static let bindings = Keywords(["let", "var"])
        /// The access modifiers an `import` may carry (`public import X`).
        static let accessModifiers = Keywords(["public", "package", "internal", "fileprivate", "private", "open"])
        /// What `import struct X.Y` may name before the module (`SwiftImport.kinds`).
        static let importKinds = Keywords(SwiftImport.kinds)
    }

    /// Whether the text of `tokens[index]` (`string(at:)`: an identifier without its backticks) is one
    /// of `words`, as `words.words.contains(string(at: index))` says, without the string made when
    /// both are ASCII (asked of each import's neighbours in a file of hundreds).
    func text(at index: Int, isOneOf words: Keywords) -> Bool {
        let found = text.bytes.withUnsafeBufferPointer { bytes -> Bool? in
            let range = tokens[index].textRange(in: bytes)
            let length = range.count
            if words.isASCII && length < 64 && words.lengths & 1 << UInt64(length) == 0 {
                return ByteSearch.isASCII(UnsafeBufferPointer(rebasing: bytes[range])) ? false : nil
            }
            for word in words.bytes where word.count == length && memcmp(bytes.baseAddress! + range.lowerBound, word, length) == 0 {
                return true
            }
            return words.isASCII && ByteSearch.isASCII(UnsafeBufferPointer(rebasing: bytes[range])) ? false : nil
        }
        return found ?? words.words.contains(string(at: index))
    }

    /// Whether `tokens[index]` is one of `keywords` (`isKeyword(_:_:)` for each).
    func isKeyword(_ index: Int, among keywords: Keywords) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier else { return false }
        let length = token.end - token.start
        guard keywords.isASCII else { return keywords.words.contains { isKeyword(index, $0) } }
        guard length < 64, keywords.lengths & 1 << UInt64(length) != 0 else { return false }
        let found = text.bytes.withUnsafeBufferPointer { bytes -> Bool? in
            for keyword in keywords.bytes where keyword.count == length && memcmp(bytes.baseAddress! + token.start, keyword, length) == 0 {
                return true
            }
            // Bytes beyond ASCII may still make an ASCII keyword's string: only `String` tells.
            return ByteSearch.isASCII(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])) ? false : nil
        }
        guard let found else { return keywords.words.contains { isKeyword(index, $0) } }
        return found && !(index > 0 && punctuation[index - 1] == UInt8(ascii: "."))
    }
}
