import Foundation

extension DoctorReport {
    /// One GitHub Actions workflow command per finding, which GitHub shows as an annotation on
    /// the pull request's diff:
    ///
    ///     ::error file=Sources/A.swift,line=3,col=1,title=imports.cross-layer::'PresentationLayer' imports …%0Ahint: …
    ///
    /// Paths are relative to the repository's root. Values are escaped as GitHub's toolkit does:
    /// `%`, CR and LF in the message; also `:` and `,` in the properties.
    public func github(location: ReportLocation) -> String {
        findings.map { finding in
            var properties = ["file=\(Self.escapeProperty(location.repositoryRelative(finding.file)))"]
            if let line = finding.line {
                properties.append("line=\(line)")
                if let column = finding.column { properties.append("col=\(column)") }
            }
            properties.append("title=\(Self.escapeProperty(finding.check))")
            let message = "\(finding.message)\nhint: \(finding.hint)"
            return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
        }.joined(separator: "\n")
    }

    /// A workflow command's message: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A workflow command's property value: as `escapeData`, and `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
