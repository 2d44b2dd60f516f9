/// How every `add` command ends: print the plan, then either the diffs (`--dry-run`, nothing
/// written) or write it all and say what to do next.
extension FilePlan {
    func finish(dryRun: Bool, in context: CommandContext, done: String) throws -> Int32 {
        printStatus(to: context.output)
        if dryRun {
            printDiffs(to: context.output)
            context.output.line("dry run: nothing was written")
            try finishDryRun()
            return Fia.ExitCode.success
        }
        try apply(to: context.fileSystem)
        context.output.line(done)
        return Fia.ExitCode.success
    }
}
