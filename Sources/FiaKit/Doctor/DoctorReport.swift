/// What `fia doctor` found: every check's outcome, and the exit status that follows.
public struct DoctorReport: Equatable, Sendable {
    /// One check's outcome.
    public struct CheckResult: Equatable, Sendable {
        public var id: String
        public var title: String
        public var group: DoctorCheckGroup
        public var findings: [Finding]
        /// Whether it did not run: the manifest could not be read, it had nothing to examine, or
        /// it is turned off in the config.
        public var skipped: Bool
        /// Whether it ran on part of the project only: some files could not be read.
        public var incomplete = false
        /// Why it did not run, one lowercase clause (`nil` read as: the manifest could not be read).
        public var skipReason: String?

        public init(id: String, title: String, group: DoctorCheckGroup, findings: [Finding], skipped: Bool, skipReason: String? = nil) {
            self.id = id
            self.title = title
            self.group = group
            self.findings = findings
            self.skipped = skipped
            self.skipReason = skipReason
        }
    }

    public var results: [CheckResult]
    /// Findings left out by a `// fia:ignore` comment or an `ignore` entry of the config.
    public var suppressedCount = 0
    /// Findings left out because `.fia/baseline.json` accepts them.
    public var baselinedCount = 0

    /// What doctor discovered about the project, one line per role (`ProjectModel.summaryLines`).
    public var discovered: [String] = []

    public init(results: [CheckResult], suppressedCount: Int = 0, baselinedCount: Int = 0, discovered: [String] = []) {
        self.results = results
        self.suppressedCount = suppressedCount
        self.baselinedCount = baselinedCount
        self.discovered = discovered
    }

    /// The report with every finding's file made relative to `base` instead of the package
    /// root `root` (both absolute): for doctor run above the package, at the repository's root.
    public func relocated(from root: String, to base: String) -> DoctorReport {
        var report = self
        for index in report.results.indices {
            for finding in report.results[index].findings.indices {
                let file = report.results[index].findings[finding].file
                report.results[index].findings[finding].file = Path.relative(from: base, Path.join(root, file))
            }
        }
        return report
    }

    /// Every finding, in report order.
    public var findings: [Finding] {
        results.flatMap(\.findings)
    }

    public var errorCount: Int {
        findings.count { $0.severity == .error }
    }

    public var warningCount: Int {
        findings.count { $0.severity == .warning }
    }

    /// How many checks ran.
    public var checkCount: Int {
        results.count { !$0.skipped }
    }

    public var skippedCount: Int {
        results.count(where: \.skipped)
    }

    /// How many checks ran on part of the project only.
    public var incompleteCount: Int {
        results.count { $0.incomplete && !$0.skipped }
    }

    /// 1 when there are errors, or warnings under `--strict`; 0 otherwise.
    public func exitCode(strict: Bool) -> Int32 {
        errorCount > 0 || (strict && warningCount > 0) ? Fia.ExitCode.failure : Fia.ExitCode.success
    }

    /// `doctor: 2 errors, 1 warning in 23 checks`, and in parentheses how many checks were
    /// skipped and findings suppressed or baselined, when any: `(1 skipped, 2 suppressed)`.
    public var summary: String {
        let notes = [(skippedCount, "skipped"), (incompleteCount, "incomplete"), (suppressedCount, "suppressed"), (baselinedCount, "baselined")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        let aside = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
        return "doctor: \(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning")) in \(Self.count(checkCount, "check"))\(aside)"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
