#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A unified diff, the kind `patch -p1` applies: what `--dry-run` prints for each planned file.
///
/// Lines are compared byte for byte (a `\r` before the `\n` is part of the line, and two
/// spellings of one accented letter differ), so applying the diff gives exactly the new text.
public enum LineDiff {
    /// A unified diff of `old` → `new` with `context` lines of context; empty when equal.
    /// `old == nil` is a file being created: `new file mode`, `--- /dev/null` and every line of
    /// `new` added. `oldPath` is where a moved file comes from: git's `rename from`/`rename to`.
    public static func unified(from old: String?, to new: String, path: String, oldPath: String? = nil, context: Int = 3) -> String {
        let a = Lines(old ?? "")
        let b = Lines(new)
        let same = a.bytes == b.bytes
        guard old == nil || !same || oldPath != nil else { return "" }
        // git's header first, so that `git apply` takes it as well as `patch -p1`, and so that an
        // empty created file (which no hunk can create) is still created.
        let (oldName, newName) = (quoted("a/" + (oldPath ?? path)), quoted("b/" + path))
        var output = "diff --git \(oldName) \(newName)\n"
        if let oldPath {
            output += "rename from \(quoted(oldPath))\nrename to \(quoted(path))\n"
            if same { return output }
        }
        if old == nil {
            output += "new file mode 100644\n"
            if b.count == 0 { return output }
        }
        output += "--- \(old == nil ? "/dev/null" : oldName)\n+++ \(newName)\n"
        let operations = diff(a, b)
        for hunk in hunks(operations, context: context) {
            output += header(operations[hunk])
            for operation in operations[hunk] {
                let line = operation.kind == .insert ? b[operation.newLine] : a[operation.oldLine]
                output += operation.kind.prefix + String(decoding: line, as: UTF8.self)
                if line.last != newline { output += "\n\\ No newline at end of file\n" }
            }
        }
        return output
    }

    /// The diff deleting a file that holds `old`: `deleted file mode`, every line removed and
    /// `+++ /dev/null`, so that `patch -p1` (and `git apply`) deletes the file.
    public static func deletion(of old: String, path: String) -> String {
        let a = Lines(old)
        let (oldName, newName) = (quoted("a/" + path), quoted("b/" + path))
        var output = "diff --git \(oldName) \(newName)\ndeleted file mode 100644\n"
        guard a.count > 0 else { return output }
        output += "--- \(oldName)\n+++ /dev/null\n@@ -1,\(a.count) +0,0 @@\n"
        for line in (0..<a.count).map({ a[$0] }) {
            output += "-" + String(decoding: line, as: UTF8.self)
            if line.last != newline { output += "\n\\ No newline at end of file\n" }
        }
        return output
    }

    private static let newline = UInt8(ascii: "\n")

    /// A name in a header, C-quoted as git quotes it when it holds a space, a quote, a
    /// backslash or a control character (patch and git both read that form; a bare space
    /// would end the name).
    static func quoted(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) else { return name }
        var quoted = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\t": quoted += "\\t"
            case "\n": quoted += "\\n"
            case _ where scalar.value < 0x20:
                let octal = String(scalar.value, radix: 8)
                quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// A text's bytes and where each of its lines ends (after its `\n`, or at the text's end for
    /// a last line without one): lines are compared in place, never copied.
    struct Lines {
        let bytes: [UInt8]
        let ends: [Int]

        init(_ text: String) {
            let bytes = Array(text.utf8)
            self.bytes = bytes
            // After a final line break: no line.
            ends = bytes.withUnsafeBufferPointer(TextLines.spans).compactMap { $0.start < bytes.count ? $0.end : nil }
        }

        var count: Int { ends.count }

        func range(_ line: Int) -> Range<Int> {
            (line == 0 ? 0 : ends[line - 1])..<ends[line]
        }

        subscript(line: Int) -> ArraySlice<UInt8> {
            bytes[range(line)]
        }
    }

    /// The ranges of `operations` shown as hunks: each change with `context` lines around it,
    /// changes at most twice the context apart sharing one hunk.
    static func hunks(_ operations: [Operation], context: Int) -> [ClosedRange<Int>] {
        var hunks: [ClosedRange<Int>] = []
        for change in operations.indices where operations[change].kind != .same {
            let start = max(0, change - context)
            let end = min(operations.count - 1, change + context)
            if let last = hunks.last, start <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...end
            } else {
                hunks.append(start...end)
            }
        }
        return hunks
    }

    /// `@@ -l,n +l,n @@`: an empty side starts at the line before it (0 for an empty file).
    static func header(_ hunk: ArraySlice<Operation>) -> String {
        let first = hunk[hunk.startIndex]
        let oldCount = hunk.count { $0.kind != .insert }
        let newCount = hunk.count { $0.kind != .delete }
        let oldStart = oldCount == 0 ? first.oldLine : first.oldLine + 1
        let newStart = newCount == 0 ? first.newLine : first.newLine + 1
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
    }

    struct Operation: Equatable {
        enum Kind {
            case same, delete, insert

            var prefix: String {
                switch self {
                case .same: " "
                case .delete: "-"
                case .insert: "+"
                }
            }
        }

        var kind: Kind
        /// The index of the old line this operation keeps or deletes; for an insertion, how
        /// many old lines come before it.
        var oldLine: Int
        /// The index of the new line this operation keeps or inserts; for a deletion, how many
        /// new lines come before it.
        var newLine: Int
    }

    /// The edit script `a` → `b` as operations: the common prefix and suffix are matched
    /// directly, the middle gets a shortest edit script, and in each run of changes the
    /// deletions come before the insertions, as `diff -u` prints them.
    ///
    /// Lines are compared where they lie in each text: by a hash of each middle line first
    /// (computed once), then by their bytes when the hashes agree. A big file with a few edits
    /// far apart (Package.swift after `add feature`) costs a pass over its bytes, no table of lines.
    static func diff(_ a: Lines, _ b: Lines) -> [Operation] {
        a.bytes.withUnsafeBufferPointer { aBytes in
            b.bytes.withUnsafeBufferPointer { bBytes in
                func equal(_ i: Int, _ j: Int) -> Bool {
                    let left = a.range(i), right = b.range(j)
                    guard left.count == right.count else { return false }
                    return left.isEmpty || memcmp(aBytes.baseAddress! + left.lowerBound, bBytes.baseAddress! + right.lowerBound, left.count) == 0
                }
                var prefix = 0
                while prefix < a.count && prefix < b.count && equal(prefix, prefix) { prefix += 1 }
                var suffix = 0
                while suffix < a.count - prefix && suffix < b.count - prefix && equal(a.count - 1 - suffix, b.count - 1 - suffix) { suffix += 1 }
                func hashes(_ lines: Lines, _ bytes: UnsafeBufferPointer<UInt8>) -> [UInt64] {
                    (prefix..<(lines.count - suffix)).map { line in
                        ByteSearch.hash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[lines.range(line)]))).hash
                    }
                }
                let hashesA = hashes(a, aBytes), hashesB = hashes(b, bBytes)
                let script = editScript(hashesA.count, hashesB.count) { i, j in
                    hashesA[i] == hashesB[j] && equal(prefix + i, prefix + j)
                }
                return operations(prefix: prefix, script: script, suffix: suffix)
            }
        }
    }

    /// The operations of `prefix` kept lines, the middle's `script` and `suffix` kept lines,
    /// each run of changes as its deletions, then its insertions.
    private static func operations(prefix: Int, script: [Operation.Kind], suffix: Int) -> [Operation] {
        var operations: [Operation] = []
        var old = 0, new = 0
        func append(_ kind: Operation.Kind, _ count: Int = 1) {
            for _ in 0..<count {
                operations.append(Operation(kind: kind, oldLine: old, newLine: new))
                if kind != .insert { old += 1 }
                if kind != .delete { new += 1 }
            }
        }
        var deletions = 0, insertions = 0
        func flush() {
            append(.delete, deletions)
            append(.insert, insertions)
            deletions = 0
            insertions = 0
        }
        append(.same, prefix)
        for kind in script {
            switch kind {
            case .same:
                flush()
                append(.same)
            case .delete: deletions += 1
            case .insert: insertions += 1
            }
        }
        flush()
        append(.same, suffix)
        return operations
    }
}
