@testable import FiaKit
import Testing

/// The edge cases `patch` cares about: empty sides, missing final newlines, changes at the ends.
struct LineDiffEdgeCaseTests {
    @Test func aCreatedFileIsAddedWholeFromDevNull() {
        #expect(LineDiff.unified(from: nil, to: "a\nb\n", path: "Sources/A.swift") == """
            diff --git a/Sources/A.swift b/Sources/A.swift
            new file mode 100644
            --- /dev/null
            +++ b/Sources/A.swift
            @@ -0,0 +1,2 @@
            +a
            +b

            """)
    }

    @Test func anEmptyCreatedFileUsesGitsNewFileHeader() {
        #expect(LineDiff.unified(from: nil, to: "", path: "Empty") == "diff --git a/Empty b/Empty\nnew file mode 100644\n")
    }

    @Test func anExistingEmptyFileGainsLinesAtLineZero() {
        #expect(LineDiff.unified(from: "", to: "a\n", path: "f") == "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -0,0 +1,1 @@\n+a\n")
    }

    @Test func emptyingAFileLeavesAnEmptyNewSide() {
        #expect(LineDiff.unified(from: "a\nb\n", to: "", path: "f") == "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1,2 +0,0 @@\n-a\n-b\n")
    }

    @Test func marksAnOldSideWithoutFinalNewline() {
        #expect(LineDiff.unified(from: "a\nb", to: "a\nb\nc\n", path: "f") == """
            diff --git a/f b/f
            --- a/f
            +++ b/f
            @@ -1,2 +1,3 @@
             a
            -b
            \\ No newline at end of file
            +b
            +c

            """)
    }

    @Test func marksANewSideWithoutFinalNewline() {
        #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb", path: "f") == """
            diff --git a/f b/f
            --- a/f
            +++ b/f
            @@ -1,2 +1,2 @@
             a
            -b
            +b
            \\ No newline at end of file

            """)
    }

    @Test func marksAContextLineWithoutFinalNewlineOnBothSides() {
        #expect(LineDiff.unified(from: "a\nb\nz", to: "a\nc\nz", path: "f") == """
            diff --git a/f b/f
            --- a/f
            +++ b/f
            @@ -1,3 +1,3 @@
             a
            -b
            +c
             z
            \\ No newline at end of file

            """)
    }

    @Test func aChangeAtTheFirstLineHasContextAfterOnly() {
        let old = (1...8).map { "l\($0)\n" }.joined()
        #expect(LineDiff.unified(from: old, to: "x\n" + old.dropFirst(3), path: "f") == "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1,4 +1,4 @@\n-l1\n+x\n l2\n l3\n l4\n")
    }

    @Test func aChangeAtTheLastLineHasContextBeforeOnly() {
        let old = (1...8).map { "l\($0)\n" }.joined()
        #expect(LineDiff.unified(from: old, to: old.dropLast(3) + "x\n", path: "f") == "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -5,4 +5,4 @@\n l5\n l6\n l7\n-l8\n+x\n")
    }

    @Test func deletionsComeBeforeInsertionsInEachChange() {
        #expect(LineDiff.unified(from: "k\na\nb\nk2\n", to: "k\nc\nd\ne\nk2\n", path: "f") == """
            diff --git a/f b/f
            --- a/f
            +++ b/f
            @@ -1,4 +1,5 @@
             k
            -a
            -b
            +c
            +d
            +e
             k2

            """)
    }

    @Test func changesSixLinesApartShareAHunkAndSevenApartDoNot() {
        let old = (1...30).map { "l\($0)\n" }.joined()
        let six = old.replacing("l5\n", with: "x\n").replacing("l12\n", with: "y\n")
        #expect(LineDiff.unified(from: old, to: six, path: "f") == """
            diff --git a/f b/f
            --- a/f
            +++ b/f
            @@ -2,14 +2,14 @@
             l2
             l3
             l4
            -l5
            +x
             l6
             l7
             l8
             l9
             l10
             l11
            -l12
            +y
             l13
             l14
             l15

            """)
        let seven = old.replacing("l5\n", with: "x\n").replacing("l13\n", with: "y\n")
        let diff = LineDiff.unified(from: old, to: seven, path: "f")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"])
    }

    @Test func severalHunksCountTheirLinesAfterEarlierInsertions() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        let new = old.replacing("l3\n", with: "l3\na\nb\n").replacing("l17\n", with: "")
        #expect(LineDiff.unified(from: old, to: new, path: "f").split(separator: "\n").filter { $0.hasPrefix("@@") }
                == ["@@ -1,6 +1,8 @@", "@@ -14,7 +16,6 @@"])
    }

    @Test func comparesBytesNotCharacters() {
        // "\r\n" is one Character, and "é" spelled two ways compares equal as a String.
        #expect(LineDiff.unified(from: "a\r\nb\r\n", to: "a\r\nc\r\n", path: "f") == "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
        #expect(!LineDiff.unified(from: "caf\u{E9}\n", to: "cafe\u{301}\n", path: "f").isEmpty)
    }

    @Test func quotesANameWithASpaceOrAQuoteAsGitDoes() {
        #expect(LineDiff.unified(from: "a\n", to: "b\n", path: "My App/f").hasPrefix(
            "diff --git \"a/My App/f\" \"b/My App/f\"\n--- \"a/My App/f\"\n+++ \"b/My App/f\"\n"))
        #expect(LineDiff.quoted("a/x\"y\\z\t\u{1}") == #""a/x\"y\\z\t\001""#)
        #expect(LineDiff.quoted("a/Sources/Caf\u{E9}.swift") == "a/Sources/Caf\u{E9}.swift")
    }
}
