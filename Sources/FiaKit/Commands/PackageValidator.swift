/// Checks the package a plan would leave behind, before anything is written: SwiftPM must be
/// able to load it. Refuses overlapping target folders (`target 'X' has overlapping sources`)
/// targets whose folder neither exists nor is created by the plan, and dependency cycles.
enum PackageValidator {
    /// `scans`: the manifest texts already scanned (by the edits that made the plan's manifest).
    /// `keptBy` owns what it read until the process exits (see `KeptUntilExit`).
    static func validate(
        plan: FilePlan, layout: ProjectLayout, fileSystem: any FileSystem, scans: ManifestScans = ManifestScans(), keptBy owner: KeptUntilExit? = nil
    ) throws {
        let manifestPath = layout.manifest
        guard let entry = plan.entries.last(where: { $0.path == manifestPath && ($0.action == .update || $0.action == .create) }) else { return }
        let manifest: PackageManifest
        do {
            // A manifest built from enum cases, as its edits predicted SwiftPM would read it.
            manifest = try scans.predicted(for: entry.contents) ?? ManifestReader.read(try scans.scanner(for: entry.contents))
        } catch {
            throw FeatureError.invalidPackage("the edited 'Package.swift' could not be read back: \(error)")
        }
        for target in manifest.targets where target.dependencies.contains(where: { !$0.isProduct && $0.name == target.name }) {
            throw FeatureError.invalidPackage("target '\(target.name)' would depend on itself")
        }
        if let cycle = DependencyGraph(manifest: manifest).cycles().first {
            throw FeatureError.invalidPackage("its targets would depend on each other in a cycle: \(cycle.map { "'\($0)'" }.joined(separator: " → "))")
        }
        // Targets the plan adds or moves: the others SwiftPM already loads as they are.
        // Each name's first target before the plan: a target whose path and kind are unchanged
        // has its folder unchanged, and neither folder is worked out.
        let old = layout.snapshot.manifest.targets
        var oldNames = NameIndex(minimumCapacity: old.count)
        var firstPositions: [Int] = []
        firstPositions.reserveCapacity(old.count)
        for (index, target) in old.enumerated() where oldNames.insert(target.name).isNew {
            firstPositions.append(index)
        }
        func firstIndex(_ name: String) -> Int? {
            oldNames.id(of: name).map { firstPositions[$0] }
        }
        let written = plan.entries.filter { $0.action == .create || $0.action == .update }.map { Path.relative($0.path, to: layout.root) }
        // The targets with a folder, by position in the edited manifest: none is copied.
        let targets = manifest.targets
        let positions = targets.indices.filter { targets[$0].kind != .binary && targets[$0].kind != .system }
        let folders = positions.map { (name: targets[$0].name, folder: targets[$0].folder) }
        // Freeing a big manifest target by target costs more than the exit that reclaims it.
        defer { owner?.keep((manifest, folders)) }
        for (position, target) in folders.enumerated() {
            if let index = firstIndex(target.name) {
                let current = positions[position]
                let samePath = old[index].path == targets[current].path
                    && (targets[current].path != nil || (old[index].kind == .test) == (targets[current].kind == .test))
                if samePath || old[index].folder == target.folder { continue }
            }
            let exists = fileSystem.isDirectory(layout.path(target.folder)) || written.contains { Path.isInside($0, folder: target.folder) }
            guard exists else {
                throw FeatureError.invalidPackage("the folder '\(target.folder)' of target '\(target.name)' would not exist")
            }
            for other in folders where Path.isInside(other.folder, folder: target.folder) || Path.isInside(target.folder, folder: other.folder) {
                guard other.name != target.name else { continue }
                let (first, second) = firstIndex(other.name) == nil && other.name > target.name ? (target, other) : (other, target)
                throw FeatureError.invalidPackage("targets '\(first.name)' and '\(second.name)' would have overlapping sources ('\(first.folder)', '\(second.folder)')")
            }
        }
    }
}
