@testable import FiaKit
import Testing

/// `fia graph` as the CLI runs it: formats, usage errors, and projects it cannot read.
struct GraphCommandTests {
    func run(_ arguments: [String], in fileSystem: InMemoryFileSystem, at directory: String = FixtureProject.root) -> (status: Int32, out: String, err: String) {
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: directory, output: recording.output())
        let status = Fia.run(arguments: arguments, context: context)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func printsMermaidByDefaultAndEachFormatOnRequest() throws {
        let fileSystem = FixtureProject.withFeatures.fileSystem()
        let mermaid = run(["graph"], in: fileSystem)
        #expect(mermaid.status == 0)
        #expect(mermaid.err.isEmpty)
        #expect(try MermaidFlowchart(mermaid.out).labels.values.contains("SettingsFramework"))
        #expect(run(["graph", "--format", "dot"], in: fileSystem).out.hasPrefix("digraph \"Demo\" {"))
        #expect(run(["graph", "--format=json", "--features"], in: fileSystem).out.contains(#""kind": "uses""#))
        #expect(run(["graph", "--project", FixtureProject.root], in: fileSystem, at: "/").out == mermaid.out)
    }

    @Test func anUnknownFormatIsAUsageError() {
        let result = run(["graph", "--format", "svg"], in: FixtureProject.withFeatures.fileSystem())
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        #expect(result.err == "error: unknown format 'svg' for 'fia graph'; use one of mermaid|dot|json\nsee 'fia help graph'\n")
    }

    @Test func outsideAProjectItFails() {
        let result = run(["graph"], in: InMemoryFileSystem(directories: ["/tmp"]), at: "/tmp")
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("error: no Package.swift in '/tmp' or any directory above it\n"))
    }

    @Test func aManifestItCannotReadFailsWithTheReason() throws {
        let broken = FixtureProject.withFeatures.setting("Package.swift", to: "let package = Package(name: \"Demo\", targets: makeTargets())\n")
        let recording = RecordingOutput()
        var command = try GraphCommand(arguments: ParsedArguments(["--project", FixtureProject.root], spec: GraphCommand.spec))
        command.dumpPackage = { _ in throw FixtureError.noDumpPackage }
        let context = CommandContext(fileSystem: broken.fileSystem(), currentDirectory: "/", output: recording.output())
        let error = #expect(throws: GraphError.self) { try command.run(in: context) }
        #expect(error?.description.hasPrefix("cannot draw the module graph: 'Package.swift' is not in a literal form") == true)
        #expect(recording.standardOutput.isEmpty)
    }

    @Test func helpShowsTheFormatsAndAnExample() {
        let help = Help.command(GraphCommand.spec)
        #expect(help.contains("--format <format>"))
        #expect(help.contains("mermaid|dot|json"))
        #expect(help.contains("dot -Tsvg"))
    }
}
