extension DoctorReport {
    /// The report as JUnit XML for CI test reports (GitLab, Jenkins, …): one `<testsuite>` per
    /// group, one `<testcase>` per check. A check with errors — or, when `strict`, warnings —
    /// has a `<failure>` carrying its findings; warnings that do not fail the run are listed in
    /// the case's `<system-out>`; a skipped check has `<skipped>` with the reason.
    public func junit(strict: Bool) -> String {
        func failed(_ result: CheckResult) -> Bool {
            result.findings.contains { $0.severity == .error || strict }
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = results.count(where: failed)
        lines.append("<testsuites name=\"fia doctor\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skippedCount)\">")
        for group in DoctorCheckGroup.allCases {
            let groupResults = results.filter { $0.group == group }
            guard !groupResults.isEmpty else { continue }
            let attributes = [
                "name=\"\(Self.xml(group.rawValue))\"", "tests=\"\(groupResults.count)\"",
                "failures=\"\(groupResults.count(where: failed))\"", "errors=\"0\"",
                "skipped=\"\(groupResults.count(where: \.skipped))\"",
            ]
            lines.append("  <testsuite \(attributes.joined(separator: " "))>")
            for result in groupResults {
                let open = "    <testcase classname=\"fia.doctor.\(Self.xml(result.id))\" name=\"\(Self.xml(result.title))\""
                let details = result.findings.map { finding in
                    "\(finding.severity.rawValue): \(finding.location): \(finding.message) [\(finding.check)]\n  hint: \(finding.hint)"
                }.joined(separator: "\n")
                if result.skipped {
                    let reason = result.skipReason ?? "Package.swift could not be read"
                    lines += [open + ">", "      <skipped message=\"\(Self.xml(reason))\"/>", "    </testcase>"]
                } else if failed(result) {
                    let count = result.findings.count
                    let message = "\(count) finding\(count == 1 ? "" : "s")"
                    let type = result.findings.contains { $0.severity == .error } ? "error" : "warning"
                    lines += [open + ">", "      <failure message=\"\(message)\" type=\"\(type)\">\(Self.xml(details))</failure>", "    </testcase>"]
                } else if !result.findings.isEmpty {
                    lines += [open + ">", "      <system-out>\(Self.xml(details))</system-out>", "    </testcase>"]
                } else {
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    /// `text` as XML character data or attribute value: markup characters escaped, and the
    /// control characters XML 1.0 forbids dropped.
    static func xml(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
