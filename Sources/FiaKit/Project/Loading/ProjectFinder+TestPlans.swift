extension ProjectFinder {
    /// The test plans' paths (package-relative, sorted, each once): `TestPlans/` and the top of the
    /// package and of each workspace's folder, the plans schemes reference, and the configured ones.
    func testPlans(workspaces: [(folder: String, workspace: XcodeWorkspace, path: String)], projects: [String]) -> [String] {
        var found: [String] = []
        func add(_ absolutePath: String) {
            let path = Path.normalize(absolutePath)
            if path.hasSuffix(".xctestplan"), fileSystem.exists(path), !fileSystem.isDirectory(path), !found.contains(path) {
                found.append(path)
            }
        }
        func addPlans(in folder: String) {
            for name in log.entries(of: folder) where name.hasSuffix(".xctestplan") {
                add(Path.join(folder, name))
            }
        }
        /// A plan a scheme names outside the repository is not followed; it is reported here only
        /// for a workspace's schemes (`reportsOutside`): test-plans.scheme-references reports
        /// those of the package's and the app projects' schemes, with their lines.
        func addSchemes(in container: String, schemes: String, reportsOutside: Bool = false) {
            for name in log.entries(of: schemes) where name.hasSuffix(".xcscheme") {
                let scheme = relative(Path.join(schemes, name))
                guard let references = log.testPlanReferences(inScheme: scheme) else { continue }
                for plan in references.compactMap(\.containerPath) {
                    let path = Path.join(container, plan)
                    guard reportsOutside ? inside(path, listedIn: scheme) : boundary.contains(path, fileSystem: fileSystem) else { continue }
                    add(path)
                }
            }
        }
        for configured in configuration.testPlans {
            let path = absolute(configured)
            if fileSystem.isDirectory(path) { addPlans(in: path) } else { add(path) }
        }
        guard configuration.testPlans.isEmpty else { return found.map(relative).sorted() }
        let root = Path.normalize(self.root)
        for folder in [root] + workspaces.map(\.folder) {
            addPlans(in: folder)
            addPlans(in: Path.join(folder, ProjectSnapshot.testPlansFolder))
        }
        addSchemes(in: root, schemes: Path.join(root, ".swiftpm/xcode/xcshareddata/xcschemes"))
        for (folder, _, path) in workspaces {
            addSchemes(in: folder, schemes: Path.join(path, "xcshareddata/xcschemes"), reportsOutside: true)
        }
        for project in projects {
            addSchemes(in: Path.parent(project), schemes: Path.join(project, "xcshareddata/xcschemes"))
        }
        return found.map(relative).sorted()
    }
}
