/// The inverse of `XcodeGenSpecEditor.addPackageTestTarget`, for `fia remove`.
extension XcodeGenSpecEditor {
    /// Removes every `- package: "<Package>/<testTarget>"` line (the entries `add` writes in
    /// a scheme's test targets); `yaml` unchanged when there is none.
    public static func removePackageTestTarget(_ testTarget: String, in yaml: String) -> String {
        RawLine.split(yaml).filter { line in
            guard let parsed = YAMLLine(line.content, number: 0), parsed.isListItem, parsed.key == "package" else { return true }
            let parts = parsed.value.split(separator: "/")
            return !(parts.count == 2 && parts[1] == testTarget)
        }.map { $0.content + $0.terminator }.joined()
    }
}
