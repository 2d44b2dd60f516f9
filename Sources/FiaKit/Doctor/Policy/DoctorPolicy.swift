/// What a team decided about doctor's findings, applied to a report: per-check severities,
/// suppressions (`// fia:ignore` comments and the config's `ignore` entries) and the baseline.
///
/// Doctor's checks stay pure and unaware of it: `Doctor.run` reports everything, and this
/// turns that into what the team sees. The `layout.suppressions` check's result gains the
/// findings only known afterwards: unused suppressions and stale or unreadable baselines.
public struct DoctorPolicy {
    public var configuration: DoctorConfiguration
    public var suppressions: [Suppression]
    /// `.fia/baseline.json`: `nil` when there is none (or it is being rewritten).
    public var baseline: Result<Baseline, BaselineError>?
    /// Each Swift file's text, to place a finding's column on its line's first character.
    private let sourceTexts: SourceTexts

    public init(snapshot: ProjectSnapshot, baseline: Result<Baseline, BaselineError>?) {
        configuration = snapshot.configuration.doctor
        suppressions = Suppression.scan(snapshot)
        self.baseline = baseline
        sourceTexts = SourceTexts(sources: snapshot.sources)
    }

    public func apply(to report: DoctorReport) -> DoctorReport {
        var results = report.results.map(applySeverity)
        let (suppressed, unused) = suppress(&results)
        let (baselined, stale) = applyBaseline(&results)
        if let index = results.firstIndex(where: { $0.id == SuppressionsCheck.id }), !results[index].skipped {
            let extra = unused + stale
            let overridden = configuration.severity[SuppressionsCheck.id].map { extra.map(override($0)) } ?? extra
            results[index].findings = (results[index].findings + overridden).sorted().map(placingColumn)
        }
        return DoctorReport(results: results, suppressedCount: suppressed, baselinedCount: baselined, discovered: report.discovered)
    }

    /// Removes the findings a suppression with a reason covers; returns how many, and a finding
    /// for each suppression that covered none although its check ran.
    private func suppress(_ results: inout [DoctorReport.CheckResult]) -> (count: Int, unused: [Finding]) {
        var usedComments = Set<Int>()
        var usedEntries = Set<Int>()
        var count = 0
        for index in results.indices where results[index].id != SuppressionsCheck.id {
            results[index].findings = results[index].findings.filter { finding in
                let comments = suppressions.indices.filter { !suppressions[$0].reason.isEmpty && suppressions[$0].matches(finding) }
                let entries = configuration.ignore.indices.filter { !configuration.ignore[$0].reason.isEmpty && configuration.ignore[$0].matches(finding) }
                usedComments.formUnion(comments)
                usedEntries.formUnion(entries)
                if comments.isEmpty && entries.isEmpty { return true }
                count += 1
                return false
            }.map(placingColumn)
        }

        let ran = Set(results.filter { !$0.skipped }.map(\.id))
        var unused: [Finding] = []
        for (index, suppression) in suppressions.enumerated()
        where !usedComments.contains(index) && !suppression.reason.isEmpty && ran.contains(suppression.check) {
            unused.append(finding(
                "the suppression of '\(suppression.check)' matches no finding", file: suppression.path, line: suppression.line,
                hint: "remove the comment: the finding it excused is gone (it covers its own line and the next)"
            ))
        }
        for (index, entry) in configuration.ignore.enumerated()
        where !usedEntries.contains(index) && !entry.reason.isEmpty && ran.contains(entry.check) {
            unused.append(finding(
                "the 'ignore' entry for '\(entry.check)' in '\(entry.path)' matches no finding", file: ProjectConfiguration.path,
                hint: "remove the entry: the finding it excused is gone"
            ))
        }
        return (count, unused)
    }

    /// Removes the findings the baseline accepts; returns how many, and a finding for each
    /// entry nothing matched (or one for a baseline that cannot be read).
    private func applyBaseline(_ results: inout [DoctorReport.CheckResult]) -> (count: Int, stale: [Finding]) {
        switch baseline {
        case nil:
            return (0, [])
        case .failure(let error)?:
            return (0, [Finding(
                check: SuppressionsCheck.id, severity: .error, message: error.description, file: Baseline.path,
                hint: "run 'fia doctor --write-baseline' to write it again, or delete it"
            )])
        case .success(let baseline)?:
            var matcher = Baseline.Matcher(baseline)
            var count = 0
            for index in results.indices where results[index].id != SuppressionsCheck.id {
                let before = results[index].findings.count
                results[index].findings.removeAll { matcher.accepts($0) }
                count += before - results[index].findings.count
            }
            return (count, matcher.stale.map { entry in
                finding(
                    "the baseline accepts a '\(entry.check)' finding in '\(entry.path)' that is gone: \(entry.message)",
                    file: Baseline.path, hint: "run 'fia doctor --write-baseline' to drop fixed findings from the baseline"
                )
            })
        }
    }

    /// A check set to `off` is skipped; one set to `warning` or `error` reports with that severity.
    private func applySeverity(_ result: DoctorReport.CheckResult) -> DoctorReport.CheckResult {
        guard let severity = configuration.severity[result.id] else { return result }
        var result = result
        if severity == .off {
            result.findings = []
            result.skipped = true
            result.skipReason = "turned off in '\(ProjectConfiguration.path)'"
        } else {
            result.findings = result.findings.map(override(severity))
        }
        return result
    }

    private func override(_ severity: DoctorConfiguration.SeverityOverride) -> (Finding) -> Finding {
        { finding in
            var finding = finding
            finding.severity = severity == .error ? .error : .warning
            return finding
        }
    }

    /// Gives a finding on a line of a Swift file the column of that line's first non-blank character.
    private func placingColumn(_ finding: Finding) -> Finding {
        guard finding.column == nil, let line = finding.line, line >= 1, let text = sourceTexts.text(of: finding.file) else { return finding }
        let lines = TextLines.of(text)
        guard line <= lines.count else { return finding }
        let source = lines[line - 1]
        var finding = finding
        finding.column = source.prefix { $0 == " " || $0 == "\t" }.count + 1
        return finding
    }

    private func finding(_ message: String, file: String, line: Int? = nil, hint: String) -> Finding {
        Finding(check: SuppressionsCheck.id, severity: .warning, message: message, file: file, line: line, hint: hint)
    }
}

/// Each Swift file's text by path, indexed on the first finding that needs a column: a clean
/// project's thousands of paths are never hashed.
private final class SourceTexts {
    private let sources: [ProjectSnapshot.SourceFile]
    private lazy var byPath: [String: String] = Dictionary(sources.map { ($0.path, $0.text) }) { first, _ in first }

    init(sources: [ProjectSnapshot.SourceFile]) {
        self.sources = sources
    }

    func text(of path: String) -> String? {
        byPath[path]
    }
}
