extension DoctorReport {
    /// The checklist: per group, `✓ <title>` for each passing check, a `✗` (error) or `!`
    /// (warning) line per finding with its location and check id and a `hint:` line under
    /// it, `- <title> (skipped)` for a skipped check, `! <title> (incomplete …)` for a check
    /// that could not see every file (never a `✓`); then the summary line.
    public func render(useColor: Bool) -> String {
        func styled(_ text: String, _ style: Output.Style) -> String {
            Output.styled(text, style, useColor: useColor)
        }
        var lines: [String] = []
        for group in DoctorCheckGroup.allCases {
            let groupResults = results.filter { $0.group == group }
            guard !groupResults.isEmpty else { continue }
            lines.append(styled(group.rawValue, .bold))
            for result in groupResults {
                if result.skipped {
                    lines.append("  \(styled("-", .dim)) \(result.title) \(styled("(skipped: \(result.skipReason ?? "Package.swift could not be read"))", .dim))")
                } else if result.incomplete {
                    lines.append("  \(styled("!", .yellow)) \(result.title) \(styled("(incomplete: some files could not be read)", .dim))")
                } else if result.findings.isEmpty {
                    lines.append("  \(styled("✓", .green)) \(result.title)")
                }
                for finding in result.findings {
                    let mark = finding.severity == .error ? styled("✗", .red) : styled("!", .yellow)
                    lines.append("  \(mark) \(finding.location): \(finding.message) \(styled("[\(finding.check)]", .dim))")
                    lines.append("      \(styled("hint:", .cyan)) \(finding.hint)")
                }
            }
            lines.append("")
        }
        let summaryStyle: Output.Style = errorCount > 0 ? .red : warningCount > 0 ? .yellow : .green
        lines.append(styled(summary, summaryStyle))
        return lines.joined(separator: "\n")
    }
}
