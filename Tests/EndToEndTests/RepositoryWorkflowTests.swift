import FiaTestSupport
import Foundation
import Testing

/// fia's own `.github/workflows/ci.yml`: a workflow GitHub accepts (its published schema), with a
/// Linux and a macOS job that build and test fia.
struct RepositoryWorkflowTests {
    static let workflow = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".github/workflows/ci.yml").path

    @Test(.requires(.checkJSONSchema))
    func validatesAgainstGitHubsWorkflowSchema() throws {
        let result = try Shell.run("python3", ["-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", Self.workflow], in: "/")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    }

    /// The validator is not a rubber stamp: a job without `runs-on` is refused.
    @Test(.requires(.checkJSONSchema))
    func theValidatorRejectsAJobWithoutARunner() throws {
        let directory = try TemporaryDirectory()
        try directory.write("on: push\njobs:\n  test:\n    steps:\n      - run: swift test\n", to: "ci.yml")
        let result = try Shell.run("python3", ["-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", directory.path + "/ci.yml"], in: "/")
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func buildsAndTestsOnLinuxAndMacOS() throws {
        let jobs = try Self.jobs(String(contentsOfFile: Self.workflow, encoding: .utf8))
        #expect(jobs.keys.sorted() == ["linux", "macos"])
        #expect(jobs["linux"]?.contains("runs-on: ubuntu-") == true)
        #expect(jobs["macos"]?.contains("runs-on: macos-") == true)
        #expect(jobs["macos"]?.contains("run: swift build -c release") == true)
    }

    /// Each job runs the whole suite under `CI=true`, where a test whose tool is missing fails: so
    /// each job must install every tool the tests require on its system. The tools are read from
    /// the tests themselves (`.requires(.dot)`, `ExternalTool.strace`), what a job installs from
    /// `.ci/run`'s lists, the only installer the jobs use.
    @Test func eachJobInstallsEveryToolItsTestsRequire() throws {
        let required = try Self.toolsTheTestsRequire()
        #expect(required.keys.contains("openstepPlist") && required.keys.contains("pbxproj") && required.keys.contains("strace"), "\(required.keys.sorted())")
        let run = try String(contentsOfFile: Self.root + "/.ci/run", encoding: .utf8)
        let lists = ["programs", "linux_programs", "python_modules"].reduce(into: [String: Set<String>]()) { lists, list in
            lists[list] = Self.listedNames(list, in: run)
        }
        #expect(lists.values.allSatisfy { !$0.isEmpty }, "\(lists)")
        for (job, steps) in try Self.jobs(String(contentsOfFile: Self.workflow, encoding: .utf8)) {
            #expect(steps.contains("run: bash .ci/run"), "job '\(job)' runs the tests without .ci/run, which installs their tools")
            let linux = steps.contains("runs-on: ubuntu-")
            let installed = lists["programs", default: []].union(lists["python_modules", default: []])
                .union(linux ? lists["linux_programs", default: []] : [])
            for (testName, tool) in required where linux || !tool.isLinuxOnly {
                #expect(installed.contains(tool.name), "job '\(job)' installs no '\(tool.name)', which tests require (.requires(.\(testName)))")
            }
        }
    }

    /// Every tool the tests name, by the name they use, each one known to `ExternalTool`.
    static func toolsTheTestsRequire() throws -> [String: ExternalTool] {
        var required: [String: ExternalTool] = [:]
        let tests = Self.root + "/Tests"
        let files = FileManager.default.enumerator(atPath: tests)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files where !file.hasPrefix("FiaTestSupport/") {
            let text = try String(contentsOfFile: tests + "/" + file, encoding: .utf8)
            for marker in [".requires(.", "ExternalTool."] {
                for piece in text.components(separatedBy: marker).dropFirst() {
                    let name = String(piece.prefix { $0.isLetter || $0.isNumber })
                    guard !name.isEmpty, name != "isCI", name != "byTestName", name != "Missing" else { continue }
                    let tool = ExternalTool.byTestName[name]
                    #expect(tool != nil, "\(file) requires '\(name)', which ExternalTool.byTestName does not list")
                    required[name] = tool
                }
            }
        }
        return required
    }

    /// The names before the colons of `.ci/run`'s `name=(dot:graphviz …)` list.
    static func listedNames(_ list: String, in script: String) -> Set<String> {
        guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix(list + "=(") }) else { return [] }
        return Set(line.dropFirst(list.count + 2).prefix { $0 != ")" }.split(separator: " ").map { String($0.prefix { $0 != ":" }) })
    }

    /// The workflow `fia new` writes, in both forms: the actions it names are at their current
    /// major (the ones below, which stand for GitHub's deprecation notices: checkout v4 ran on
    /// Node 20, upload-sarif v3 is deprecated), and the simulator is chosen at run time.
    @Test(arguments: [false, true])
    func theGeneratedWorkflowNamesNoDeprecatedActionAndNoSimulator(xcodeGen: Bool) throws {
        let currentMajors = ["actions/checkout": 7, "github/codeql-action/upload-sarif": 4]
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"] + (xcodeGen ? ["--xcodegen"] : []), in: directory.path).status == 0)
        let generated = try directory.read("Demo/.github/workflows/ci.yml")
        let own = try String(contentsOfFile: Self.workflow, encoding: .utf8)
        for workflow in [generated, own] {
            let uses = workflow.split(separator: "\n").compactMap { line in line.range(of: "uses: ").map { line[$0.upperBound...] } }
            #expect(!uses.isEmpty)
            for use in uses {
                let parts = use.split(separator: "@")
                let major = parts.count == 2 && parts[1].hasPrefix("v") ? Int(parts[1].dropFirst().prefix { $0.isNumber }) : nil
                #expect(major != nil && major == currentMajors[String(parts[0])], "'\(use)' is not at a current major: \(currentMajors)")
            }
        }
        #expect(!generated.contains("name=iPhone") && !generated.contains("Simulator,name="), "a simulator named in the workflow")
        let tests = generated.split(separator: "\n").filter { $0.contains("xcodebuild test") }
        #expect(tests.count == 2 && tests.allSatisfy { $0.hasSuffix("-destination \"$SIMULATOR_DESTINATION\"") }, "\(tests)")
        #expect(generated.contains("xcrun simctl list devices available --json"))
    }

    /// The picker the generated workflow runs, run here on `simctl`'s JSON: the newest iOS
    /// runtime's first available iPhone (iOS 26 after iOS 9: versions compare as numbers), and a
    /// failing job, with a reason, where there is none.
    @Test(.requires(.python3))
    func theGeneratedWorkflowPicksTheNewestAvailableIPhone() throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let workflow = try directory.read("Demo/.github/workflows/ci.yml")
        let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasSuffix("<<'PICK'") })
        let indent = lines[start].prefix { $0 == " " }.count
        let script = lines[(start + 1)...].prefix { $0.dropFirst(indent) != "PICK" }.map { $0.dropFirst(indent) }.joined(separator: "\n")
        try directory.write(script + "\n", to: "pick.py")
        func pick(_ runtimes: [String: [(String, String, Bool)]]) throws -> Shell.Result {
            let devices = runtimes.mapValues { $0.map { ["name": $0.0, "udid": $0.1, "isAvailable": $0.2] } }
            try directory.write(String(decoding: JSONSerialization.data(withJSONObject: ["devices": devices]), as: UTF8.self), to: "devices.json")
            return try Shell.run("python3", [directory.path + "/pick.py", directory.path + "/devices.json"], in: directory.path)
        }
        let chosen = try pick([
            "com.apple.CoreSimulator.SimRuntime.iOS-9-3": [("iPhone 6s", "OLD", true)],
            "com.apple.CoreSimulator.SimRuntime.iOS-26-1": [("iPad Air", "PAD", true), ("iPhone 17", "BROKEN", false), ("iPhone 17 Pro", "NEW", true)],
            "com.apple.CoreSimulator.SimRuntime.watchOS-26-1": [("iPhone-shaped watch", "WATCH", true)],
        ])
        #expect(chosen.status == 0 && chosen.stdout == "SIMULATOR_DESTINATION=id=NEW\n", "\(chosen)")
        let none = try pick(["com.apple.CoreSimulator.SimRuntime.iOS-26-1": [("iPad Air", "PAD", true)]])
        #expect(none.status == 1 && none.stdout.isEmpty && none.stderr.contains("no available iPhone simulator"), "\(none)")
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Each job of `jobs:` (a key indented by two spaces) with the text of its lines.
    static func jobs(_ workflow: String) -> [String: String] {
        var jobs: [String: String] = [:]
        var current: String?
        var inJobs = false
        for line in workflow.split(separator: "\n") {
            if !line.hasPrefix(" ") { inJobs = line == "jobs:"; current = nil; continue }
            guard inJobs else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
                jobs[current!] = ""
            } else if let current {
                jobs[current, default: ""] += line + "\n"
            }
        }
        return jobs
    }
}
