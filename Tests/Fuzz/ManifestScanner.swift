@testable import FiaKit

/// `ManifestScanner` through `ManifestEditor`, the edits `add` and `remove` make to a project's
/// Package.swift (with `-D DEBUG`, each edit's quick rescan is checked against a full scan).
/// Invariants: an edit that succeeds is idempotent, and the reader then sees what was added (and
/// no longer sees what was removed); adding a target then removing it reads as the manifest did.
func fuzz(_ input: FuzzInput) {
    let text = input.text
    let before = try? ManifestReader.read(text)

    if let added = try? ManifestEditor.addTarget(named: "FuzzAdded", declaration: ".target(\n    name: \"FuzzAdded\",\n    dependencies: []\n)", to: text) {
        require((try? ManifestEditor.addTarget(named: "FuzzAdded", declaration: ".target(name: \"FuzzAdded\")", to: added)) == added,
                "adding a target twice changes the manifest again:\n\(added)")
        if before != nil {
            let after = try? ManifestReader.read(added)
            require(after?.target(named: "FuzzAdded") != nil, "the target added is not read:\n\(added)")
            let removed = try? ManifestEditor.removeTarget(named: "FuzzAdded", from: added)
            let reread = removed.flatMap { try? ManifestReader.read($0) }
            require(reread == before || before?.target(named: "FuzzAdded") != nil,
                    "adding then removing a target reads differently:\n\(String(describing: before))\n--- then ---\n\(String(describing: reread))")
        }
    }

    for target in (before?.targets ?? []).prefix(2) {
        guard let added = try? ManifestEditor.addDependency("FuzzDependency", toTarget: target.name, in: text) else { continue }
        require((try? ManifestEditor.addDependency("FuzzDependency", toTarget: target.name, in: added)) == added,
                "adding a dependency twice changes the manifest again:\n\(added)")
        let after = try? ManifestReader.read(added)
        require(after?.target(named: target.name)?.dependencies.contains { $0.name == "FuzzDependency" } == true,
                "the dependency added to \(target.name) is not read:\n\(added)")
        guard let removed = try? ManifestEditor.removeDependency("FuzzDependency", in: added) else { continue }
        let reread = try? ManifestReader.read(removed)
        require(reread?.targets.allSatisfy { !$0.dependencies.contains { $0.name == "FuzzDependency" && !$0.isProduct } } == true,
                "the dependency removed is still read:\n\(removed)")
    }

    if let name = before?.targets.first?.name, let removed = try? ManifestEditor.removeTarget(named: name, from: text),
       let after = try? ManifestReader.read(removed) {
        let count = { (manifest: PackageManifest) in manifest.targets.count { $0.name == name } }
        require(count(after) == count(before!) - 1, "removing target \(name) leaves \(count(after)) of \(count(before!)):\n\(removed)")
    }
}
