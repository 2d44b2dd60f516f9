@testable import FiaKit
import Testing

/// An edited manifest's scan made by lexing only the inserted text: when it is made, it is the
/// full lex token for token (debug builds also check this on every edit); where it could differ,
/// it is not made.
struct ManifestRescanTests {
    static let declaration = ".target(\n    name: \"B\",\n    dependencies: [\"A\"]\n)"

    /// The edits `addTarget` makes to append B, their result, and the rescan of it.
    func appendB(to source: String) throws -> (result: String, rescanned: ManifestScanner?) {
        let scanner = try ManifestScanner(source)
        let (package, targets) = try scanner.targetsArray()
        let unit = scanner.indentUnit(of: package)
        let edits = scanner.appendEdits(scanner.reindented(Self.declaration, unit: unit), to: targets, unit: unit, expandingEmpty: true)
        let result = scanner.appliedText(edits)
        return (result.string, scanner.rescanned(applying: edits, text: result))
    }

    @Test(arguments: [
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\"),\n    ]\n)\n",
        "let package = Package(\r\n    name: \"P\",\r\n    targets: [\r\n        .target(name: \"A\")\r\n    ]\r\n)\r\n",
        "// swift-tools-version: 5.9\n/* header */\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n",
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\"), /* kept */\n    ]\n)\n// after\n",
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\"), // trailing\n    ]\n)\n",
        "let package = Package(name: \"P\", targets: [])\n",
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\", path: \"\"\"\n        x\n        \"\"\"),\n    ]\n)\nlet s = \"é \\(1)\"\n",
    ])
    func aRescanIsTheFullLex(source: String) throws {
        let (result, rescanned) = try appendB(to: source)
        let full = try ManifestScanner(result)
        let scan = try #require(rescanned)
        #expect(scan.tokens == full.tokens)
        #expect(scan.comments == full.comments)
        #expect(scan.text.bytes == full.text.bytes)
    }

    /// A line comment ending in `\r` holds the insertion point (before the `\r\n`): lexed whole.
    @Test func anInsertionInsideACommentIsLexedWhole() throws {
        let source = "let package = Package(\r\n    name: \"P\",\r\n    targets: [\r\n        .target(name: \"A\"), // trailing\r\n    ]\r\n)\r\n"
        let (result, rescanned) = try appendB(to: source)
        #expect(rescanned == nil)
        #expect(try ManifestEditor.addTarget(named: "B", declaration: Self.declaration, to: source) == result)
    }

    /// An inserted text that ends in a line comment would swallow the rest of its line: lexed whole.
    @Test func anInsertedCommentIsLexedWhole() throws {
        let scanner = try ManifestScanner("let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n")
        let close = try #require(scanner.tokens.lastIndex { $0.isPunctuation(ascii("]")) })
        let edits = [ManifestEdit(offset: scanner.tokens[close].start, text: ", .target(name: \"B\") // b\n")]
        #expect(scanner.rescanned(applying: edits, text: scanner.appliedText(edits)) == nil)
    }

    /// An edited manifest read from the scans its edits kept is the manifest read afresh, lines included.
    @Test func editedReadsAreFreshReads() throws {
        let scans = ManifestScans()
        let first = try scans.scanner(for: Self.source)
        let before = try ManifestReader.read(first)
        #expect(before == (try ManifestReader.read(Self.source)))
        var edited = try ManifestEditor.addTarget(named: "D", declaration: ".target(\n    name: \"D\",\n    dependencies: [\"C\"]\n)", to: Self.source, scans: scans)
        edited = try ManifestEditor.addDependency("D", toTarget: "B", in: edited, scans: scans)
        edited = try ManifestEditor.addDependency("D", toTarget: "A", in: edited, scans: scans)
        let scanner = try scans.scanner(for: edited)
        let read = try ManifestReader.read(scanner)
        let fresh = try ManifestReader.read(edited)
        #expect(read == fresh)
        #expect(read.targets.map(\.name) == ["A", "B", "C", "CTests", "D"])
        #expect(read.targets[2].line == before.targets[2].line.map { $0 + 1 })
        #expect(read.targets[2].dependencies.map(\.line) == before.targets[2].dependencies.map { $0.line.map { $0 + 1 } })
    }

    static let source = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "P",
        targets: [
            .target(name: "A"),
            .target(
                name: "B",
                dependencies: [
                    "A",
                ]
            ),
            .target(name: "C", dependencies: [.product(name: "X", package: "x"), "A"], path: "Sources/C"),
            .testTarget(
                name: "CTests",
                dependencies: ["C"]
            ),
        ]
    )

    """
}
