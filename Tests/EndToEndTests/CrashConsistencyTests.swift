import FiaTestSupport
import Foundation
import Testing

/// Writes survive being killed: `add feature`, `remove feature` and `new` are killed at each of
/// their renames and unlinks (and at other writing system calls) with `strace -e inject=<call>:signal=KILL:when=K`; after
/// the next fia command the tree is exactly the before-state or the after-state, with no stray
/// file. Concurrent `add feature` runs on one project both end fully wired (or the second is
/// refused). `.ci/run` installs strace. To stay quick, `swift test` samples: it kills at every
/// 3rd rename, every 6th write (remove: every 10th unlink), and always at the first and the last
/// three calls of the run (the commit point and the clean-up after it), and runs 3 concurrent pairs;
/// `.ci/crash-sweep` sets `FIA_FULL_CRASH_SWEEP=1` for every k of every writing call (rename, write,
/// unlink, rmdir, link, mkdir, openat) and 20 pairs.
@Suite(.serialized)
struct CrashConsistencyTests {
    static let fullSweep = ProcessInfo.processInfo.environment["FIA_FULL_CRASH_SWEEP"] == "1"
    static let addFeatureCalls = fullSweep ? ["rename", "write", "unlink", "mkdir", "openat"] : ["rename", "write"]
    static let removeCalls = fullSweep ? ["rename", "unlink", "rmdir", "link", "write", "mkdir", "openat"] : ["unlink"]
    static let newCalls = fullSweep ? ["rename", "write", "mkdir", "openat"] : ["rename", "write"]
    /// How far apart the k tried for `call` are: 1 in the full sweep.
    static func step(_ call: String) -> Int {
        fullSweep ? 1 : ["rename": 3, "write": 6, "unlink": 10][call] ?? 4
    }

    /// Calls `attempt(k)` (a run killed at the `k`-th `call`; it returns whether the run was
    /// killed and how many `call`s it made) for k = 1, 1 + step, … until a run goes through, then
    /// for the last three calls of that run not tried yet. Returns the k tried, in order.
    @discardableResult
    static func sweep(_ call: String, _ attempt: (Int) throws -> (killed: Bool, calls: Int)) rethrows -> [Int] {
        var tried: [Int] = []
        var k = 1
        var total = 0
        while k <= 400 {
            tried.append(k)
            let run = try attempt(k)
            if !run.killed {
                total = run.calls
                #expect(total > 0, "strace counted no \(call) in the run let through")
                break
            }
            k += step(call)
        }
        #expect(total > 0, "no run was let through up to k=\(k - step(call)): strace killed them all, or could not run fia at all")
        for k in max(1, total - 2)...max(1, total) where !tried.contains(k) {
            tried.append(k)
            _ = try attempt(k)
        }
        return tried
    }

    private func newProject(in directory: TemporaryDirectory, _ name: String = "Demo") throws -> String {
        let result = try Shell.fia(["new", name], in: directory.path)
        try #require(result.status == 0, "\(result.stderr)")
        return directory.path + "/" + name
    }

    /// Runs fia under strace, killed at the `k`-th `call`; returns whether it was killed and
    /// how many `call`s it made (strace's trace of that call, counted).
    private func killed(_ arguments: [String], at call: String, _ k: Int, in directory: String) throws -> (killed: Bool, calls: Int) {
        let strace = try #require(ExternalTool.strace.path)
        let trace = try TemporaryDirectory()
        let result = try Shell.run(
            strace, ["-f", "-o", trace.path + "/trace", "-e", "trace=\(call)", "-e", "inject=\(call):signal=KILL:when=\(k)", Shell.fia] + arguments,
            in: directory, timeout: 60
        )
        #expect(!result.timedOut)
        let lines = ((try? String(contentsOfFile: trace.path + "/trace", encoding: .utf8)) ?? "").split(separator: "\n")
        let calls = lines.filter { line in
            line.hasPrefix(call + "(") || line.contains(" \(call)(") || line.contains("<... \(call) resumed>")
        }.filter { !$0.contains("<unfinished ...>") }.count
        return (result.status != 0, calls)
    }

    private func copy(_ source: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    @Test(.requires(.strace), arguments: addFeatureCalls)
    func addFeatureKilledAtAnyCallLeavesTheBeforeOrAfterState(call: String) throws {
        let directory = try TemporaryDirectory()
        let pristine = try newProject(in: directory)
        let before = TreeSnapshot(pristine)
        let expected = directory.path + "/Expected"
        try copy(pristine, to: expected)
        #expect(try Shell.fia(["add", "feature", "Books"], in: expected).status == 0)
        let after = TreeSnapshot(expected)

        let work = directory.path + "/Work"
        var sawBefore = false, sawAfter = false
        try Self.sweep(call) { k in
            try copy(pristine, to: work)
            let run = try killed(["add", "feature", "Books"], at: call, k, in: work)
            // The next fia command finishes (or undoes) what the killed one left.
            let next = try Shell.fia(["add", "feature", "Other", "--dry-run"], in: work, timeout: 60)
            #expect(next.status == 0, "k=\(k): \(next.stderr)")
            let state = TreeSnapshot(work)
            #expect(state == before || state == after, "\(call) k=\(k): neither before nor after: \(state.difference(from: before)) / \(state.difference(from: after))")
            sawBefore = sawBefore || state == before
            sawAfter = sawAfter || state == after
            return run
        }
        #expect(sawAfter, "the run was never let through")
        #expect(sawBefore, "no kill left the before-state")
    }

    @Test(.requires(.strace), arguments: removeCalls)
    func removeFeatureKilledAtAnyCallLeavesTheBeforeOrAfterState(call: String) throws {
        let directory = try TemporaryDirectory()
        let pristine = try newProject(in: directory)
        #expect(try Shell.fia(["add", "feature", "Books"], in: pristine).status == 0)
        let before = TreeSnapshot(pristine)
        let expected = directory.path + "/Expected"
        try copy(pristine, to: expected)
        #expect(try Shell.fia(["remove", "feature", "Books"], in: expected).status == 0)
        let after = TreeSnapshot(expected)

        let work = directory.path + "/Work"
        var sawBefore = false, sawAfter = false
        try Self.sweep(call) { k in
            try copy(pristine, to: work)
            let run = try killed(["remove", "feature", "Books"], at: call, k, in: work)
            // The next fia command finishes (or undoes) what the killed one left, folders included.
            let next = try Shell.fia(["add", "feature", "Other", "--dry-run"], in: work, timeout: 60)
            #expect(next.status == 0, "k=\(k): \(next.stderr)")
            let state = TreeSnapshot(work)
            #expect(state == before || state == after, "\(call) k=\(k): neither before nor after: \(state.difference(from: before)) / \(state.difference(from: after))")
            sawBefore = sawBefore || state == before
            sawAfter = sawAfter || state == after
            return run
        }
        #expect(sawAfter, "the run was never let through")
        #expect(sawBefore, "no kill left the before-state")
    }

    @Test(.requires(.strace), arguments: newCalls)
    func newKilledAtAnyCallLeavesNothingOrTheWholeProject(call: String) throws {
        let directory = try TemporaryDirectory()
        let expected = TreeSnapshot(try newProject(in: directory, "Expected"))
        let work = directory.path + "/work"
        var sawNothing = false, sawWhole = false
        try Self.sweep(call) { k in
            try? FileManager.default.removeItem(atPath: work)
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let run = try killed(["new", "Expected"], at: call, k, in: work)
            let next = try Shell.fia(["new", "Next"], in: work, timeout: 60)
            #expect(next.status == 0, "k=\(k): \(next.stderr)")
            try FileManager.default.removeItem(atPath: work + "/Next")
            let names = try FileManager.default.contentsOfDirectory(atPath: work)
            if !names.isEmpty {
                #expect(names == ["Expected"], "\(call) k=\(k): left \(names)")
                #expect(TreeSnapshot(work + "/Expected") == expected, "\(call) k=\(k): a partial project")
            }
            if !run.killed {
                #expect(names == ["Expected"], "the run that was let through created nothing")
            }
            sawNothing = sawNothing || names.isEmpty
            sawWhole = sawWhole || names == ["Expected"] && TreeSnapshot(work + "/Expected") == expected
            return run
        }
        #expect(sawWhole, "no run left the whole project")
        #expect(sawNothing, "no kill left nothing behind")
    }

    /// The quick run's sample reaches the end: a run of 23 writes is killed at the 1st, every 6th
    /// and its last three (the 23rd included), and let through once.
    @Test(.enabled(if: !fullSweep)) func theSampleIncludesTheFirstAndTheLastCalls() {
        let calls = 23
        let tried = Self.sweep("write") { k in (killed: k <= calls, calls: k <= calls ? k : calls) }
        #expect(tried == [1, 7, 13, 19, 25, 21, 22, 23])
        #expect(Self.sweep("rename") { k in (killed: k <= 1, calls: 1) } == [1, 4])
    }

    @Test func concurrentAddFeaturesAreBothWiredOrTheSecondRefused() throws {
        for pair in 1...(Self.fullSweep ? 20 : 3) {
            let directory = try TemporaryDirectory()
            let project = try newProject(in: directory)
            let group = DispatchGroup()
            let results = ResultBox()
            for name in ["Alpha", "Beta"] {
                group.enter()
                DispatchQueue.global().async {
                    let result = try? Shell.fia(["add", "feature", name], in: project, timeout: 60)
                    results.set(name, result)
                    group.leave()
                }
            }
            group.wait()
            let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)
            let container = try String(contentsOfFile: project + "/Sources/DependencyInjectionLayer/DIContainer.swift", encoding: .utf8)
            let plan = try String(contentsOfFile: project + "/TestPlans/UnitTests.xctestplan", encoding: .utf8)
            for name in ["Alpha", "Beta"] {
                let result = try #require(results.get(name), "pair \(pair): \(name) did not run")
                if result.status == 0 {
                    #expect(manifest.contains("\"\(name)Framework\""), "pair \(pair): \(name) lost its target")
                    #expect(container.contains("import \(name)Framework"), "pair \(pair): \(name) lost its container wiring")
                    #expect(plan.contains("\"\(name)FrameworkTests\""), "pair \(pair): \(name) lost its test plan entry")
                } else {
                    #expect(result.status == 1)
                    #expect(result.stderr.contains("is changing this project"), "pair \(pair): \(result.stderr)")
                    // The refused run wrote nothing.
                    #expect(!manifest.contains("\"\(name)Framework\""), "pair \(pair): refused \(name) is in the manifest")
                    #expect(!FileManager.default.fileExists(atPath: project + "/Sources/\(name)Framework"), "pair \(pair): refused \(name) left its folder")
                }
            }
            // Only the second run may be refused: one of the two goes through.
            let statuses = ["Alpha", "Beta"].compactMap { results.get($0)?.status }
            #expect(statuses.contains(0), "pair \(pair): both runs refused (\(statuses))")
            let doctor = try Shell.fia(["doctor"], in: project)
            #expect(doctor.status == 0, "pair \(pair): \(doctor.stdout)")
        }
    }
}

/// Results handed back from concurrent runs.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: Shell.Result] = [:]

    func set(_ name: String, _ result: Shell.Result?) {
        lock.lock()
        defer { lock.unlock() }
        results[name] = result
    }

    func get(_ name: String) -> Shell.Result? {
        lock.lock()
        defer { lock.unlock() }
        return results[name]
    }
}
