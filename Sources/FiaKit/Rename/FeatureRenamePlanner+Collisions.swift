/// `rename feature`'s refusals: a name, file, folder, target or screen case the rename would
/// produce that the project already has, and a new type name that would hide one the code uses.
extension FeatureRenamePlanner {
    func checkCollisions(of scope: FeatureRenameScope, layout: ProjectLayout) throws {
        let snapshot = layout.snapshot
        // Where each old and new name is used as an identifier (first file).
        let candidates = Set(scope.names.flatMap { [$0.old, $0.new] })
        var used: [String: String] = [:]
        for file in snapshot.sources {
            for name in scope.uses.uses(candidates, in: file.path) where used[name] == nil { used[name] = file.path }
        }
        let renamed = scope.names.filter { used[$0.old] != nil || scope.targets[$0.old] != nil }
        for (_, new) in renamed {
            if let first = new.unicodeScalars.first, ("A"..."Z").contains(first), !ReservedNames.declaredByBlueprints.contains(new),
               let hidden = ReservedNames.hidden(by: new, views: snapshot.configuration.views) {
                throw UsageError(
                    "'\(new)' cannot name a renamed type: it would hide \(hidden), which the generated code uses; choose another name",
                    command: RenameFeatureCommand.spec.name
                )
            }
        }
        for (old, new) in renamed {
            if let file = used[new] {
                throw FeatureRenameError.nameTaken(new, renaming: old, file: file)
            }
        }
        for (old, new) in scope.targets.sorted(by: { $0.key < $1.key }) where snapshot.manifest.target(named: new) != nil {
            throw FeatureRenameError.targetTaken(new, renaming: old)
        }
        try checkScreenCase(of: scope, layout: layout)
        try checkDestinations(of: scope, layout: layout)
    }

    /// The new `AppScreen` case must not be a name the scene list already uses.
    private func checkScreenCase(of scope: FeatureRenameScope, layout: ProjectLayout) throws {
        let relative = Path.relative(layout.sceneList, to: root)
        guard let scene = layout.snapshot.sources.first(where: { $0.path == relative }),
              let tokens = try? SwiftLexer.tokenize(scene.text) else { return }
        let old = CaseConversion.camel(scope.old.value)
        let new = CaseConversion.camel(scope.new.value)
        if tokens.contains(where: { $0.isIdentifier(old) }), tokens.contains(where: { $0.isIdentifier(new) }) {
            throw FeatureRenameError.nameTaken(new, renaming: old, file: relative)
        }
    }

    /// Every moved file's destination, and each folder the rename creates, must be free; a Swift
    /// file must not share its name (ignoring case) with another file of its target.
    private func checkDestinations(of scope: FeatureRenameScope, layout: ProjectLayout) throws {
        let owned = Set(scope.ownedFiles)
        var names: [String: [String: String]] = [:]
        for file in layout.snapshot.sources where !owned.contains(file.path) {
            names[file.target ?? "", default: [:]][Path.lastComponent(file.path).lowercased()] = file.path
        }
        let targets = Dictionary(layout.snapshot.sources.map { ($0.path, $0.target ?? "") }) { first, _ in first }
        for path in scope.ownedFiles {
            let destination = scope.destination(of: path)
            guard destination != path else { continue }
            let from = path.split(separator: "/")
            let to = destination.split(separator: "/")
            // The first folder the move renames (`Sources/PresentationLayer/Profile`) must be new.
            if let index = Array(zip(from, to)).firstIndex(where: { $0 != $1 }), index < to.count - 1 {
                let folder = to[...index].joined(separator: "/")
                if fileSystem.exists(layout.path(folder)) {
                    throw FeatureRenameError.pathTaken(folder, moving: from[...index].joined(separator: "/"))
                }
            }
            if fileSystem.exists(layout.path(destination)) && !owned.contains(destination) {
                throw FeatureRenameError.pathTaken(destination, moving: path)
            }
            if let target = targets[path], let other = names[target]?[Path.lastComponent(destination).lowercased()] {
                throw FeatureRenameError.fileNameTaken(file: destination, otherFile: other)
            }
        }
    }
}
