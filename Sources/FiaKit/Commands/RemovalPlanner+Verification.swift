/// The check that makes `remove` the inverse of `add`: `add`'s planner runs on the project as
/// removal would leave it, and must want to write back exactly what removal takes out.
extension RemovalPlanner {
    func verified(_ undo: Undo) throws -> Result {
        if let module = undo.module, !module.addWritesIt { return try removedByName(undo) }
        let current = Dictionary(undo.editor.edits.map { ($0.path, $0.edit) }, uniquingKeysWith: { first, _ in first })
        let edited = current.filter { $0.value.original != $0.value.edited }
        let hidden = Set(undo.rendered.filter(fileSystem.isFile))
        let before = OverlayFileSystem(fileSystem, root: root, replacing: edited.mapValues(\.edited), hiding: hidden)
        var planner = FeaturePlanner(root: root, fileSystem: before, force: false)
        planner.dumpPackage = dumpPackage
        // A manifest built from enum cases, edited: SwiftPM would read what the edit predicted, not the file on disk.
        if let predicted = edited.values.lazy.compactMap({ undo.manifestScans.predicted(for: $0.edited) }).first {
            planner.dumpPackage = { _ in predicted.dumpPackageJSON }
        }
        planner.loadedProjectsOwner = loadedProjectsOwner
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
    /// `add` appends what removal took out of the middle, and moves a list's last comma. The whole
    /// lines both texts begin and end with, byte for byte, are the same lines; the lines between
    /// are counted, not sorted: each line of one text cancels an equal line of the other.
    /// A one-line list of string literals (`dependencies: ["A", "B"]`) counts as the same line
    /// whatever the order of its elements: `add` appends to it what removal took out of its middle.
    static func sameLines(_ first: String, _ second: String) -> Bool {
        let (firstMiddle, secondMiddle) = middles(first, second)
        var counts: [Substring: Int] = [:]
        forEachLine(of: first, in: firstMiddle) { counts[unorderedList($0), default: 0] += 1 }
        forEachLine(of: second, in: secondMiddle) { counts[unorderedList($0), default: 0] -= 1 }
        return counts.values.allSatisfy { $0 == 0 }
    }

    /// `line` with the elements of its one bracketed list of string literals sorted, when it has
    /// one (`["B", "A"]` → `["A", "B"]`); any other line as it is.
    static func unorderedList(_ line: Substring) -> Substring {
        guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]"), open < close else { return line }
        let inside = line[line.index(after: open)..<close]
        let elements = inside.split(separator: ",").map { String($0.trimmingBlanks()) }
        guard elements.count > 1, elements.allSatisfy({ $0.count >= 2 && $0.first == "\"" && $0.last == "\"" && !$0.dropFirst().dropLast().contains("\"") }) else {
            return line
        }
        return Substring(line[...open] + elements.sorted().joined(separator: ", ") + line[close...])
    }

    /// The byte offsets of each text without the whole lines (each ending in a line feed) both
    /// begin with, and without the whole lines (each after a line feed) both end with.
    private static func middles(_ first: String, _ second: String) -> (Range<Int>, Range<Int>) {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                let common = min(a.count, b.count)
                var head = 0, index = 0
                while index < common && a[index] == b[index] {
                    if a[index] == UInt8(ascii: "\n") { head = index + 1 }
                    index += 1
                }
                var tail = 0
                index = 0
                while index < common - head && a[a.count - 1 - index] == b[b.count - 1 - index] {
                    if a[a.count - 1 - index] == UInt8(ascii: "\n") { tail = index }
                    index += 1
                }
                return (head..<a.count - tail, head..<b.count - tail)
            }
        }
    }

    /// Each line of `text` between the byte offsets `range`, without its trailing spaces, tabs,
    /// commas and the `\r` of a `\r\n`; lines left empty are passed over.
    private static func forEachLine(of text: String, in range: Range<Int>, _ body: (Substring) -> Void) {
        var lines: [Range<Int>] = []
        var bytes = text
        bytes.withUTF8 { bytes in
            TextLines.forEach(in: bytes, from: range.lowerBound, to: range.upperBound) { span, _ in
                var end = span.contentEnd
                while end > span.start {
                    let last = bytes[end - 1]
                    guard last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") || last == UInt8(ascii: ",") else { break }
                    end -= 1
                }
                if end > span.start { lines.append(span.start..<end) }
            }
        }
        let utf8 = text.utf8
        for line in lines {
            let start = utf8.index(utf8.startIndex, offsetBy: line.lowerBound)
            body(Substring(utf8[start..<utf8.index(start, offsetBy: line.count)]))
        }
    }
}
