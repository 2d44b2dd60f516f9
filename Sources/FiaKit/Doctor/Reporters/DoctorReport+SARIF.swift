import Foundation

extension DoctorReport {
    /// The report as a SARIF 2.1.0 log, which GitHub code scanning (and other dashboards)
    /// accept: one rule per check (its title, why it exists, how to fix or accept a finding),
    /// one result per finding with its level, message and location. Locations are relative to
    /// `%SRCROOT%`, the repository's root, given in `originalUriBaseIds`; `partialFingerprints`
    /// carries the baseline's fingerprint so code scanning tracks a finding across moves.
    public func sarif(location: ReportLocation) -> String {
        let ids = results.map(\.id)
        let rules = results.map { result in
            let entry = DoctorCheckCatalog.entry(result.id)
            let accept = "To accept a finding, add '// fia:ignore \(result.id) — <reason>' on or above its line, an 'ignore' entry in '.fia/config.json', or record it with 'fia doctor --write-baseline'."
            return SARIF.Rule(
                id: result.id,
                name: result.id.split(separator: ".").last.map(String.init) ?? result.id,
                shortDescription: .init(text: result.title),
                fullDescription: .init(text: entry.rationale.isEmpty ? result.title : entry.rationale),
                help: .init(text: "\(entry.rationale) Each finding's message ends with a hint on how to fix it. \(accept)"),
                defaultConfiguration: .init(level: entry.severity.rawValue),
                properties: .init(tags: ["fia", result.group.rawValue])
            )
        }
        let sarifResults = findings.map { finding in
            SARIF.Result(
                ruleId: finding.check,
                ruleIndex: ids.firstIndex(of: finding.check) ?? 0,
                level: finding.severity.rawValue,
                message: .init(text: "\(finding.message)\nhint: \(finding.hint)"),
                locations: [.init(physicalLocation: .init(
                    artifactLocation: .init(uri: Self.uriPath(location.repositoryRelative(finding.file)), uriBaseId: SARIF.sourceRoot),
                    // A finding about a whole file (no line) points at its first line: code scanning
                    // places every result on a line.
                    region: .init(startLine: finding.line ?? 1, startColumn: finding.line == nil ? nil : finding.column)
                ))],
                partialFingerprints: ["fiaFingerprint/v1": finding.fingerprint]
            )
        }
        let log = SARIF.Log(runs: [SARIF.Run(
            tool: .init(driver: .init(name: "fia", semanticVersion: Fia.version, rules: rules)),
            originalUriBaseIds: [SARIF.sourceRoot: .init(uri: Self.fileURI(directory: location.repositoryRoot))],
            results: sarifResults,
            columnKind: "unicodeCodePoints"
        )])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        return String(decoding: try! encoder.encode(log), as: UTF8.self)
    }

    /// A relative path as a URI reference: each component percent-encoded.
    static func uriPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", ";"])) ?? String($0) }
            .joined(separator: "/")
    }

    /// `file:///abs/dir/` for an absolute directory (SARIF wants the base URI to end in `/`).
    static func fileURI(directory: String) -> String {
        let path = uriPath(directory)
        return "file://" + (path.hasSuffix("/") ? path : path + "/")
    }
}

/// The subset of the SARIF 2.1.0 object model doctor writes.
enum SARIF {
    static let sourceRoot = "%SRCROOT%"
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    struct Log: Encodable {
        var schema = SARIF.schema
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
        var columnKind: String
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id, name: String
        var shortDescription, fullDescription, help: Message
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Properties: Encodable {
        var tags: [String]
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}
