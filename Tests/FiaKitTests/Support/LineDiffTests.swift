@testable import FiaKit
import Testing

struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb\n", path: "f").isEmpty)
    }

    @Test func showsAnInsertionWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line 5\ninserted\n")
        #expect(LineDiff.unified(from: old, to: new, path: "Package.swift") == """
            diff --git a/Package.swift b/Package.swift
            --- a/Package.swift
            +++ b/Package.swift
            @@ -3,6 +3,7 @@
             line 3
             line 4
             line 5
            +inserted
             line 6
             line 7
             line 8

            """)
    }

    @Test func separatesDistantChangesIntoHunks() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "l2\n", with: "l2\nx\n").replacingOccurrences(of: "l18\n", with: "l18\ny\n")
        let diff = LineDiff.unified(from: old, to: new, path: "f")
        #expect(diff.components(separatedBy: "\n@@").count == 3)
        #expect(diff.contains("+x\n"))
        #expect(diff.contains("+y\n"))
    }
}

/// The edit script behind every diff, on many small random pairs: it turns `a` into `b`, and it
/// is a shortest one (as many edits as the longest common subsequence leaves).
struct LineDiffEditScriptTests {
    @Test func isAValidShortestScriptOnRandomInputs() {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let a = (0..<next(12)).map { _ in next(4) }, b = (0..<next(12)).map { _ in next(4) }
            let script = LineDiff.editScript(a, b)
            var i = 0, j = 0, result: [Int] = []
            for kind in script {
                switch kind {
                case .same:
                    #expect(i < a.count && j < b.count && a[i] == b[j], "\(a) → \(b): \(script)")
                    result.append(a[min(i, a.count - 1)])
                    i += 1
                    j += 1
                case .delete: i += 1
                case .insert:
                    result.append(b[min(j, b.count - 1)])
                    j += 1
                }
            }
            #expect(i == a.count && result == b, "\(a) → \(b): \(script)")
            #expect(script.count { $0 != .same } == a.count + b.count - 2 * Self.longestCommonSubsequence(a, b), "\(a) → \(b)")
        }
    }

    private static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// `diff` on texts: lines compared in place by hash and bytes give a script that turns the old
/// text into the new one, as short as the one over line numbers.
struct LineDiffTextTests {
    @Test func turnsTheOldTextIntoTheNewOneAsShortlyAsOverLineNumbers() {
        var seed: UInt64 = 0xD1FF
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        // Few distinct lines, some differing only in their line ending or a missing last newline.
        let pieces = ["a\n", "b\n", "a\r\n", "é\n", "e\u{301}\n", "\n", "a"]
        for _ in 0..<400 {
            func text() -> String { (0..<next(10)).map { _ in pieces[next(pieces.count - 1)] }.joined() + (next(3) == 0 ? "a" : "") }
            let old = text(), new = text()
            let a = LineDiff.Lines(old), b = LineDiff.Lines(new)
            let operations = LineDiff.diff(a, b)
            var result: [UInt8] = []
            for operation in operations where operation.kind != .delete {
                result += operation.kind == .insert ? b[operation.newLine] : a[operation.oldLine]
            }
            #expect(result == Array(new.utf8), "\(old.debugDescription) → \(new.debugDescription)")
            for operation in operations where operation.kind == .same {
                #expect(a[operation.oldLine] == b[operation.newLine])
            }
            // The same number of changes as the script over numbered lines.
            var numbers: [ArraySlice<UInt8>: Int] = [:]
            let (oldLines, newLines) = ((0..<a.count).map { a[$0] }, (0..<b.count).map { b[$0] })
            for line in oldLines + newLines where numbers[line] == nil { numbers[line] = numbers.count }
            let script = LineDiff.editScript(oldLines.map { numbers[$0]! }, newLines.map { numbers[$0]! })
            #expect(operations.count { $0.kind != .same } == script.count { $0 != .same }, "\(old.debugDescription) → \(new.debugDescription)")
        }
    }
}
