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
