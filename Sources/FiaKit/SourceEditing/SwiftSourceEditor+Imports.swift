extension SwiftSourceEditor {
    /// Adds `import <module>` to the file's top-level import block: in place when the block is sorted
    /// alphabetically (ignoring case) with one import per line, else after the last import. A file
    /// without imports gets it at the top, after a header comment separated from the code by a blank line.
    /// Idempotent: any existing import of the module counts (`@testable import X`, `@_exported import X`,
    /// `public import X`, `import struct X.Y`, an import inside `#if`).
    public static func addImport(_ module: String, in source: String) throws(SourceEditError) -> String {
        try readBack(importAdded(module, in: source), of: source, what: "import '\(module)'") {
            source throws(SourceEditError) in try importAdded(module, in: source)
        }
    }

    private static func importAdded(_ module: String, in source: String) throws(SourceEditError) -> String {
        let index = try SwiftSourceIndex(source)
        let imports = index.imports()
        if imports.contains(where: { $0.module == module }) { return source }
        let text = index.text
        let newImport = "import " + module
        let block = imports.filter { !$0.isConditional }
        guard let last = block.last else {
            return addFirstImport(newImport, to: index)
        }
        let onePerLine = block.allSatisfy { text.isFirstOnLine($0.start) }
        // Sorted ignoring case: no module after one it sorts before (without sorting).
        if onePerLine && zip(block, block.dropFirst()).allSatisfy({ !sortsBeforeIgnoringCase($1.module, $0.module) }),
           let next = block.first(where: { sortsBeforeIgnoringCase(module, $0.module) }) {
            let indent = text.indentation(ofLineAt: next.start)
            return text.inserting(indent + newImport + text.newline, at: text.lineStart(of: next.start))
        }
        let line = text.newline + text.indentation(ofLineAt: last.start) + newImport
        guard let lineEnd = index.endOfLineAfterComments(from: last.end) else {
            return text.inserting(line, at: last.end)
        }
        return text.inserting(line, at: lineEnd)
    }

    /// `a.lowercased() < b.lowercased()`, compared byte by byte when both are ASCII (then their
    /// lowercased bytes sort as the strings do): asked of every import of a file with hundreds.
    static func sortsBeforeIgnoringCase(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        let answer: Bool? = a.withUTF8 { a in
            b.withUTF8 { b in
                guard ByteSearch.isASCII(a), ByteSearch.isASCII(b) else { return nil }
                func lowered(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte }
                for offset in 0..<min(a.count, b.count) where lowered(a[offset]) != lowered(b[offset]) {
                    return lowered(a[offset]) < lowered(b[offset])
                }
                return a.count < b.count
            }
        }
        return answer ?? (a.lowercased() < b.lowercased())
    }

    /// Puts the first import after the header comment (the leading comments, when a blank line
    /// separates them from the code), else at the very top.
    private static func addFirstImport(_ newImport: String, to index: SwiftSourceIndex) -> String {
        let text = index.text
        let firstCode = index.tokens.first?.start ?? text.bytes.count
        let header = index.allTokens.prefix { $0.kind == .comment }.last { comment in
            index.tokens.isEmpty || text.newlineCount(in: comment.end..<firstCode) >= 2
        }
        if let header {
            return text.inserting(text.newline + text.newline + newImport, at: text.lineEnd(of: header.end))
        }
        let separator = text.isWhitespace(text.contentStart..<text.bytes.count) ? text.newline : text.newline + text.newline
        return text.inserting(newImport + separator, at: text.contentStart)
    }
}
