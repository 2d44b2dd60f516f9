/// The local packages of a repository, each with why fia counts it: listed by a workspace
/// (`FileRef`), referenced by an Xcode project (`XCLocalSwiftPackageReference`, or a
/// `PBXFileReference` to the package folder before Xcode 15), named by another package's
/// `.package(path:)`, or simply found below the root. Packages that reference each other, or that
/// one project or workspace uses together, form a group; unrelated groups stay apart.
struct RepositoryPackages: Equatable, Sendable {
    struct Package: Equatable, Sendable {
        /// Absolute folder holding its Package.swift.
        var folder: String
        /// Why it was read, e.g. "App/Shop.xcodeproj references ../Packages/Domain (XCLocalSwiftPackageReference)".
        var reasons: [String]
        /// Whether an Xcode project or a workspace references it.
        var isUsedByApp = false
        /// The Xcode projects (absolute) that reference it.
        var projects: [String] = []
    }

    /// Every package, in the order they were found.
    var packages: [Package]
    /// Each group: indices into `packages`, in order.
    var groups: [[Int]]

    /// How deep below the root a Package.swift, project or workspace is looked for.
    static let maximumDepth = 4
    /// Folders that hold build products or other tools' checkouts, never the apps' own packages.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "node_modules", "DerivedData", ".git", ".swiftpm"]

    init(repository root: String, fileSystem: any FileSystem) {
        var manifests: [String] = []
        var projects: [String] = []
        var workspaces: [String] = []
        var pending: [(folder: String, depth: Int)] = [(root, 0)]
        while let (folder, depth) = pending.popLast() {
            let names = ((try? fileSystem.entries(of: folder)) ?? []).sorted()
            if names.contains("Package.swift") { manifests.append(folder) }
            for name in names where !Self.skippedFolders.contains(name) {
                let path = Path.join(folder, name)
                if name.hasSuffix(".xcodeproj") {
                    projects.append(path)
                } else if name.hasSuffix(".xcworkspace") {
                    workspaces.append(path)
                } else if depth < Self.maximumDepth, fileSystem.isDirectory(path) {
                    pending.append((path, depth + 1))
                }
            }
        }

        var packages: [Package] = []
        var index: [String: Int] = [:]
        var links: [[Int]] = []
        func relative(_ path: String) -> String { Path.relative(from: root, path) }
        @discardableResult
        func note(_ folder: String, _ reason: String, byApp: Bool = false, project: String? = nil) -> Int? {
            let folder = Path.normalize(folder)
            guard folder == root || folder.hasPrefix(root + "/"), fileSystem.exists(Path.join(folder, "Package.swift")) else { return nil }
            let known = index[folder] ?? packages.count
            if known == packages.count {
                index[folder] = known
                packages.append(Package(folder: folder, reasons: []))
            }
            if byApp { packages[known].isUsedByApp = true }
            if !packages[known].reasons.contains(reason) { packages[known].reasons.append(reason) }
            if let project, !packages[known].projects.contains(project) { packages[known].projects.append(project) }
            return known
        }
        func projectPackages(_ project: String) -> [Int] {
            guard let text = try? fileSystem.contents(of: Path.join(project, "project.pbxproj")),
                  let model = try? XcodeProject(pbxproj: text) else { return [] }
            let folder = Path.parent(project)
            return model.localPackages.compactMap { reference in
                note(Path.join(folder, reference.path), "\(relative(project)) references \(reference.path) (\(reference.kind))", byApp: true, project: project)
            }
        }
        for workspace in workspaces.sorted() {
            guard let text = try? fileSystem.contents(of: Path.join(workspace, "contents.xcworkspacedata")) else { continue }
            let folder = Path.parent(workspace)
            var group: [Int] = []
            for reference in XcodeWorkspace(contents: text).references {
                let path = Path.normalize(Path.join(folder, reference))
                if path.hasSuffix(".xcodeproj") {
                    group += projectPackages(path)
                } else if let package = note(path, "\(relative(workspace)) lists \(reference) (FileRef)", byApp: true) {
                    group.append(package)
                }
            }
            links.append(group)
        }
        for project in projects.sorted() { links.append(projectPackages(project)) }
        for manifest in manifests.sorted() where index[manifest] == nil {
            note(manifest, manifest == root ? "Package.swift is at the repository root" : "\(relative(Path.join(manifest, "Package.swift"))) lies below the repository root")
        }
        // `.package(path:)` between local packages: read after every other reason so a package's
        // first reason is the app that uses it; the list grows while it is read.
        var next = 0
        while next < packages.count {
            let folder = packages[next].folder
            if let text = try? fileSystem.contents(of: Path.join(folder, "Package.swift")) {
                for path in Self.localDependencyPaths(inManifest: text) {
                    if let other = note(Path.join(folder, path), "\(relative(Path.join(folder, "Package.swift"))) depends on .package(path: \"\(path)\")") {
                        links.append([next, other])
                    }
                }
            }
            next += 1
        }
        self.packages = packages
        groups = Self.connectedGroups(count: packages.count, links: links)
    }

    /// The `path:` of each `.package(path: "…")` (and `.package(name: …, path: "…")`) in a manifest.
    static func localDependencyPaths(inManifest text: String) -> [String] {
        guard let tokens = try? SwiftLexer.tokenize(text) else { return [] }
        var paths: [String] = []
        var position = 0
        while position + 2 < tokens.count {
            defer { position += 1 }
            guard tokens[position].isPunctuation("."), tokens[position + 1].text == "package", tokens[position + 2].isPunctuation("(") else { continue }
            var depth = 0
            var cursor = position + 2
            while cursor < tokens.count {
                let token = tokens[cursor]
                if token.isPunctuation("(") { depth += 1 } else if token.isPunctuation(")") {
                    depth -= 1
                    if depth == 0 { break }
                } else if depth == 1, token.text == "path", cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation(":"),
                          case .string(let value?) = tokens[cursor + 2].kind {
                    paths.append(value)
                }
                cursor += 1
            }
        }
        return paths
    }

    /// Union of the linked indices; groups ordered by their first package.
    private static func connectedGroups(count: Int, links: [[Int]]) -> [[Int]] {
        var parent = Array(0..<count)
        func find(_ index: Int) -> Int {
            var index = index
            while parent[index] != index { index = parent[index] }
            return index
        }
        for link in links {
            guard let first = link.first else { continue }
            for other in link.dropFirst() { parent[find(other)] = find(first) }
        }
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in 0..<count {
            let group = find(index)
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(index)
        }
        return order.map { groups[$0] ?? [] }
    }
}
