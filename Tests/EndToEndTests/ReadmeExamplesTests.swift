import Foundation
import Testing

/// README.md's command examples, run in order with the built `fia`, as a reader would paste them.
struct ReadmeExamplesTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The lines of the `sh` blocks in the "Commands" section, comments dropped; the
    /// `fia completion` block is left out: it sets up each shell, in that shell's own syntax.
    static func commandExamples() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: "\n## Commands\n"), let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex) else {
            Issue.record("README.md has no '## Commands' section followed by another section")
            return []
        }
        var lines: [String] = []
        var inBlock = false
        var heading = ""
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### ") { heading = String(line) }
            if line.hasPrefix("```") {
                inBlock = line == "```sh" && !inBlock && !heading.contains("fia completion")
                continue
            }
            guard inBlock else { continue }
            let command = line.range(of: "  #").map { line[..<$0.lowerBound] } ?? line[...]
            if !command.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(String(command)) }
        }
        return lines
    }

    @Test func everyCommandExampleRunsInOrder() throws {
        let examples = try Self.commandExamples()
        #expect(examples.filter { $0.hasPrefix("fia ") }.count >= 10, "\(examples)")
        let home = try TemporaryDirectory()
        let script = "set -e\nexport HOME='\(home.path)' PATH='\(Shell.productsDirectory.path):'\"$PATH\"\n"
            + examples.map { "echo '$ \($0)'\n\($0)" }.joined(separator: "\n")
        let result = try Shell.run("sh", ["-c", script], in: home.path)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.path + "/Developer/MyApp/Package.swift"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/Shop"), "the --dry-run example writes nothing")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/MyApp/Sources/PresentationLayer/Billing"), "nor does this one")
    }
}
