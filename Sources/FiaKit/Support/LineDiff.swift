/// A small line diff for showing planned edits (`--dry-run`).
public enum LineDiff {
    /// A unified diff of `old` → `new` with three lines of context; empty when equal. `oldPath`
    /// names where `old` comes from when the file moves.
    public static func unified(from old: String, to new: String, path: String, oldPath: String? = nil, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let operations = diff(a, b)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(oldPath ?? path)\n+++ b/\(path)\n"
        var index = 0
        while index < operations.count {
            guard let changeStart = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var hunkEnd = changeStart
            var scan = changeStart
            while scan < operations.count {
                if operations[scan].kind != .same {
                    hunkEnd = scan
                    scan += 1
                } else if let next = operations[scan...].firstIndex(where: { $0.kind != .same }), next - hunkEnd <= context * 2 {
                    scan = next
                } else {
                    break
                }
            }
            let start = max(index, changeStart - context)
            let end = min(operations.count - 1, hunkEnd + context)
            let hunk = operations[start...end]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1
            let newStart = (hunk.first?.newLine ?? 0) + 1
            output += "@@ -\(oldStart),\(hunk.filter { $0.kind != .insert }.count) +\(newStart),\(hunk.filter { $0.kind != .delete }.count) @@\n"
            for operation in hunk {
                let prefix = operation.kind == .insert ? "+" : operation.kind == .delete ? "-" : " "
                output += prefix + operation.text + "\n"
            }
            index = end + 1
        }
        return output
    }

    struct Operation {
        enum Kind { case same, insert, delete }
        var kind: Kind
        var text: String
        /// Index of the line in the old file before which this operation happens.
        var oldLine: Int
        var newLine: Int
    }

    /// Common prefix and suffix are matched directly; the middle gets an LCS.
    static func diff(_ a: [String], _ b: [String]) -> [Operation] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var operations = (0..<prefix).map { Operation(kind: .same, text: a[$0], oldLine: $0, newLine: $0) }
        // LCS table over the (small) changed middle.
        let n = middleA.count, m = middleB.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && middleA[i] == middleB[j] {
                operations.append(Operation(kind: .same, text: middleA[i], oldLine: prefix + i, newLine: prefix + j))
                i += 1
                j += 1
            } else if j < m && (i == n || table[i][j + 1] >= table[i + 1][j]) {
                operations.append(Operation(kind: .insert, text: middleB[j], oldLine: prefix + i, newLine: prefix + j))
                j += 1
            } else {
                operations.append(Operation(kind: .delete, text: middleA[i], oldLine: prefix + i, newLine: prefix + j))
                i += 1
            }
        }
        for k in 0..<suffix {
            operations.append(Operation(kind: .same, text: a[a.count - suffix + k], oldLine: a.count - suffix + k, newLine: b.count - suffix + k))
        }
        return operations
    }
}
