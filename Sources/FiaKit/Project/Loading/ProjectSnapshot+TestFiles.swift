extension ProjectSnapshot {
    /// The Swift files that are tests: under `Tests/` or in a test target of the package, in
    /// `sources` order.
    func testFiles() -> [SourceFile] {
        let testTargets = Set(manifest.targets.filter { $0.kind == .test }.map(\.name))
        return sources.filter { file in file.path.hasPrefix("Tests/") || file.target.map(testTargets.contains) == true }
    }
}
