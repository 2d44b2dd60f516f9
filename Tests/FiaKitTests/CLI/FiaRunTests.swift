@testable import FiaKit
import Testing

/// `Fia.run` maps invocations to output and exit codes.
struct FiaRunTests {
    private func run(_ arguments: [String], fileSystem: InMemoryFileSystem = InMemoryFileSystem()) -> (status: Int32, out: String, err: String) {
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: "/work", output: recording.output())
        let status = Fia.run(arguments: arguments, context: context)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func helpListsEveryCommand() {
        let result = run(["--help"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("OVERVIEW: "))
        for command in CommandRegistry.commands where !command.spec.isHidden {
            #expect(result.out.contains(command.spec.name))
        }
        #expect(result.err.isEmpty)
    }

    @Test(arguments: CommandRegistry.commands.map { $0.spec.name })
    func everyCommandHasHelp(name: String) {
        let viaHelp = run(["help"] + name.split(separator: " ").map(String.init))
        let viaFlag = run(name.split(separator: " ").map(String.init) + ["--help"])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.out == viaFlag.out)
        #expect(viaHelp.out.contains("USAGE: fia \(name)"))
        #expect(viaHelp.out.contains("-h, --help"))
    }

    @Test func versionPrintsTheVersion() {
        #expect(run(["--version"]) == (0, Fia.version + "\n", ""))
    }

    @Test func usageErrorsExit64WithAHint() {
        let result = run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        #expect(result.err == "error: unknown command 'frobnicate'\nsee 'fia --help'\n")
    }

    @Test func commandUsageErrorsPointAtTheCommandsHelp() {
        let result = run(["new", "class"])
        #expect(result.status == 64)
        #expect(result.err.hasSuffix("see 'fia help new'\n"))
    }
}
