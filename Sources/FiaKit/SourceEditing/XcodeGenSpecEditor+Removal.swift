/// The inverse of `XcodeGenSpecEditor.addPackageTestTarget`, for `fia remove`.
extension XcodeGenSpecEditor {
    /// Removes every `- package: "<Package>/<testTarget>"` line (the entries `add` writes in
    /// a scheme's test targets); `yaml` unchanged when there is none. The lines are read as `add`
    /// reads them (`SpecLines`), and only their bytes are taken out.
    public static func removePackageTestTarget(_ testTarget: String, in yaml: String) -> String {
        let text = SpecLines(yaml)
        let removed = text.lines.indices.filter { index in
            guard text.lines[index].isListItem else { return false }
            let fields = text.fields(of: index)
            let parts = fields.value.split(separator: "/")
            return fields.key == "package" && parts.count == 2 && parts[1] == testTarget
        }
        guard !removed.isEmpty else { return yaml }
        return SourceText(yaml).replacing(removed.map { (text.lines[$0].start..<text.lines[$0].end, "") })
    }
}
