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
