@testable import FiaKit
import Foundation
import Testing

/// `EmbeddingFixture.swift` is `BlueprintEmbedding`'s output for awkward contents, compiled
/// into this test target: if the compiler reads back exactly what went in, the escaping is right.
struct EmbeddingRoundTripTests {
    static let command = "FIA_RECORD_FIXTURES=1 swift test --filter EmbeddingRoundTripTests"
    static let fixturePath = Path.join(Path.parent(#filePath), "EmbeddingFixture.swift")

    static let awkwardFiles: [String: String] = [
        "quotes.swift": "let s = \"\"\"\n    hi\n    \"\"\"\n",
        "raw.swift": "let r = #\"a \"# b\"#\nlet q = ##\"\"\"\n\"\"\"#\n\"\"\"##\n",
        "interpolation.swift": "\\(name) \\#(name) \\##(name) \\\n\\#\nend\n",
        "hashes.md": "#### heading ## ###\n##",
        "no-trailing-newline.txt": "last line",
        "only-newlines.txt": "\n\n",
        "empty.txt": "",
        "unicode.txt": "café — 日本語 🚀 e\u{301} \u{FEFF}\u{200B}\n",
        "crlf.txt": "a\r\nb\r\n",
        "control.txt": "tab\there nul\u{0} esc\u{1B}[0m del\u{7F} nel\u{85} ls\u{2028} ps\u{2029} cr\r",
        "indented.txt": "    four\n\ttab\n  trailing   \n        \n",
        "delimiters.txt": "\"\"\"\n\"\"\"#\n  \"\"\"##\n\"",
        "dir/dot_gitignore": ".build/\n",
        "we\"ird\\name {{ x }}.txt": "{{ x }}",
    ]

    static var expectedSource: String {
        BlueprintEmbedding.swiftSource(
            for: awkwardFiles, typeName: "EmbeddingFixture", command: command, imports: "@testable import FiaKit\n"
        )
    }

    @Test func compiledFixtureHoldsExactlyTheAwkwardContents() {
        #expect(EmbeddingFixture.files.keys.sorted() == Self.awkwardFiles.keys.sorted())
        for (path, contents) in Self.awkwardFiles {
            let compiled = EmbeddingFixture.files[path].map { Array($0.unicodeScalars) }
            #expect(compiled == Array(contents.unicodeScalars), "'\(path)'")
        }
    }

    @Test func compiledFixtureHoldsTheTemplatesParsedAtRunTime() throws {
        func group(_ path: String) -> String { String(path.prefix { $0 != "/" }) }
        let groups = Set(Self.awkwardFiles.keys.map(group))
        #expect(groups.flatMap { EmbeddingFixture.templates(inGroup: $0).keys }.sorted() == Self.awkwardFiles.keys.sorted())
        for (path, contents) in Self.awkwardFiles {
            let relative = ParsedBlueprint.pathAfterGroup(path)
            let parsed = EmbeddingFixture.templates(inGroup: group(path))[path]
            #expect(parsed?.contents == (try Template(source: contents, name: path)).nodes, "'\(path)'")
            #expect(parsed?.path == (try Template(source: relative, name: path)).nodes, "path of '\(path)'")
        }
    }

    @Test func fixtureIsFresh() throws {
        let fileSystem = LocalFileSystem()
        if ProcessInfo.processInfo.environment["FIA_RECORD_FIXTURES"] == "1" {
            try fileSystem.write([(path: Self.fixturePath, contents: Self.expectedSource)])
        }
        let committed = try fileSystem.contents(of: Self.fixturePath)
        if committed != Self.expectedSource {
            Issue.record("""
                EmbeddingFixture.swift is stale: run `\(Self.command)`
                \(LineDiff.unified(from: committed ?? "", to: Self.expectedSource, path: "EmbeddingFixture.swift"))
                """)
        }
    }

    @Test func generatedSourceLexesIntoOneStringPerPathAndContent() throws {
        let files = Self.expectedSource.components(separatedBy: "static func templates(inGroup")[0]
        let tokens = try SwiftLexer.tokenize(files)
        let strings = tokens.filter { if case .string = $0.kind { true } else { false } }
        #expect(strings.count == Self.awkwardFiles.count * 2)
    }
}
