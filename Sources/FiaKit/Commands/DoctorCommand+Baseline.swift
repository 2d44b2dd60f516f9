extension DoctorCommand {
    /// Writes `baseline` to `.fia/baseline.json` (atomically, through the file-system seam), or
    /// with `--dry-run` prints its diff; then says what changed against the previous baseline.
    func write(_ baseline: Baseline, root: String, in context: CommandContext) throws -> Int32 {
        let path = Path.join(root, Baseline.path)
        let previous = try? readBaseline(root: root, in: context)?.get()
        var plan = FilePlan(root: root)
        try plan.render(baseline.json(), at: path, force: true, in: context.fileSystem)
        try plan.checkInsideRepository(context.fileSystem)
        plan.printStatus(to: context.output)
        if dryRun {
            plan.printDiffs(to: context.output)
        } else {
            try context.withProjectLock(root) { try plan.apply(to: context.fileSystem) }
        }
        let count = baseline.entries.count
        var line = "baseline: \(count) finding\(count == 1 ? "" : "s") in '\(Baseline.path)'"
        if let previous {
            let kept = previous.match(baseline.entries.map(Self.finding)).baselined
            line += " (\(count - kept) new, \(previous.entries.count - kept) fixed and dropped)"
        }
        context.output.line(line)
        if dryRun { context.output.line("dry run: nothing was written") }
        return Fia.ExitCode.success
    }

    /// A stand-in finding with the entry's fingerprint, to match entries against a baseline.
    private static func finding(_ entry: Baseline.Entry) -> Finding {
        Finding(check: entry.check, severity: .warning, message: entry.message, file: entry.path, hint: "")
    }
}
