import Foundation

extension DoctorCommand {
    /// `--list-checks`: every check with its id, group, severity and title, as a table or JSON.
    /// Inside a project, severities are the ones its `.fia/config.json` sets.
    func printCheckList(in context: CommandContext) throws -> Int32 {
        var configuration = DoctorConfiguration()
        let root = project != nil ? try ProjectLocator.root(explicit: project, in: context) : try? ProjectLocator.root(explicit: nil, in: context)
        if let root, let text = try? context.fileSystem.contents(of: Path.join(root, ProjectConfiguration.path)),
           let parsed = try? ProjectConfiguration(json: text) {
            configuration = parsed.doctor
        }
        let rows = DoctorCheckCatalog.rows(configuration: configuration)
        if format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let items = rows.map { ["id": $0.id, "group": $0.group, "severity": $0.severity, "title": $0.title] }
            // Encoding strings cannot fail.
            context.output.line(String(decoding: try! encoder.encode(items), as: UTF8.self))
            return Fia.ExitCode.success
        }
        let columns = [("ID", \DoctorCheckCatalog.Row.id), ("GROUP", \.group), ("SEVERITY", \.severity)]
        let widths = columns.map { column in max(column.0.count, rows.map { $0[keyPath: column.1].count }.max() ?? 0) }
        func line(_ cells: [String], _ last: String) -> String {
            zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) + "  " }.joined() + last
        }
        context.output.line(line(columns.map(\.0), "WHAT IT CHECKS"))
        for row in rows {
            context.output.line(line(columns.map { row[keyPath: $0.1] }, row.title))
        }
        return Fia.ExitCode.success
    }
}
