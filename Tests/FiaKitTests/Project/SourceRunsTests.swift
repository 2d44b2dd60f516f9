@testable import FiaKit
import Testing

/// `SourceRuns` says which sources are whose exactly as filtering the files by target would:
/// a target's files in order, however its runs are split, and files outside any target in none.
struct SourceRunsTests {
    func files(_ targets: [String?]) -> [ProjectSnapshot.SourceFile] {
        targets.enumerated().map { index, target in
            ProjectSnapshot.SourceFile(path: "F\(index).swift", target: target, text: "", summary: SourceSummary())
        }
    }

    @Test(arguments: [
        [],
        [nil, nil],
        ["A"],
        ["A", "A", "B", "B", "B", "C"],
        ["A", "B", "A", nil, "A", "B", nil, nil, "C", "A"],
        [nil, "Café", "Cafe\u{301}", "A", "Café"],
    ] as [[String?]])
    func indicesAreThoseOfAFilterByTarget(targets: [String?]) {
        let sources = files(targets)
        let runs = SourceRuns(sources)
        for name in Set(targets.compactMap { $0 } + ["Missing"]) {
            #expect(runs.ranges(of: name).flatMap { $0 } == sources.indices.filter { sources[$0].target == name }, "\(name)")
            var visited: [Int] = []
            runs.forEachRange(of: name) { visited += $0 }
            #expect(visited == runs.ranges(of: name).flatMap { $0 }, "\(name)")
            #expect(runs.ranges(of: name).allSatisfy { !$0.isEmpty }, "\(name)")
        }
        var visited: [Int] = []
        runs.forEachRun { target, range in
            for index in range {
                #expect(sources[index].target == target)
                visited.append(index)
            }
        }
        #expect(visited == sources.indices.filter { sources[$0].target != nil })
    }

    @Test func aSnapshotGivesEachTargetItsFilesInOrder() {
        let sources = files(["A", "B", "A", nil, "B"])
        let snapshot = ProjectSnapshot(
            manifest: PackageManifest(name: "P", targets: []), manifestProblem: nil, configuration: ProjectConfiguration(),
            configurationProblem: nil, sources: sources, unreadableFiles: [], existingTargetFolders: [], protocols: [],
            testPlans: [], xcodeGen: nil)
        #expect(snapshot.sources(of: "A").map(\.path) == ["F0.swift", "F2.swift"])
        #expect(snapshot.sources(of: "B").map(\.path) == ["F1.swift", "F4.swift"])
        #expect(snapshot.sources(of: "C").isEmpty)
    }
}
