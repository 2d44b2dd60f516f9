/// What `fia doctor` found: every check's outcome, and the exit status that follows.
public struct DoctorReport: Equatable, Sendable {
    /// One check's outcome.
    public struct CheckResult: Equatable, Sendable {
        public var id: String
        public var title: String
        public var group: DoctorCheckGroup
        public var findings: [Finding]
        /// Whether it did not run (it needs the manifest, which could not be read).
        public var skipped: Bool
        /// Whether it ran on part of the project only: some files could not be read.
        public var incomplete = false

        public init(id: String, title: String, group: DoctorCheckGroup, findings: [Finding], skipped: Bool) {
            self.id = id
            self.title = title
            self.group = group
            self.findings = findings
            self.skipped = skipped
        }
    }

    public var results: [CheckResult]

    public init(results: [CheckResult]) {
        self.results = results
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

    /// `doctor: 2 errors, 1 warning in 23 checks`.
    public var summary: String {
        var notes: [String] = []
        if skippedCount > 0 { notes.append("\(skippedCount) skipped") }
        if incompleteCount > 0 { notes.append("\(incompleteCount) incomplete: some files could not be read") }
        let skipped = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        return "doctor: \(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning")) in \(Self.count(checkCount, "check"))\(skipped)"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
