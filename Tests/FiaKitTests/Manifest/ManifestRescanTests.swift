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

    /// What `targetsArray()` answers (the call and array, or the refusal), found from the tokens.
    static func found(_ scanner: ManifestScanner) -> String {
        do {
            let (package, targets) = try scanner.findTargetsArray()
            return "\(package) \(targets)"
        } catch {
            return "refused: \(error)"
        }
    }

    /// A rescan carries the edited scan's targets array instead of looking for the `Package(` call
    /// again: it must be the one found from its tokens, whatever the insertion holds (another
    /// `Package(` call, a `(` after a `Package` word, braces, a `#if`, non-ASCII, CRLF).
    @Test(arguments: [
        (".target(name: \"B\", path: Package(\"x\"))", 0),
        (".target(name: \"B\", dependencies: [{ Package(name: \"q\") }()])", 0),
        (".target(name: \"B\") /* é */", 0),
        ("\n#if os(Linux)\n.target(name: \"B\")\n#endif\n", 0),
        (".target(name: \"B\", path: \"é\")", 1),
        (".target(name: \"B\")", 2),
        ("(name: \"Q\", targets: [])", 3),
    ])
    func aRescanCarriesTheTargetsArrayFoundFromItsTokens(insertion: String, layout: Int) throws {
        let sources = [
            "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\"),\n    ]\n)\n",
            "let package = Package(\r\n    name: \"P\",\r\n    targets: [\r\n        .target(name: \"A\")\r\n    ]\r\n)\r\nlet é = 1\r\n",
            "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\nlet other = Package\n",
            "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\nlet other = Package\n",
        ]
        let scanner = try ManifestScanner(sources[layout])
        let (_, targets) = try scanner.targetsArray()
        // At the end of the targets array, or (last layout) right after the second `Package` word.
        let offset = layout == 3 ? scanner.bytes.count - 1 : scanner.tokens[targets.close].start
        let text = layout == 3 ? insertion : ", " + insertion + " "
        let edits = [ManifestEdit(offset: offset, text: text)]
        let rescan = scanner.rescanned(applying: edits, text: scanner.appliedText(edits))
        let full = try ManifestScanner(scanner.appliedText(edits).string)
        if let rescan {
            #expect(Self.found(rescan) == Self.found(full))
            let kept = try? rescan.targetsArray()
            #expect(kept.map { "\($0.package) \($0.targets)" } ?? "refused" == (try? full.targetsArray()).map { "\($0.package) \($0.targets)" } ?? "refused")
        }
    }

    /// The usual append carries it (the test above is not about rescans that never carry), and an
    /// insertion holding a `Package` word does not.
    @Test func anAppendCarriesTheTargetsArrayAndAPackageWordDoesNot() throws {
        let source = "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\"),\n    ]\n)\n"
        let (_, rescanned) = try appendB(to: source)
        #expect(try #require(rescanned).reads.targetsArray != nil)
        let scanner = try ManifestScanner(source)
        let (_, targets) = try scanner.targetsArray()
        let edits = [ManifestEdit(offset: scanner.tokens[targets.close].start, text: " .target(name: \"B\", path: Package(\"x\")), ")]
        let rescan = try #require(scanner.rescanned(applying: edits, text: scanner.appliedText(edits)))
        #expect(rescan.reads.targetsArray == nil)
    }
}
