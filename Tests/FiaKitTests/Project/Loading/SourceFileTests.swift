@testable import FiaKit
import Testing

/// A source file is a value: its parts live in a shared box, and a change to one copy (its path,
/// its target, even to none, its summary, its text) is that copy's alone, the rest kept.
struct SourceFileTests {
    @Test func aChangeToACopyIsThatCopysAlone() {
        let summary = SourceSummary(imports: [.init(module: "DomainLayer", line: 1)], types: [.init(name: "A", line: 2)])
        let original = ProjectSnapshot.SourceFile(path: "Sources/A/A.swift", target: "A", text: "struct A {}\n", summary: summary)
        var copy = original
        copy.path = "Sources/B/B.swift"
        #expect(copy.path == "Sources/B/B.swift" && copy.target == "A" && copy.text == "struct A {}\n" && copy.summary == summary)
        copy.target = nil
        #expect(copy.target == nil && copy.path == "Sources/B/B.swift")
        copy.summary.types.append(.init(name: "B", line: 3))
        #expect(copy.summary.types.map(\.name) == ["A", "B"] && copy.summary.imports == summary.imports)
        copy.text = "struct B {}\n"
        #expect(copy.text == "struct B {}\n" && copy.path == "Sources/B/B.swift" && copy.target == nil)
        #expect(original.path == "Sources/A/A.swift" && original.target == "A" && original.text == "struct A {}\n" && original.summary == summary)

        // Changed while it is the only copy: the same.
        var only = ProjectSnapshot.SourceFile(path: "P.swift", target: "T", text: "", summary: summary)
        only.target = "U"
        only.summary.imports = []
        #expect(only.path == "P.swift" && only.target == "U" && only.summary.imports.isEmpty && only.summary.types == summary.types)
    }
}
