@testable import FiaKit
import FiaTestSupport
import Foundation
import Testing

/// `fia completion`'s scripts loaded and driven by the real shells, in a generated project
/// whose drivers are Settings and Profile and whose features are Settings, Profile and Notes.
struct CompletionCommandLineTests {
    private func generatedProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for arguments in [
            ["new", "Demo"], ["add", "feature", "Settings", "--project", "Demo"],
            ["add", "feature", "Profile", "--project", "Demo"], ["add", "feature", "Notes", "--no-driver", "--uses", "Settings", "--project", "Demo"],
        ] {
            let result = try Shell.fia(arguments, in: directory.path)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return directory
    }

    /// `script` run by `shell` with the built fia first on PATH.
    private func run(_ shell: String, _ arguments: [String], _ script: String, in directory: String) throws -> Shell.Result {
        let path = "export PATH=\"\(Shell.productsDirectory.path):$PATH\"\n"
        return try Shell.run(shell, arguments + [(shell == "fish" ? "set -x PATH \"\(Shell.productsDirectory.path)\" $PATH\n" : path) + script], in: directory)
    }

    @Test(.requires(.bash))
    func bashLoadsTheScript() throws { try checkParses("bash", ["-n"]) }

    @Test(.requires(.zsh))
    func zshLoadsTheScript() throws { try checkParses("zsh", ["-n"]) }

    @Test(.requires(.fish))
    func fishLoadsTheScript() throws { try checkParses("fish", ["--no-execute"]) }

    private func checkParses(_ shell: String, _ check: [String]) throws {
        let directory = try TemporaryDirectory()
        let script = try Shell.fia(["completion", shell], in: directory.path)
        #expect(script.status == 0)
        try directory.write(script.stdout, to: "fia.\(shell)")
        let parsed = try Shell.run(shell, check + ["fia.\(shell)"], in: directory.path)
        #expect(parsed.status == 0, "\(shell) rejects the script: \(parsed.stderr)")
        #expect(parsed.stderr.isEmpty)
    }

    /// Each line: the words on the command line (the last one being completed) and the
    /// completions bash offers, as `COMPREPLY` joined by spaces.
    static let bashCases: [(words: [String], expected: String)] = [
        (["fia", ""], "new add remove rename init doctor graph completion help"),
        (["fia", "gr"], "graph"),
        (["fia", "-"], "--version --help"),
        (["fia", "add", ""], "feature driver usecase"),
        (["fia", "add", "feature", "X", "--u"], "--uses --usecase"),
        (["fia", "add", "feature", "X", "--uses", ""], "Profile Settings"),
        (["fia", "add", "feature", "X", "--uses", "Settings,P"], "Settings,Profile"),
        (["fia", "add", "feature", "X", "--driver", "S"], "Settings"),
        (["fia", "add", "feature", "X", "--dry-run", "--driver", ""], "Profile Settings"),
        (["fia", "graph", "--format", ""], "mermaid dot json"),
        (["fia", "graph", "--format", "=", "j"], "json"),
        (["fia", "doctor", "--format", "s"], "sarif"),
        (["fia", "doctor", "--"], "--project --format --json --strict --list-checks --write-baseline --dry-run --verbose --help"),
        (["fia", "completion", ""], "bash zsh fish"),
        (["fia", "completion", "bash", ""], ""),
        (["fia", "help", ""], "new add remove rename init doctor graph completion"),
        (["fia", "rename", "feature", ""], "Notes Profile Settings"),
        (["fia", "rename", "feature", "S"], "Settings"),
        (["fia", "rename", "feature", "Settings", ""], ""),
        (["fia", "help", "add", ""], "feature driver usecase"),
        (["fia", "remove", ""], "feature driver usecase"),
        (["fia", "remove", "driver", ""], "Profile Settings"),
    ]

    @Test(.requires(.bash))
    func bashCompletesCommandsOptionsAndNames() throws {
        let directory = try generatedProject()
        var script = """
            source <(fia completion bash)
            complete -p fia
            c() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _fia; printf '%s\\n' "${COMPREPLY[*]}"; }

            """
        for (words, _) in Self.bashCases {
            script += "c " + words.map { "'\($0)'" }.joined(separator: " ") + "\n"
        }
        // Outside the project there are no names, unless --project names one.
        script += "cd .. && c fia add feature X --uses '' && c fia add feature X --project Demo --uses ''\n"
        script += "HOME=\"$PWD\" c fia add feature X --project '~/Demo' --uses ''\n"
        let result = try run("bash", ["-c"], script, in: directory.path + "/Demo")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        try #require(lines.count == Self.bashCases.count + 5, "\(result.stdout)")
        #expect(lines[0] == "complete -F _fia fia")
        for (index, (words, expected)) in Self.bashCases.enumerated() {
            #expect(lines[index + 1] == expected, "\(words)")
        }
        #expect(lines[Self.bashCases.count + 1] == "")
        #expect(lines[Self.bashCases.count + 2] == "Profile Settings")
        #expect(lines[Self.bashCases.count + 3] == "Profile Settings")
    }

    @Test(.requires(.fish))
    func fishCompletesCommandsOptionsAndNames() throws {
        let directory = try generatedProject()
        let cases: [(String, [String])] = [
            ("fia ", ["add", "completion", "doctor", "graph", "help", "init", "new", "remove", "rename"]),
            ("fia rename feature ", ["Notes", "Profile", "Settings"]),
            ("fia add ", ["driver", "feature", "usecase"]),
            ("fia add feature X --uses ", ["Profile", "Settings"]),
            ("fia add feature X --uses Settings,", ["Settings,Profile", "Settings,Settings"]),
            ("fia graph --format ", ["dot", "json", "mermaid"]),
            ("fia completion ", ["bash", "fish", "zsh"]),
            ("fia completion zsh ", []),
        ]
        var script = "fia completion fish | source\n"
        for (line, _) in cases {
            script += "echo '=== \(line)'; complete -C '\(line)' | string replace -r '\\t.*' ''; true\n"
        }
        let result = try run("fish", ["-c"], script, in: directory.path + "/Demo")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let blocks = result.stdout.components(separatedBy: "=== ").dropFirst()
        try #require(blocks.count == cases.count, "\(result.stdout)")
        for ((line, expected), block) in zip(cases, blocks) {
            let offered = block.components(separatedBy: "\n").dropFirst().filter { !$0.isEmpty }
            #expect(offered == expected, "\(line)")
        }
        let options = try run("fish", ["-c"], "fia completion fish | source; complete -C 'fia add feature X --'", in: directory.path + "/Demo")
        #expect(options.stdout.contains("--uses\tComma-separated existing drivers"))
    }

    /// zsh completes only inside its line editor, so this drives an interactive zsh through a
    /// pseudo-terminal (`zpty`): load `script`, type each line and TAB, read what zsh lists until
    /// the last expected word appears, erase the line (^U: ^C would flush the terminal's input) and read the rest. Returns what zsh printed per line.
    private func zshCompletions(_ script: String, _ cases: [(line: String, expected: [String])], in directory: TemporaryDirectory) throws -> [String] {
        let driver = """
            zmodload zsh/zpty || exit 3
            zpty z zsh -f -i
            # Reads what zsh prints until $1 appears or 10 s pass.
            drain() {
              local chunk out="" tries=0
              while (( tries < 200 )); do
                if zpty -rt z chunk 2>/dev/null; then out+=$chunk; [[ $out == *$1* ]] && break; else (( tries++ )); sleep 0.05; fi
              done
              REPLY=$out
            }
            # Runs a command whose output (SYNC_<n>_) differs from its echoed text, and reads
            # until it appears: everything zsh printed before has then been read.
            integer n=0
            sync() { (( n++ )); zpty -w z "print -r -- SYNC_\\$(( $n ))_"; drain "SYNC_${n}_"; }
            zpty -w z 'PROMPT="READY> "; autoload -Uz compinit; compinit -u -D; source ../_fia; LISTMAX=1000; bindkey -e'
            sync
            while (( $# >= 2 )); do
              zpty -w -n z "$1"$'\\t'
              drain "$2"
              block=$REPLY
              zpty -w -n z $'\\C-u'
              sync
              print -r -- "=== $1"
              print -r -- "$block$REPLY"
              shift 2
            done
            zpty -d z
            """
        try directory.write(driver, to: "drive.zsh")
        try directory.write(script, to: "_fia")
        let arguments = cases.flatMap { [$0.line, $0.expected.last!] }
        let command = "export PATH=\"\(Shell.productsDirectory.path):$PATH\"; source ../drive.zsh \"$@\""
        let result = try Shell.run("zsh", ["-f", "-c", command, "zsh"] + arguments, in: directory.path + "/Demo")
        #expect(result.status == 0, "\(result.stderr)")
        let blocks = Array(result.stdout.components(separatedBy: "=== ").dropFirst())
        try #require(blocks.count == cases.count, "\(result.stdout)")
        for (testCase, block) in zip(cases, blocks) {
            for word in testCase.expected {
                #expect(block.contains(word), "'\(testCase.line)' does not offer \(word): \(block)")
            }
        }
        return blocks
    }

    @Test(.requires(.zsh))
    func zshCompletesCommandsOptionsAndNames() throws {
        let directory = try generatedProject()
        let script = try Shell.fia(["completion", "zsh"], in: directory.path)
        try #require(script.status == 0)
        let blocks = try zshCompletions(script.stdout, [
            ("fia gr", ["fia graph"]),
            ("fia add feature X --dr", ["--driver", "--dry-run", "write nothing"]),
            ("fia add feature X --uses ", ["Profile", "Settings"]),
            ("fia add feature X --uses Settings,", ["Profile"]),
            ("fia graph --format ", ["mermaid", "dot", "json"]),
            ("fia completion ", ["bash", "fish", "zsh"]),
        ], in: directory)
        // Drivers, not features: Notes has no driver of its own.
        #expect(!blocks[2].contains("Notes"))
    }

    /// `remove feature` takes an existing feature's name: each shell offers the project's features there.
    static let tree = CompletionTree()

    @Test(.requires(.bash))
    func bashCompletesFeatureNames() throws {
        let directory = try generatedProject()
        try directory.write(CompletionShell.bash.script(tree: Self.tree), to: "fia.bash")
        let script = """
            source ../fia.bash
            c() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _fia; printf '%s\\n' "${COMPREPLY[*]}"; }
            c fia remove ''
            c fia remove feature ''
            c fia remove feature P
            c fia remove feature Settings ''
            """
        let result = try run("bash", ["-c"], script, in: directory.path + "/Demo")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == "feature driver usecase\nNotes Profile Settings\nProfile\n\n")
    }

    @Test(.requires(.fish))
    func fishCompletesFeatureNames() throws {
        let directory = try generatedProject()
        try directory.write(CompletionShell.fish.script(tree: Self.tree), to: "fia.fish")
        let result = try run("fish", ["-c"], "source ../fia.fish; complete -C 'fia remove feature '", in: directory.path + "/Demo")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["Notes", "Profile", "Settings"])
    }

    @Test(.requires(.zsh))
    func zshCompletesFeatureNames() throws {
        let directory = try generatedProject()
        _ = try zshCompletions(CompletionShell.zsh.script(tree: Self.tree), [("fia remove feature ", ["Notes", "Profile", "Settings"])], in: directory)
    }
}
