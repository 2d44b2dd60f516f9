@testable import FiaKit
import Foundation
import Testing

/// The committed `EmbeddedBlueprints.swift` must match `Blueprints/` on disk.
struct BlueprintEmbeddingTests {
    /// The package root: this file is `<root>/Tests/FiaKitTests/Blueprints/BlueprintEmbeddingTests.swift`.
    static let packageRoot = Path.parent(Path.parent(Path.parent(Path.parent(#filePath))))

    static func blueprintsOnDisk() throws -> [String: String] {
        let directory = Path.join(packageRoot, BlueprintEmbedding.blueprintsDirectory)
        return try BlueprintEmbedding.files(in: directory, fileSystem: LocalFileSystem())
    }

    @Test func generatedFileIsFresh() throws {
        let expected = BlueprintEmbedding.swiftSource(for: try Self.blueprintsOnDisk())
        let committed = try LocalFileSystem().contents(of: Path.join(Self.packageRoot, BlueprintEmbedding.generatedFile))
        if committed != expected {
            let file = BlueprintEmbedding.generatedFile
            Issue.record("""
                \(file) is stale: run `\(BlueprintEmbedding.command)` and commit the result
                \(LineDiff.unified(from: committed ?? "", to: expected, path: file))
                """)
        }
    }

    @Test func compiledBlueprintsEqualTheFilesOnDisk() throws {
        let onDisk = try Self.blueprintsOnDisk()
        #expect(
            EmbeddedBlueprints.files.keys.sorted() == onDisk.keys.sorted(),
            "run `\(BlueprintEmbedding.command)` and rebuild"
        )
        for (path, contents) in onDisk {
            // Scalars, not `==`: String equality would forgive a change of Unicode normalisation.
            let embedded = EmbeddedBlueprints.files[path].map { Array($0.unicodeScalars) }
            #expect(embedded == Array(contents.unicodeScalars), "'\(path)' differs: run `\(BlueprintEmbedding.command)`")
        }
    }

    @Test func everyEmbeddedBlueprintIsAValidTemplate() {
        for (path, contents) in EmbeddedBlueprints.files {
            #expect(throws: Never.self, "'\(path)'") { try Template(source: contents, name: path) }
            #expect(throws: Never.self, "path of '\(path)'") { try Template(source: path, name: path) }
        }
    }

    @Test func templatesParsedAtBuildTimeEqualTheRunTimeParse() throws {
        // One table per group, each holding that group's blueprints and no other.
        let groups = Set(EmbeddedBlueprints.files.keys.map { String($0.prefix { $0 != "/" }) })
        let tables = groups.map { group in (group, EmbeddedBlueprints.templates(inGroup: group)) }
        #expect(tables.flatMap(\.1.keys).sorted() == EmbeddedBlueprints.files.keys.sorted())
        #expect(tables.allSatisfy { group, table in table.keys.allSatisfy { $0.hasPrefix(group + "/") } })
        #expect(EmbeddedBlueprints.templates(inGroup: "nothing").isEmpty)
        for (path, contents) in EmbeddedBlueprints.files {
            let parsed = EmbeddedBlueprints.templates(inGroup: String(path.prefix { $0 != "/" }))[path]
            #expect(parsed?.contents == (try Template(source: contents, name: path)).nodes, "'\(path)': run `\(BlueprintEmbedding.command)`")
            let relative = ParsedBlueprint.pathAfterGroup(path)
            #expect(parsed?.path == (try Template(source: relative, name: path)).nodes, "path of '\(path)'")
        }
    }

    @Test func aBlueprintThatDoesNotParseIsLeftForTheRunTimeParse() {
        let source = BlueprintEmbedding.swiftSource(for: ["g/ok.txt": "{{ name }}", "g/bad.txt": "{% if %}"])
        #expect(source.contains("\"g/ok.txt\": ParsedBlueprint("))
        #expect(!source.contains("\"g/bad.txt\": ParsedBlueprint("))
    }

    @Test func filesIncludeDotFilesAndSkipFinderJunk() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "/r/Blueprints/new/.gitignore": ".build/\n",
            "/r/Blueprints/new/Sources/A.swift": "a",
            "/r/Blueprints/.DS_Store": "junk",
            "/r/Blueprints/new/.hidden/b": "",
            "/r/Other/c": "not a blueprint",
        ])
        let files = try BlueprintEmbedding.files(in: "/r/Blueprints", fileSystem: fileSystem)
        #expect(files == ["new/.gitignore": ".build/\n", "new/Sources/A.swift": "a", "new/.hidden/b": ""])
    }

    @Test func sourceIsSortedAndIndependentOfInsertionOrder() {
        var forward: [String: String] = [:]
        var backward: [String: String] = [:]
        let paths = ["b/x", "a/y", "a/x", "c", "a/.z"]
        for path in paths { forward[path] = path }
        for path in paths.reversed() { backward[path] = path }
        let source = BlueprintEmbedding.swiftSource(for: forward)
        #expect(source == BlueprintEmbedding.swiftSource(for: backward))
        let keys = source.split(separator: "\n").filter { $0.hasPrefix("        \"") }.map { $0.split(separator: ":")[0] }
        let sorted: [Substring] = ["        \"a/.z\"", "        \"a/x\"", "        \"a/y\"", "        \"b/x\"", "        \"c\""]
        #expect(keys == sorted + sorted, "the files, then the same blueprints parsed")
        #expect(source.hasPrefix("// GENERATED FILE — DO NOT EDIT. Regenerate with `swift run embed-blueprints`.\n"))
    }

    @Test func noBlueprintsGiveAnEmptyDictionary() {
        let source = BlueprintEmbedding.swiftSource(for: [:])
        #expect(source.contains("public static let files: [String: String] = [:]\n"))
        #expect(source.contains("static func templates(inGroup group: String) -> [String: ParsedBlueprint] {\n        switch group {\n        default: [:]\n"))
        #expect(source.contains("uses: [],\n        viewsOnly: [],\n        declared: []\n    )\n"))
    }

    @Test(arguments: [
        ("a\n", "#\"\"\"\na\n\n\"\"\"#"),
        ("a", "#\"\"\"\na\n\"\"\"#"),
        ("", "#\"\"\"\n\n\"\"\"#"),
        ("x \"# y", "##\"\"\"\nx \"# y\n\"\"\"##"),
        ("### \\##(", "####\"\"\"\n### \\##(\n\"\"\"####"),
        ("a\r\nb", "#\"\"\"\na\\#u{d}\nb\n\"\"\"#"),
        ("\u{0}\u{1B}\t", "#\"\"\"\n\\#u{0}\\#u{1b}\t\n\"\"\"#"),
    ])
    func rawLiteral(text: String, literal: String) {
        #expect(BlueprintEmbedding.rawLiteral(text) == literal)
    }

    @Test func pathsAreQuotedAsPlainLiterals() {
        #expect(BlueprintEmbedding.quoted("new/Sources/{{ name }}/A.swift") == "\"new/Sources/{{ name }}/A.swift\"")
        #expect(BlueprintEmbedding.quoted("a\"b\\c\u{7}") == "\"a\\\"b\\\\c\\u{7}\"")
    }
}
