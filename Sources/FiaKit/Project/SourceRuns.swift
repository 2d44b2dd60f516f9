/// Which of a snapshot's sources belong to which package target, as runs: a run is a stretch of
/// consecutive files of one target. The sources come sorted by path, so a target's files mostly
/// form one run: a target is hashed once per run, not once per file, and no per-target array of
/// files is built.
struct SourceRuns: Sendable {
    /// Run `r` is `starts[r]..<ends[r]` of the sources.
    private var targets: [String] = []
    private var starts: [Int] = []
    private var ends: [Int] = []
    /// The next run of the same target, `-1` after its last.
    private var next: [Int] = []
    /// Each target's first and last run, by its id in `names`.
    private var names = NameIndex()
    private var firstRuns: [Int] = []
    private var lastRuns: [Int] = []

    init() {}

    /// The runs of `sources`' files, read once each; files outside any target belong to no run.
    init(_ sources: [ProjectSnapshot.SourceFile]) {
        var runStart = 0
        var runTarget: String?
        for index in sources.indices {
            let target = sources[index].target
            if target != runTarget {
                if let runTarget, runStart < index { append(runTarget, runStart..<index) }
                runTarget = target
                runStart = index
            }
        }
        if let runTarget, runStart < sources.count { append(runTarget, runStart..<sources.count) }
    }

    private mutating func append(_ target: String, _ range: Range<Int>) {
        let run = starts.count
        targets.append(target)
        starts.append(range.lowerBound)
        ends.append(range.upperBound)
        next.append(-1)
        let (id, isNew) = names.insert(target)
        if isNew {
            firstRuns.append(run)
            lastRuns.append(run)
        } else {
            next[lastRuns[id]] = run
            lastRuns[id] = run
        }
    }

    /// Calls `body` with each run's target and range, in the sources' order.
    func forEachRun(_ body: (String, Range<Int>) throws -> Void) rethrows {
        for run in targets.indices { try body(targets[run], starts[run]..<ends[run]) }
    }

    /// Calls `body` with each range of `target`'s files, in order.
    func forEachRange(of target: String, _ body: (Range<Int>) throws -> Void) rethrows {
        guard let id = names.id(of: target) else { return }
        var run = firstRuns[id]
        while run >= 0 {
            try body(starts[run]..<ends[run])
            run = next[run]
        }
    }

    /// The ranges of `target`'s files, in order (those `forEachRange(of:)` calls its body with).
    func ranges(of target: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachRange(of: target) { ranges.append($0) }
        return ranges
    }
}
