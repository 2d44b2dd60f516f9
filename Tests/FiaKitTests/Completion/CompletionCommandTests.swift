@testable import FiaKit
import Testing

/// `fia completion` and its hidden `completion list`, in memory. The scripts themselves are
/// loaded and driven by real shells in EndToEndTests.
struct CompletionCommandTests {
    func run(_ arguments: String..., in fileSystem: InMemoryFileSystem, at directory: String = FixtureProject.root) -> (status: Int32, out: String, err: String) {
        let recording = RecordingOutput()
        let context = CommandContext(fileSystem: fileSystem, currentDirectory: directory, output: recording.output())
        return (Fia.run(arguments: arguments, context: context), recording.standardOutput, recording.standardError)
    }

    @Test func listsTheProjectsDriversAndFeatures() {
        let fileSystem = FixtureProject.withFeatures.fileSystem()
        #expect(run("completion", "list", "drivers", in: fileSystem) == (0, "Analytics\nLicense\nProfile\nSettings\n", ""))
        #expect(run("completion", "list", "features", in: fileSystem) == (0, "Cart\nLicenseList\nProfile\nSettings\n", ""))
        #expect(run("completion", "list", "drivers", "--project", FixtureProject.root, in: fileSystem, at: "/") == (0, "Analytics\nLicense\nProfile\nSettings\n", ""))
    }

    @Test func listsNothingOutsideAProjectOrInAFreshOne() {
        #expect(run("completion", "list", "drivers", in: InMemoryFileSystem(directories: ["/tmp"]), at: "/tmp") == (0, "", ""))
        #expect(run("completion", "list", "features", in: FixtureProject.fresh.fileSystem()) == (0, "", ""))
    }

    @Test func unknownShellsAndKindsAreUsageErrors() {
        let fileSystem = InMemoryFileSystem(directories: ["/tmp"])
        let shell = run("completion", "tcsh", in: fileSystem, at: "/tmp")
        #expect(shell.status == 64)
        #expect(shell.err == "error: unknown shell 'tcsh' for 'fia completion'; use one of bash|zsh|fish\nsee 'fia help completion'\n")
        #expect(run("completion", "list", "entities", in: fileSystem, at: "/tmp").status == 64)
        #expect(run("completion", in: fileSystem, at: "/tmp").status == 64)
    }

    @Test func theListCommandIsHidden() {
        let overview = Help.overview()
        #expect(overview.contains("completion"))
        #expect(!overview.contains("completion list"))
        let tree = CompletionTree()
        #expect(tree.commands["completion list"] == nil)
        #expect(!tree.children["completion", default: []].contains { $0.word == "list" })
    }

    /// Every visible command, subcommand and option of the registry is in every script.
    @Test(arguments: CompletionShell.allCases)
    func scriptsCoverTheRegistry(_ shell: CompletionShell) {
        let script = shell.script()
        for command in CommandRegistry.commands where !command.spec.isHidden {
            for word in command.spec.name.split(separator: " ") {
                #expect(script.contains("'\(word)") || script.contains(" \(word) "), "\(shell): \(word)")
            }
            for option in command.spec.options {
                let name = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(script.contains(name), "\(shell): \(command.spec.name) \(option.name)")
            }
        }
        #expect(script.contains("fia completion list"), "\(shell)")
    }

    @Test func theTreeFollowsTheRegistry() {
        let tree = CompletionTree()
        #expect(tree.children[""]?.map(\.word) == ["new", "add", "remove", "rename", "init", "doctor", "graph", "completion", "help"])
        #expect(tree.children["remove"]?.map(\.word) == ["feature", "driver", "usecase"])
        #expect(RemoveFeatureCommand.spec.arguments.first?.completion == .projectNames(.features, commaSeparated: false))
        #expect(tree.children["rename"]?.map(\.word) == ["feature"])
        #expect(RenameFeatureCommand.spec.arguments.first?.completion == .projectNames(.features, commaSeparated: false))
        #expect(tree.children["add"]?.map(\.word) == ["feature", "driver", "usecase"])
        #expect(tree.children["help add"]?.map(\.word) == ["feature", "driver", "usecase"])
        #expect(tree.options(of: "graph").map(\.name) == ["--format", "--features", "--project", "--help"])
        #expect(AddFeatureCommand.spec.options.first { $0.name == "--uses" }?.completion == .projectNames(.drivers, commaSeparated: true))
    }
}
