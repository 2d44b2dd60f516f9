extension ProjectSnapshot {
    /// A test plan a scheme names: a shared scheme of the package (`<TestPlanReference
    /// reference = "container:TestPlans/UnitTests.xctestplan">`) or of an app's Xcode project
    /// (`container:../TestPlans/…`, relative to the project's folder), or a scheme of
    /// App/project.yml (`testPlans: - path: …`, relative to App/).
    public struct SchemePlanReference: Equatable, Sendable {
        /// The scheme's file (`.swiftpm/…/Demo.xcscheme`, `App/project.yml`).
        public var file: String
        public var line: Int
        /// The plan as the scheme writes it.
        public var reference: String
        /// The plan's project-relative path; `nil` when it lies outside the project.
        public var path: String?
        public var exists: Bool
        /// Whether the plan lies outside the repository: never looked at.
        public var isOutsideRepository = false
    }

    /// Where SwiftPM keeps a package's shared schemes.
    public static let sharedSchemesFolder = ".swiftpm/xcode/xcshareddata/xcschemes"

    /// Every test plan named by the package's shared schemes, the shared schemes of `projects`
    /// (absolute `.xcodeproj` paths) and the XcodeGen spec's schemes, and whether it exists;
    /// `read` reads a project-relative file.
    static func schemePlanReferences(
        root: String, fileSystem: any FileSystem, boundary: RepositoryBoundary, xcodeGen: XcodeGenSpec?, projects: [String], log: ReadLog
    ) -> [SchemePlanReference] {
        func read(_ path: String) -> String? { log.read(path) }
        func resolved(_ relative: String, in folder: String) -> (path: String?, exists: Bool) {
            let absolute = Path.normalize(Path.join(root, folder, relative))
            guard absolute.hasPrefix(root + "/") else { return (nil, fileSystem.exists(absolute)) }
            return (Path.relative(absolute, to: root), fileSystem.exists(absolute))
        }
        func planReference(_ file: String, _ line: Int, _ reference: String, _ relative: String, in folder: String) -> SchemePlanReference {
            guard boundary.contains(Path.join(root, folder, relative), fileSystem: fileSystem) else {
                return SchemePlanReference(file: file, line: line, reference: reference, path: nil, exists: false, isOutsideRepository: true)
            }
            let target = resolved(relative, in: folder)
            return SchemePlanReference(file: file, line: line, reference: reference, path: target.path, exists: target.exists)
        }
        var references: [SchemePlanReference] = []
        // Each scheme's `container:` is the folder of its container: the package's root, or the
        // folder holding the Xcode project (`container:../TestPlans/…` from App/).
        func addSchemes(in folder: String, container: String) {
            let schemes = log.entries(of: folder).filter { $0.hasSuffix(".xcscheme") }
            for scheme in schemes.sorted() {
                let file = Path.join(folder, scheme)
                guard let text = read(file) else { continue }
                for (line, reference) in testPlanReferences(inScheme: text) {
                    // Other containers than `container:` are not followed.
                    guard reference.hasPrefix("container:") else { continue }
                    references.append(planReference(file, line, reference, String(reference.dropFirst("container:".count)), in: container))
                }
            }
        }
        addSchemes(in: sharedSchemesFolder, container: "")
        for project in projects {
            let folder = Path.relative(from: root, project)
            addSchemes(in: Path.join(folder, "xcshareddata/xcschemes"), container: Path.parent(folder))
        }
        for plan in xcodeGen?.testPlanReferences ?? [] {
            references.append(planReference(xcodeGenPath, plan.line, plan.path, plan.path, in: Path.parent(xcodeGenPath)))
        }
        return references
    }

    /// The `reference = "…"` attributes of an `.xcscheme` and their lines. Lines end at `\n` or
    /// `\r\n` (a line feed is never part of another character, so its byte ends a line); only the
    /// lines whose bytes hold `reference` (ASCII letters, which no other characters equal) are
    /// made into strings, the rest are counted.
    static func testPlanReferences(inScheme text: String) -> [(line: Int, reference: String)] {
        let pattern = Array("reference".utf8)
        var found: [(line: Int, reference: String)] = []
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            let utf8 = text.utf8
            var number = 1
            var start = 0
            var hit = ByteSearch.firstIndex(of: pattern, in: bytes, from: 0)
            while hit < bytes.count {
                var end = ByteSearch.firstIndex(of: ascii("\n"), in: bytes, from: start)
                while end < hit {
                    number += 1
                    start = end + 1
                    end = ByteSearch.firstIndex(of: ascii("\n"), in: bytes, from: start)
                }
                let contentEnd = end > start && bytes[end - 1] == ascii("\r") && end < bytes.count ? end - 1 : end
                let line = text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: contentEnd)]
                if let reference = testPlanReference(in: line) { found.append((number, reference)) }
                guard end < bytes.count else { break }
                number += 1
                start = end + 1
                hit = ByteSearch.firstIndex(of: pattern, in: bytes, from: start)
            }
        }
        return found
    }

    /// The value of a `reference = "…"` attribute on a line of an `.xcscheme` (only
    /// `TestPlanReference` has one; buildables use `ReferencedContainer`).
    private static func testPlanReference(in line: Substring) -> String? {
        guard let range = line.firstRange(of: "reference") else { return nil }
        guard range.lowerBound == line.startIndex || line[line.index(before: range.lowerBound)] == " " || line[line.index(before: range.lowerBound)] == "<" else {
            return nil
        }
        let rest = line[range.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return nil }
        let value = rest.dropFirst().drop { $0 == " " }
        guard value.first == "\"", let close = value.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(value[value.index(after: value.startIndex)..<close])
    }
}
