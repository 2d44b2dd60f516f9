extension ProjectSnapshot {
    /// The Swift files that are tests: under `Tests/` or in a test target of the package. In
    /// `sources` order. Each file's target name is looked up once per distinct name in a row, and
    /// the folder is compared by bytes first.
    func testFiles() -> [SourceFile] {
        let testTargets = Set(manifest.targets.filter { $0.kind == .test }.map(\.name))
        // Files sorted by path come target by target: the last answer is usually the one.
        var last: (target: String, isTest: Bool)?
        return sources.filter { file in
            if Self.isUnderTests(file.path) { return true }
            guard let target = file.target else { return false }
            if let last, last.target == target { return last.isTest }
            let isTest = testTargets.contains(target)
            last = (target, isTest)
            return isTest
        }
    }

    /// `path.hasPrefix("Tests/")`, by bytes: no other bytes are canonically equivalent to
    /// `Tests/`, so a byte mismatch is a mismatch; a match followed by a byte beyond ASCII (which
    /// may combine with the `/`) is left to `hasPrefix`.
    static func isUnderTests(_ path: String) -> Bool {
        let prefix: StaticString = "Tests/"
        let utf8 = path.utf8
        guard utf8.count >= prefix.utf8CodeUnitCount else { return false }
        var index = utf8.startIndex
        for offset in 0 ..< prefix.utf8CodeUnitCount {
            guard utf8[index] == prefix.utf8Start[offset] else { return false }
            index = utf8.index(after: index)
        }
        return index == utf8.endIndex || utf8[index] < 0x80 || path.hasPrefix("Tests/")
    }
}
