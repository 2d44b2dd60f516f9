/// The inverses of `addEnumCase`, for `fia remove` and `fia rename`: a target built from an enum
/// case goes with its case (its declaration, its arms, its elements of the arrays that list the
/// cases), and is renamed by renaming the case everywhere the manifest names it.
extension ManifestEditor {
    /// Removes the case target `targetName` comes from, with every target it makes; `source`
    /// unchanged when `manifest` (what SwiftPM makes of it) has no such target.
    static func removeEnumCase(
        named targetName: String, in scanner: ManifestScanner, manifest: PackageManifest, scans: ManifestScans?
    ) throws(ManifestEditError) -> String {
        guard manifest.target(named: targetName) != nil else { return scanner.text.string }
        let refusal = ManifestEditError.targetBuiltInCode(target: targetName, change: "remove")
        let targets = EnumTargets(scanner: scanner, manifest: manifest)
        let origins = targets.origin(of: targetName)
        guard origins.count == 1, let origin = origins.first, origin.mapped.raws.count > 1 else { throw refusal }
        let enumeration = origin.mapped.enumeration
        let name = scanner.string(enumeration.cases[origin.index].name)
        let text = scanner.text
        var edits: [(range: Range<Int>, replacement: String)] = []
        // Its declaration: its own lines, or its element of `case a, b`.
        let declared = enumeration.cases[origin.index]
        if declared.declaration.count == 1 {
            let end = scanner.tokens[declared.element.upperBound - 1].end
            guard scanner.isFirstOnLine(declared.keyword), text.isWhitespace(end..<scanner.lineEnd(after: end), newlines: false) else { throw refusal }
            edits.append((text.lineStart(of: scanner.tokens[declared.keyword].start)..<text.lineBreakEnd(after: end), ""))
        } else {
            let position = declared.declaration.firstIndex(of: declared.element)!
            edits += text.listElementRemoval(position, of: declared.declaration.map { scanner.byteRange($0) })
        }
        // Its arms: each on lines of its own, and naming no other case.
        for (statement, references) in exhaustiveSwitches(over: enumeration, in: scanner) {
            for (arm, named) in zip(statement.arms, references) where named.contains(where: { scanner.string($0) == name }) {
                let end = scanner.tokens[arm.end - 1].end
                guard named.count == 1, scanner.isFirstOnLine(arm.keyword), text.isWhitespace(end..<scanner.lineEnd(after: end), newlines: false) else {
                    throw refusal
                }
                edits.append((text.lineStart(of: scanner.tokens[arm.keyword].start)..<text.lineBreakEnd(after: end), ""))
            }
        }
        for found in enumerations(of: enumeration, in: scanner) {
            edits += text.listElementRemoval(found.cases[name]!, of: found.array.elements.map { scanner.byteRange($0) })
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (earlier, later) in zip(edits, edits.dropFirst()) where earlier.range.upperBound > later.range.lowerBound { throw refusal }
        let result = text.replacing(edits)
        let made = Set(origin.mapped.families.map { $0.name(for: origin.mapped.raws[origin.index]) })
        var predicted = manifest
        predicted.targets.removeAll { made.contains($0.name) }
        for index in predicted.targets.indices { predicted.targets[index].dependencies.removeAll { !$0.isProduct && made.contains($0.name) } }
        scans?.predict(predicted, for: result)
        return result
    }

    /// Renames the cases the targets `renamed` (old name → new name) come from, where `manifest`
    /// (what SwiftPM makes of `source`) has them: each case everywhere the manifest names it as a
    /// member (`.weather`, `FrameworkTargetType.weather`), its raw value when written. Refuses a
    /// case that makes a target the renaming does not rename, or whose name another enum's case has.
    static func renameEnumCases(
        _ renamed: [String: String], in scanner: ManifestScanner, manifest: PackageManifest, scans: ManifestScans?
    ) throws(ManifestEditError) -> String {
        let targets = EnumTargets(scanner: scanner, manifest: manifest)
        let allCases = scanner.caseIterableEnums().flatMap { enumeration in enumeration.cases.map { scanner.string($0.name) } }
        var renamings: [String: (name: String, raw: (token: Int, value: String)?)] = [:]
        for (old, new) in renamed.sorted(by: { $0.key < $1.key }) where manifest.target(named: old) != nil {
            let refusal = ManifestEditError.targetBuiltInCode(target: old, change: "rename")
            let origins = targets.origin(of: old)
            guard origins.count == 1, let origin = origins.first, let base = origin.family.base(of: new) else { throw refusal }
            let declared = origin.mapped.enumeration.cases[origin.index]
            let name = scanner.string(declared.name)
            let newRaw = origin.family.capitalizes ? EnumTargets.lowerFirst(base) : base
            let newName = declared.rawValue != nil ? targets.caseName(forRaw: newRaw, in: origin.mapped) : newRaw
            let raw = declared.rawValue.map { ($0, newRaw) }
            // Every target the case makes is renamed, to what the new case makes.
            for family in origin.mapped.families where manifest.target(named: family.name(for: origin.mapped.raws[origin.index])) != nil {
                guard renamed[family.name(for: origin.mapped.raws[origin.index])] == family.prefix + base + family.suffix else { throw refusal }
            }
            guard allCases.filter({ $0 == name }).count == 1, EnumTargets.isIdentifier(newName),
                  !namesElsewhere(name, newName: newName, raw: origin.mapped.raws[origin.index], declared: declared, in: scanner) else { throw refusal }
            if let earlier = renamings[name], earlier.name != newName { throw refusal }
            renamings[name] = (newName, raw)
        }
        guard !renamings.isEmpty else { return scanner.text.string }
        return applying(renamings, renamed, in: scanner, manifest: manifest, scans: scans)
    }

    /// Whether the manifest names the case `name` other than as the case (a declaration of
    /// another member with its name, its raw value or name in a string other than its raw value),
    /// or already uses `newName`: renaming its references would then be unsafe.
    private static func namesElsewhere(
        _ name: String, newName: String, raw: String, declared: ManifestScanner.EnumCase, in scanner: ManifestScanner
    ) -> Bool {
        let words = [raw, EnumTargets.upperFirst(raw)]
        for index in scanner.tokens.indices where index != declared.name && index != declared.rawValue {
            switch scanner.tokens[index].kind {
            case .identifier:
                let text = scanner.string(index)
                if text == newName { return true }
                if text == name, index > 0, ["let", "var", "func", "case"].contains(where: { scanner.isIdentifier(index - 1, $0) }) { return true }
            case .string:
                let text = scanner.text.string(of: scanner.tokens[index])
                if words.contains(where: text.contains) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// `renameEnumCases`' edits, and SwiftPM's reading of the result.
    private static func applying(
        _ renamings: [String: (name: String, raw: (token: Int, value: String)?)], _ renamed: [String: String],
        in scanner: ManifestScanner, manifest: PackageManifest, scans: ManifestScans?
    ) -> String {
        var edits: [(range: Range<Int>, replacement: String)] = []
        let declarations = Set(scanner.caseIterableEnums().flatMap { $0.cases.map(\.name) })
        for index in scanner.tokens.indices where scanner.tokens[index].kind == .identifier {
            guard let renaming = renamings[scanner.string(index)],
                  declarations.contains(index) || (index > 0 && scanner.isPunctuation(index - 1, ascii("."))) else { continue }
            edits.append((scanner.tokens[index].start..<scanner.tokens[index].end, renaming.name))
        }
        for renaming in renamings.values {
            guard let raw = renaming.raw else { continue }
            edits.append((scanner.tokens[raw.token].start..<scanner.tokens[raw.token].end, "\"\(raw.value)\""))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        let result = scanner.text.replacing(edits)
        var predicted = manifest
        for index in predicted.targets.indices {
            let old = predicted.targets[index].name
            if let new = renamed[old] {
                predicted.targets[index].name = new
                predicted.targets[index].path = predicted.targets[index].path?.replacing(old, with: new)
            }
            for dependency in predicted.targets[index].dependencies.indices where !predicted.targets[index].dependencies[dependency].isProduct {
                let old = predicted.targets[index].dependencies[dependency].name
                predicted.targets[index].dependencies[dependency].name = renamed[old] ?? old
            }
        }
        scans?.predict(predicted, for: result)
        return result
    }
}
