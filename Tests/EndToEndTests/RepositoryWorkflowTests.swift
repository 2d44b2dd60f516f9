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

    @Test func buildsAndTestsOnLinuxAndMacOS() throws {
        let jobs = try Self.jobs(String(contentsOfFile: Self.workflow, encoding: .utf8))
        #expect(jobs.keys.sorted() == ["linux", "macos"])
        let linux = try #require(jobs["linux"])
        #expect(linux.contains("runs-on: ubuntu-") && linux.contains("run: bash .ci/run"), "\(linux)")
        let macOS = try #require(jobs["macos"])
        #expect(macOS.contains("runs-on: macos-") && macOS.contains("run: swift build") && macOS.contains("run: swift test"), "\(macOS)")
    }

    /// Each job installs every tool the tests require under `CI=true` (`ExternalTool.all`): the
    /// Linux job through `.ci/run`, whose lists must name each, the macOS job in its own steps
    /// (macOS ships bash, zsh and patch; strace is Linux's own and its tests skip there).
    @Test func eachJobInstallsWhatTheTestsItRunsNeed() throws {
        let jobs = try Self.jobs(String(contentsOfFile: Self.workflow, encoding: .utf8))
        let run = try String(contentsOfFile: Self.repository + "/.ci/run", encoding: .utf8)
        let macOS = try #require(jobs["macos"])
        let pipLine = macOS.split(separator: "\n").first { $0.contains("pip install") }.map(String.init) ?? ""
        let brewLine = macOS.split(separator: "\n").first { $0.contains("brew install") }.map(String.init) ?? ""
        let shippedWithMacOS: Set<String> = ["bash", "zsh", "patch", "strace"]
        for tool in ExternalTool.all {
            if let module = tool.pythonModule {
                #expect(run.contains("\(module):\(tool.package)"), ".ci/run installs no '\(tool.package)' for \(tool)")
                #expect(pipLine.split(separator: " ").contains(Substring(tool.package)), "the macOS job installs no '\(tool.package)' for \(tool)")
            } else if let program = tool.program {
                #expect(program == "bash" || run.contains("\(program):\(tool.package)"), ".ci/run installs no '\(tool.package)' for \(tool)")
                #expect(shippedWithMacOS.contains(program) || brewLine.split(separator: " ").contains(Substring(tool.package)),
                        "the macOS job installs no '\(tool.package)' for \(tool)")
            }
        }
    }

    /// `ExternalTool.all` lists every tool a test requires: the `.requires(.x)` traits in Tests/.
    @Test func everyRequiredToolIsListed() throws {
        let listed = try String(contentsOfFile: Self.repository + "/Tests/FiaTestSupport/ExternalTool.swift", encoding: .utf8)
            .components(separatedBy: "public static let all: [ExternalTool] = [").last?.components(separatedBy: "]").first ?? ""
        let names = Set(listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        var required = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: Self.repository + "/Tests")
        while let file = enumerator?.nextObject() as? String {
            guard file.hasSuffix(".swift"), let text = try? String(contentsOfFile: Self.repository + "/Tests/" + file, encoding: .utf8) else { continue }
            // Code only: a comment may show the trait's shape.
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for part in line.components(separatedBy: ".requires(.").dropFirst() {
                    let name = String(part.prefix { $0.isLetter || $0.isNumber })
                    if !name.isEmpty { required.insert(name) }
                }
            }
        }
        #expect(!required.isEmpty)
        #expect(required.subtracting(names).isEmpty, "not in ExternalTool.all: \(required.subtracting(names).sorted())")
    }

    /// The workflow `fia new` writes names current majors of the actions it uses and picks its
    /// simulator at run time: a hard-coded device name breaks when runner images change.
    @Test func theGeneratedWorkflowNamesCurrentActionsAndNoDevice() throws {
        let directory = try TemporaryDirectory()
        #expect(try Shell.fia(["new", "Demo"], in: directory.path).status == 0)
        let workflow = try directory.read("Demo/.github/workflows/ci.yml")
        for old in ["actions/checkout@v4", "actions/checkout@v5", "upload-sarif@v3", "name=iPhone"] {
            #expect(!workflow.contains(old), "\(old)")
        }
        #expect(workflow.contains("actions/checkout@v6") && workflow.contains("github/codeql-action/upload-sarif@v4"))
        #expect(workflow.contains("xcrun simctl list devices available") && workflow.contains("-destination \"platform=iOS Simulator,$SIMULATOR\""))
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
