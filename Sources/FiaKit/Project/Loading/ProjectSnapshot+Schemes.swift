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
        /// The scheme's name (its file's, or its key in App/project.yml).
        public var scheme = ""
        /// The container of the scheme, which the plan's `containerPath`s are resolved against.
        public var container = SchemeContainer(kind: .package, path: "")
    }

    /// Where SwiftPM keeps a package's shared schemes.
    public static let sharedSchemesFolder = ".swiftpm/xcode/xcshareddata/xcschemes"

    /// Every test plan named by the package's shared schemes, the shared schemes of `projects`
    /// (absolute `.xcodeproj` paths) and the XcodeGen spec's schemes, and whether it exists;
    /// `log` reads each scheme once.
    static func schemePlanReferences(
        root: String, fileSystem: any FileSystem, boundary: RepositoryBoundary, xcodeGen: XcodeGenSpec?, projects: [String], log: ReadLog
    ) -> [SchemePlanReference] {
        func resolved(_ relative: String, in folder: String) -> (path: String?, exists: Bool) {
            let absolute = Path.normalize(Path.join(root, folder, relative))
            guard absolute.hasPrefix(root + "/") else { return (nil, fileSystem.exists(absolute)) }
            return (Path.relative(absolute, to: root), fileSystem.exists(absolute))
        }
        func planReference(
            _ file: String, _ line: Int, _ reference: String, _ relative: String, scheme: String, container: SchemeContainer
        ) -> SchemePlanReference {
            let folder = container.folder
            guard boundary.contains(Path.join(root, folder, relative), fileSystem: fileSystem) else {
                return SchemePlanReference(
                    file: file, line: line, reference: reference, path: nil, exists: false, isOutsideRepository: true,
                    scheme: scheme, container: container)
            }
            let target = resolved(relative, in: folder)
            return SchemePlanReference(
                file: file, line: line, reference: reference, path: target.path, exists: target.exists, scheme: scheme, container: container)
        }
        var references: [SchemePlanReference] = []
        // Each scheme's `container:` is the folder of its container: the package's root, or the
        // folder holding the Xcode project (`container:../TestPlans/…` from App/).
        func addSchemes(in folder: String, container: SchemeContainer) {
            let schemes = log.entries(of: folder).filter { $0.hasSuffix(".xcscheme") }
            for scheme in schemes.sorted() {
                let file = Path.join(folder, scheme)
                guard let plans = log.testPlanReferences(inScheme: file) else { continue }
                for plan in plans {
                    // Other containers than `container:` are not followed.
                    guard let relative = plan.containerPath else { continue }
                    references.append(planReference(
                        file, plan.line, plan.reference, relative,
                        scheme: String(scheme.dropLast(".xcscheme".count)), container: container))
                }
            }
        }
        addSchemes(in: sharedSchemesFolder, container: SchemeContainer(kind: .package, path: ""))
        for project in projects {
            let folder = Path.relative(from: root, project)
            addSchemes(in: Path.join(folder, "xcshareddata/xcschemes"), container: SchemeContainer(kind: .project, path: folder))
        }
        // XcodeGen writes `<name>.xcodeproj` beside its spec, and its schemes there.
        let generated = SchemeContainer(kind: .project, path: Path.join(Path.parent(xcodeGenPath), "\(xcodeGen?.projectName ?? "App").xcodeproj"))
        for plan in xcodeGen?.testPlanReferences ?? [] {
            references.append(planReference(xcodeGenPath, plan.line, plan.path, plan.path, scheme: plan.scheme, container: generated))
        }
        return references
    }
}
