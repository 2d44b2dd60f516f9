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

    @Test func theRegistrysNamesAreTheCommandsOwn() {
        #expect(CommandRegistry.names == CommandRegistry.commands.map { $0.spec.name })
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

    /// Every word that leads commands without being one itself (`add`, not `completion`) is a group
    /// of the registry, with its overview above its commands in its help, and no other word is.
    @Test func everyGroupHasItsOverviewFromTheRegistry() {
        let names: [String] = CommandRegistry.commands.map { $0.spec.name }
        var leading = Set<String>()
        for name in names {
            let words = name.split(separator: " ")
            if words.count > 1 && !names.contains(String(words[0])) { leading.insert(String(words[0])) }
        }
        let groups: [String] = CommandRegistry.groups.map { $0.name }
        #expect(Set(groups) == leading)
        for group in CommandRegistry.groups {
            let help = run(["help", group.name])
            #expect(help.status == 0)
            #expect(help.out.hasPrefix("OVERVIEW: \(group.abstract)\n"))
            for command in CommandRegistry.commands(inGroup: group.name) where !command.spec.isHidden {
                #expect(help.out.contains(command.spec.abstract))
            }
        }
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
