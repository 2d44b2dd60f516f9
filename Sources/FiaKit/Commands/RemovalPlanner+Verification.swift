/// The check that makes `remove` the inverse of `add`: `add`'s planner runs on the project as
/// removal would leave it, and must want to write back exactly what removal takes out.
extension RemovalPlanner {
    func verified(_ undo: Undo) throws -> Result {
        let current = Dictionary(undo.editor.edits.map { ($0.path, $0.edit) }, uniquingKeysWith: { first, _ in first })
        let edited = current.filter { $0.value.original != $0.value.edited }
        let hidden = Set(undo.rendered.filter(fileSystem.isFile))
        let before = OverlayFileSystem(fileSystem, replacing: edited.mapValues(\.edited), hiding: hidden)
        var planner = FeaturePlanner(root: root, fileSystem: before, force: false)
        planner.dumpPackage = dumpPackage
        planner.keepsLoadedProject = keepsLoadedProject
        let added: FilePlan
        do {
            if let request = undo.request {
                added = try planner.plan(request)
            } else if let useCase = undo.useCase {
                added = try planner.plan(useCase: useCase.name, uses: useCase.uses)
            } else {
                preconditionFailure("an undo names what add would write")
            }
        } catch {
            var reason = "\(error)"
            if reason.hasSuffix("; nothing was written") { reason.removeLast("; nothing was written".count) }
            throw RemovalError.notAsAddWritesIt(kind: undo.subject.kind, name: undo.subject.name.value, reason: reason)
        }

        var plan = FilePlan(root: root)
        var notes = undo.notes
        var kept: [String] = []
        var readded: Set<String> = []
        for entry in added.entries {
            let display = Path.relative(entry.path, to: root)
            switch entry.action {
            case .create:
                guard let existing = try fileSystem.contents(of: entry.path) else { continue }
                if existing == entry.contents || force {
                    plan.delete(entry.path, previous: existing)
                } else {
                    plan.skip(entry.path, in: fileSystem)
                    kept.append(display)
                }
            case .update:
                guard let edit = edited[entry.path] else {
                    throw RemovalError.cannotUndo(display, reason: "'add' would change it, and removal found nothing of it there")
                }
                guard Self.sameLines(entry.contents, edit.original) else {
                    throw RemovalError.cannotUndo(display, reason: "it differs from what 'add' writes")
                }
                readded.insert(entry.path)
            case .conflict:
                throw RemovalError.cannotUndo(display, reason: "'add' would find it in the way")
            case .identical, .skip, .delete:
                continue
            }
        }
        for (path, edit) in undo.editor.edits where edit.original != edit.edited {
            guard readded.contains(path) else {
                throw RemovalError.cannotUndo(Path.relative(path, to: root), reason: "'add' would not write back what removal takes out")
            }
            plan.edit(path, from: edit.original, to: edit.edited)
        }
        if !kept.isEmpty {
            notes.append("kept \(kept.count) file\(kept.count == 1 ? "" : "s") changed since fia wrote \(kept.count == 1 ? "it" : "them"): "
                + kept.map { "'\($0)'" }.joined(separator: ", ")
                + "; \(kept.count == 1 ? "it" : "they") may name what was removed: delete or adapt \(kept.count == 1 ? "it" : "them") (--force deletes them too)")
        }
        return Result(plan: plan, notes: notes)
    }

    /// Whether two texts hold the same lines, in any order, ignoring trailing commas and spaces:
    /// `add` appends what removal took out of the middle, and moves a list's last comma.
    static func sameLines(_ first: String, _ second: String) -> Bool {
        func lines(_ text: String) -> [String] {
            // `\r\n` is one Character: split on it too.
            text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
                var trimmed = Substring(line)
                while let last = trimmed.last, last == " " || last == "\t" || last == "\r" || last == "," { trimmed = trimmed.dropLast() }
                return String(trimmed)
            }.filter { !$0.isEmpty }.sorted()
        }
        return lines(first) == lines(second)
    }
}
