/// Every suppression names a check and gives a reason, and `.fia/config.json`'s `severity` and
/// `ignore` entries name real checks.
///
/// This is the part that needs only the project. The rest — suppressions and baseline entries
/// that match no finding — is known only after every other check ran, so `DoctorPolicy` adds
/// those findings to this check's result.
struct SuppressionsCheck: DoctorCheck {
    static let id = "layout.suppressions"
    static let title = "Suppressions and the baseline give reasons and match findings"
    static let group = DoctorCheckGroup.layout
    static let requiresManifest = false

    static let commentHint = "write '// fia:ignore <check id> — <reason>'; 'fia doctor --list-checks' lists the ids"

    func run(_ snapshot: ProjectSnapshot) -> [Finding] {
        var findings: [Finding] = []
        for suppression in Suppression.scan(snapshot) {
            if suppression.check.isEmpty {
                findings.append(warning("the suppression names no check", file: suppression.path, line: suppression.line, hint: Self.commentHint))
            } else if Doctor.check(id: suppression.check) == nil {
                findings.append(warning(
                    "the suppression names '\(suppression.check)', which is not a check",
                    file: suppression.path, line: suppression.line, hint: Self.commentHint
                ))
            } else if suppression.reason.isEmpty {
                findings.append(warning(
                    "the suppression of '\(suppression.check)' gives no reason, so it suppresses nothing",
                    file: suppression.path, line: suppression.line, hint: Self.commentHint
                ))
            }
        }
        let configuration = snapshot.configuration.doctor
        for id in configuration.severity.keys.sorted() where Doctor.check(id: id) == nil {
            findings.append(warning(
                "'severity' names '\(id)', which is not a check", file: ProjectConfiguration.path,
                hint: "use an id from 'fia doctor --list-checks'"
            ))
        }
        for entry in configuration.ignore {
            if Doctor.check(id: entry.check) == nil {
                findings.append(warning(
                    "an 'ignore' entry for '\(entry.path)' names '\(entry.check)', which is not a check",
                    file: ProjectConfiguration.path, hint: "use an id from 'fia doctor --list-checks'"
                ))
            } else if entry.reason.isEmpty {
                findings.append(warning(
                    "the 'ignore' entry for '\(entry.check)' in '\(entry.path)' gives no reason, so it suppresses nothing",
                    file: ProjectConfiguration.path, hint: "add a \"reason\" saying why the finding is accepted"
                ))
            }
        }
        return findings
    }
}
