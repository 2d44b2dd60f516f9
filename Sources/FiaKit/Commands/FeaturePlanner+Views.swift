/// `add feature`'s SwiftUI part: whether a feature gets a view, and its `AppScreen` entry.
extension FeaturePlanner {
    /// `AppScreen`'s case for a feature: `licenseList`, backticked when it is a keyword (`` `default` ``).
    static func screenCase(for name: TypeName) -> String {
        let camel = CaseConversion.camel(name.value)
        return TypeName.keywords.contains(camel) ? "`\(camel)`" : camel
    }

    /// Whether the feature gets a SwiftUI view and an `AppScreen` case: not with `--no-view`, nor
    /// in a project whose `.fia/config.json` says `"views": false`.
    func rendersView(_ feature: FeatureRequest, layout: ProjectLayout) throws -> Bool {
        guard feature.rendersView else { return false }
        // The configuration the snapshot read: the file is not read a second time.
        let snapshot = layout.snapshot
        if let unreadable = snapshot.unreadableFiles.first(where: { $0.path == ProjectConfiguration.path && !$0.wasRead }) {
            throw FileSystemError(path: layout.configuration, reason: unreadable.reason)
        }
        return snapshot.configuration.views
    }

    /// Adds the feature's case to `AppScreen` and its branch (`branch`, the rendered
    /// `snippets/scene-branch.swift`) to `view(container:)`'s switch. A project without
    /// `AppScreen` (made before it existed, or not by fia) gets the view alone.
    /// `importing`: the feature's own module, which the scene list then imports.
    func addScreen(for feature: FeatureRequest, to editor: inout ProjectEditor, layout: ProjectLayout, branch: String, importing module: String? = nil) throws {
        guard fileSystem.exists(layout.sceneList) else { return }
        let screen = Self.screenCase(for: feature.name)
        try editor.edit(layout.sceneList) { source in
            let imported = try module.map { try SwiftSourceEditor.addImport($0, in: source) } ?? source
            let added = try SwiftSourceEditor.addCase(screen, toEnum: "AppScreen", in: imported)
            return try SwiftSourceEditor.addSwitchCase(
                screen, statements: TextLines.of(branch).filter { !$0.isEmpty }.map(String.init), inFunction: "view", in: added)
        }
    }
}
