extension CommandContext {
    /// The end every `add` command shares: under the project lock (another writer's change can
    /// never be lost), build the plan, print it, then write it — or, with `dryRun`, print its
    /// diffs and write nothing. `done` is printed once the change is on disk (made then: it may
    /// say what the plan found).
    func planAndWrite(_ root: String, dryRun: Bool, done: @autoclosure () -> String, _ makePlan: () throws -> FilePlan) throws -> Int32 {
        try withProjectLock(root, readOnly: dryRun) {
            let plan = try makePlan()
            try plan.checkInsideRepository(fileSystem)
            plan.printStatus(to: output)
            if dryRun {
                plan.printDiffs(to: output)
                output.line("dry run: nothing was written")
                try plan.finishDryRun()
                return
            }
            try plan.apply(to: fileSystem)
            output.changeWritten = true
        }
        if !dryRun { output.line(done()) }
        return Fia.ExitCode.success
    }
}
