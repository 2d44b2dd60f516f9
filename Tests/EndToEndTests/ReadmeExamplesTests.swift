import FiaTestSupport
import Foundation
import Testing

/// README.md's command examples, run in order with the built `fia`, as a reader would paste them.
struct ReadmeExamplesTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The lines of the `sh` blocks of the section `## <section>`, comments dropped; blocks
    /// under a `###` heading containing one of `skipping` are left out.
    static func shellLines(section: String, skipping: [String] = []) throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let start = text.range(of: "\n## \(section)\n"), let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex) else {
            Issue.record("README.md has no '## \(section)' section followed by another section")
            return []
        }
        var lines: [String] = []
        var inBlock = false
        var heading = ""
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### ") { heading = String(line) }
            if line.hasPrefix("```") {
                inBlock = line == "```sh" && !inBlock && !skipping.contains { heading.contains($0) }
                continue
            }
            guard inBlock else { continue }
            let command = line.range(of: "  #").map { line[..<$0.lowerBound] } ?? line[...]
            if !command.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(command.trimmingCharacters(in: .whitespaces)) }
        }
        return lines
    }

    /// The lines of the `sh` blocks in the "Commands" section; the `fia completion` block is
    /// left out: it sets up each shell, in that shell's own syntax.
    static func commandExamples() throws -> [String] {
        try shellLines(section: "Commands", skipping: ["fia completion"])
    }

    /// The command README gives to build fia on Linux: it must make the self-contained binary.
    static let staticBuild = "swift build -c release --static-swift-stdlib -Xswiftc -static-executable"

    /// Runs `lines` as a new user would, in a clone of fia whose `.build/release/fia` is the
    /// built `fia` (building it again is what this suite's own build just did), with a fresh
    /// HOME and a PATH without the build's products: a `fia` found afterwards was installed by
    /// the lines themselves. `swift` and `open` are stand-ins that log their arguments and directory
    /// and succeed: that a fresh project builds and passes its tests is
    /// `GeneratedProjectTests.freshProjectBuildsTestsAndPassesDoctor`, which runs them for real, and
    /// what macOS's `open` hands Xcode is checked here to exist.
    static func runAsNewUser(_ lines: [String]) throws -> (result: Shell.Result, home: TemporaryDirectory) {
        let home = try TemporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(atPath: home.path + "/fia/.build/release", withIntermediateDirectories: true)
        try manager.copyItem(atPath: Shell.fia, toPath: home.path + "/fia/.build/release/fia")
        try manager.createDirectory(atPath: home.path + "/stand-ins", withIntermediateDirectories: true)
        for program in ["swift", "open"] {
            try "#!/bin/sh\necho \"$PWD: \(program) $*\" >> \"$HOME/\(program).log\"\n".write(toFile: home.path + "/stand-ins/" + program, atomically: true, encoding: .utf8)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home.path + "/stand-ins/" + program)
        }
        try manager.createDirectory(atPath: home.path + "/tmp", withIntermediateDirectories: true)
        let products = Shell.productsDirectory.path
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .filter { $0 != products && $0 != products + "/" && !FileManager.default.fileExists(atPath: $0 + "/fia") }
            .joined(separator: ":")
        let script = "set -e\nexport HOME='\(home.path)' TMPDIR='\(home.path)/tmp' PATH='\(home.path)/stand-ins:\(path)'\n"
            + "if command -v fia >/dev/null; then echo 'fia is on PATH before the install' >&2; exit 99; fi\n"
            + lines.map { "echo '$ \($0)'\n\($0)" }.joined(separator: "\n")
            + "\necho \"fia on PATH: $(command -v fia)\""
        return (try Shell.run("sh", ["-c", script], in: home.path + "/fia"), home)
    }

    @Test func quickStartEndsWithFiaOnPath() throws {
        let lines = try Self.shellLines(section: "Quick start")
        #expect(lines.first == Self.staticBuild, "\(lines)")
        let (result, home) = try Self.runAsNewUser(Array(lines.dropFirst()))
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        #expect(result.stdout.contains("fia on PATH: \(home.path)/.local/bin/fia"), "\(result.stdout)")
        #expect(FileManager.default.isExecutableFile(atPath: home.path + "/.local/bin/fia"))
        // The quick start's project is in a fresh folder under TMPDIR; it got its feature.
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: home.path + "/tmp")) ?? []
        let demo = folders.map { home.path + "/tmp/" + $0 + "/Demo" }.first { FileManager.default.fileExists(atPath: $0) }
        #expect(demo != nil, "no Demo project under \(folders)")
        if let demo {
            #expect(FileManager.default.fileExists(atPath: demo + "/Sources/PresentationLayer/Settings/SettingsPresenter.swift"))
            let log = (try? String(contentsOfFile: home.path + "/swift.log", encoding: .utf8)) ?? ""
            #expect(log.contains("\(demo): swift build") && log.contains("\(demo): swift test"), "\(log)")
            // The quick start opens the workspace `fia new` wrote.
            let opened = (try? String(contentsOfFile: home.path + "/open.log", encoding: .utf8)) ?? ""
            let workspace = opened.split(separator: "\n").first.map { line in
                line.split(separator: " ", maxSplits: 2).map(String.init)
            }
            #expect(workspace?.count == 3 && workspace?[1] == "open", "\(opened)")
            if let workspace, workspace.count == 3 {
                let path = String(workspace[0].dropLast()) + "/" + workspace[2]
                #expect(path == demo + "/Demo.xcworkspace", "\(opened)")
                #expect(FileManager.default.fileExists(atPath: path + "/contents.xcworkspacedata"), "\(opened)")
            }
        }
    }

    @Test func installPutsFiaOnPath() throws {
        let lines = try Self.shellLines(section: "Install")
        #expect(lines.first == Self.staticBuild, "\(lines)")
        // The build lines are the Linux and the macOS alternative; the rest install the binary.
        let install = lines.filter { !$0.hasPrefix("swift build") }
        #expect(install.count == 1 && install[0].contains("~/.local/bin"), "\(lines)")
        let (result, home) = try Self.runAsNewUser(install + ["export PATH=\"$HOME/.local/bin:$PATH\"", "fia --version"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("fia on PATH: \(home.path)/.local/bin/fia"), "\(result.stdout)")
    }

    /// The optional tools the "Commands" examples use: a line runs one when a stage of its
    /// pipeline starts with the tool's program.
    static let exampleTools: [(program: String, tool: ExternalTool)] = [("dot", .dot), ("patch", .patch)]

    /// Whether `line` runs `program` as one of its pipeline's commands.
    static func runs(_ program: String, _ line: String) -> Bool {
        line.split(separator: "|").contains { $0.split(separator: " ").first.map(String.init) == program }
    }

    @Test(.requires(.dot), .requires(.patch))
    func everyCommandExampleRunsInOrder() throws {
        try runCommandExamples(leavingOut: [])
    }

    /// Where graphviz or patch is missing (never under `CI=true`, which fails the test above
    /// instead), every other example still runs, in order.
    @Test(.enabled(if: exampleTools.contains { !$0.tool.isInstalled } && !ExternalTool.isCI, "only where graphviz or patch is missing: everyCommandExampleRunsInOrder runs every line"))
    func everyCommandExampleWithoutAMissingToolRunsInOrder() throws {
        try runCommandExamples(leavingOut: Self.exampleTools.filter { !$0.tool.isInstalled }.map(\.program))
    }

    private func runCommandExamples(leavingOut programs: [String]) throws {
        let all = try Self.commandExamples()
        let examples = all.filter { line in !programs.contains { Self.runs($0, line) } }
        #expect(examples.filter { $0.hasPrefix("fia ") }.count >= 10, "\(examples)")
        #expect(all.count - examples.count <= programs.count, "left out more than one line per missing tool: \(programs)")
        let home = try TemporaryDirectory()
        let script = "set -e\nexport HOME='\(home.path)' PATH='\(Shell.productsDirectory.path):'\"$PATH\"\n"
            + examples.map { "echo '$ \($0)'\n\($0)" }.joined(separator: "\n")
        let result = try Shell.run("sh", ["-c", script], in: home.path)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.path + "/Developer/MyApp/Package.swift"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/Shop"), "the --dry-run example writes nothing")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/MyApp/Sources/PresentationLayer/Billing"), "nor does this one")
        if !programs.contains("patch") {
            #expect(FileManager.default.fileExists(atPath: home.path + "/MyApp/Sources/PresentationLayer/Invoices/InvoicesPresenter.swift"), "the patch example applies the dry run")
        }
        if !programs.contains("dot") {
            #expect((try? String(contentsOfFile: home.path + "/MyApp/graph.svg", encoding: .utf8))?.contains("<svg") == true, "the dot example draws the graph")
        }
    }
}
