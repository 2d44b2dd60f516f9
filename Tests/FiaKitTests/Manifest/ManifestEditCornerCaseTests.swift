@testable import FiaKit
import Testing

/// `ManifestEditor` around comments, line endings, tabs, and names that must (or must not) match.
struct ManifestEditCornerCaseTests {
    let declaration = ".target(\n    name: \"B\",\n    dependencies: [\"A\"]\n)"

    func addB(_ source: String) throws(ManifestEditError) -> String {
        try ManifestEditor.addTarget(named: "B", declaration: declaration, to: source)
    }

    @Test func trailingCommentStaysWithItsElement() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A") // the first /* one */
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A"), // the first /* one */
                .target(
                    name: "B",
                    dependencies: ["A"]
                ),
            ]
        )
        """, addB)
    }

    @Test func crlfLineEndingsAreKept() {
        let input = "let package = Package(\r\n    name: \"P\",\r\n    targets: [\r\n        .target(name: \"A\") // a\r\n    ]\r\n)\r\n"
        let expected = "let package = Package(\r\n    name: \"P\",\r\n    targets: [\r\n        .target(name: \"A\"), // a\r\n"
            + "        .target(\r\n            name: \"B\",\r\n            dependencies: [\"A\"]\r\n        ),\r\n    ]\r\n)\r\n"
        expectEdit(input, expected, addB)
    }

    @Test func existingTargetIsLeftAlone() throws {
        let source = """
        let package = Package(
            name: "P",
            targets: [
                Target.target(name: "B"), // written with the type's name
            ]
        )
        """
        #expect(try addB(source) == source)
    }

    @Test func nestedNameDoesNotCountAsTarget() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A", dependencies: [.product(name: "B", package: "b")]),
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A", dependencies: [.product(name: "B", package: "b")]),
                .target(
                    name: "B",
                    dependencies: ["A"]
                ),
            ]
        )
        """, addB)
    }

    @Test func crlfLineEndingsAreKeptForANewDependenciesArgument() {
        let input = "let package = Package(\r\n    name: \"P\",\r\n    targets: [\r\n        .target(\r\n"
            + "            name: \"T\" // t\r\n        ),\r\n    ]\r\n)\r\n"
        let expected = "let package = Package(\r\n    name: \"P\",\r\n    targets: [\r\n        .target(\r\n"
            + "            name: \"T\", // t\r\n            dependencies: [\"C\"]\r\n        ),\r\n    ]\r\n)\r\n"
        expectEdit(input, expected) { source throws(ManifestEditError) in
            try ManifestEditor.addDependency("C", toTarget: "T", in: source)
        }
    }

    @Test func twoSpaceIndentationReachesTheNewTargetsInnerLines() {
        expectEdit(
            "let package = Package(\n  name: \"P\",\n  targets: [\n    .target(name: \"A\"),\n  ]\n)\n",
            "let package = Package(\n  name: \"P\",\n  targets: [\n    .target(name: \"A\"),\n    .target(\n      name: \"B\",\n"
                + "      dependencies: [\"A\"]\n    ),\n  ]\n)\n",
            addB
        )
    }

    @Test func tabIndentation() {
        expectEdit(
            "let package = Package(\n\tname: \"P\",\n\ttargets: []\n)\n",
            "let package = Package(\n\tname: \"P\",\n\ttargets: [\n\t\t.target(\n\t\t\tname: \"B\",\n"
                + "\t\t\tdependencies: [\"A\"]\n\t\t),\n\t]\n)\n",
            addB
        )
    }
}
