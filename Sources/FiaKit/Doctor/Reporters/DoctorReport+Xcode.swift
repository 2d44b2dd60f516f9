extension DoctorReport {
    /// One line per finding in the form Xcode (and clang, and most editors) parse from a build
    /// phase's output, so each shows inline at its file and line:
    ///
    ///     /abs/Demo/Sources/PresentationLayer/A.swift:3:1: error: 'PresentationLayer' imports … [imports.cross-layer]
    ///
    /// The line and column are left out when the finding has none. The summary is the last line
    /// (Xcode shows it as plain log output).
    public func xcode(location: ReportLocation) -> String {
        var lines: [String] = []
        for finding in findings {
            var place = location.absolute(finding.file)
            if let line = finding.line {
                place += ":\(line)"
                if let column = finding.column { place += ":\(column)" }
            }
            lines.append("\(place): \(finding.severity.rawValue): \(Self.oneLine(finding.message)) [\(finding.check)]")
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// `text` on one line: a line break would start a line Xcode cannot place.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
