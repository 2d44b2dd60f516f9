/// `ManifestEditor`'s edits of a manifest whose `targets:` is built from enum cases (see
/// `EnumTargets`): a new target is a new case of the enum whose rule gives its name, with what the
/// manifest writes once per case — an arm in each `switch` that lists the cases one by one (copied
/// from the case whose targets depend on what the new one's do), an element in each array that
/// lists them — and nothing else. Removing and renaming a target edit the same places. Any other
/// form is refused with what to write by hand; a refusal produces no text.
extension ManifestEditor {
    /// Adds the target `declaration` declares as a new case; `source` unchanged when `manifest`
    /// (what SwiftPM makes of `source`) already has it.
    static func addEnumCase(
        named targetName: String, declaration: String, in scanner: ManifestScanner, manifest: PackageManifest, scans: ManifestScans
    ) throws(ManifestEditError) -> String {
        if manifest.target(named: targetName) != nil { return scanner.text.string }
        let refusal = ManifestEditError.targetsBuiltInCode(target: targetName, declaration: oneLine(declaration))
        guard let target = declaredTarget(declaration), target.name == targetName else { throw .declarationDoesNotDeclare(target: targetName) }
        let targets = EnumTargets(scanner: scanner, manifest: manifest)
        let placements = targets.placements(of: target)
        guard let placement = placements.first else { throw refusal }
        guard placements.count == 1 else { throw .ambiguousEnumCase(target: targetName, enums: placements.map(\.mapped.enumeration.name)) }
        let enumeration = placement.mapped.enumeration
        let arrays = enumerationEdits(placement, in: scanner)
        guard scanner.mentionsAllCases(of: enumeration) || !arrays.isEmpty else { throw refusal }
        let edits = [caseDeclarationEdit(placement, in: scanner)] + arrays + (try armEdits(placement, in: scanner))
        let result = scanner.appliedText(edits).string
        // The result declares the case, and is still a manifest the scanner reads.
        guard let check = try? ManifestScanner(result),
              check.caseIterableEnums().contains(where: { $0.name == enumeration.name && $0.cases.contains { check.string($0.name) == placement.caseName } })
        else { throw .declarationDoesNotDeclare(target: targetName) }
        scans.keep(check)
        scans.predict(targets.predicting(placement), for: result)
        return result
    }

    /// The target a literal declaration (`.target(name: "X", …)`) declares, read as the manifest reader reads one.
    private static func declaredTarget(_ declaration: String) -> PackageManifest.Target? {
        let manifest = try? ManifestReader.read("let package = Package(name: \"P\", targets: [\n\(declaration)\n])")
        return manifest?.targets.count == 1 ? manifest?.targets.first : nil
    }

    /// A declaration on one line, as an error message quotes it.
    static func oneLine(_ declaration: String) -> String {
        declaration.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
            .replacing("( ", with: "(").replacing(", )", with: ")").replacing(" )", with: ")")
    }

    /// The new case, after the enum's last one: on a line of its own when that one is, else after it (`case a, b, new`).
    private static func caseDeclarationEdit(_ placement: EnumTargets.Placement, in scanner: ManifestScanner) -> ManifestEdit {
        let last = placement.mapped.enumeration.cases[placement.mapped.enumeration.cases.count - 1]
        let element = placement.rawValue.map { "\(placement.caseName) = \"\($0)\"" } ?? placement.caseName
        let end = scanner.tokens[last.element.upperBound - 1].end
        guard last.declaration.count == 1, scanner.isFirstOnLine(last.keyword) else { return ManifestEdit(offset: end, text: ", " + element) }
        let indent = scanner.lineIndent(at: scanner.tokens[last.keyword].start)
        return ManifestEdit(offset: scanner.lineEnd(after: end), text: scanner.newline + indent + "case " + element)
    }

    /// The names of `enumeration`'s cases.
    private static func caseNames(_ enumeration: ManifestScanner.CaseEnum, in scanner: ManifestScanner) -> Set<String> {
        Set(enumeration.cases.map { scanner.string($0.name) })
    }

    /// The arrays that end with a list of the enum's cases, one element each, every element the
    /// same text but for the case (`[TargetType.domain.dependency, TargetType.framework(.license).dependency,
    /// TargetType.framework(.logger).dependency]`), with the position of each case's element.
    static func enumerations(of enumeration: ManifestScanner.CaseEnum, in scanner: ManifestScanner) -> [(array: ManifestScanner.ArrayLiteral, cases: [String: Int], template: String)] {
        let names = caseNames(enumeration, in: scanner)
        var found: [(ManifestScanner.ArrayLiteral, [String: Int], String)] = []
        for array in scanner.arrayLiterals() where array.elements.count >= names.count {
            var cases: [String: Int] = [:]
            var template: String?
            for (position, element) in array.elements.enumerated().dropFirst(array.elements.count - names.count) {
                let references = scanner.memberReferences(to: names, in: element)
                guard !element.isEmpty, references.count == 1, cases.updateValue(position, forKey: scanner.string(references[0])) == nil,
                      scanner.tokens[element.lowerBound].line == scanner.tokens[element.upperBound - 1].line else { break }
                let reference = scanner.tokens[references[0]]
                let bytes = scanner.bytes
                let masked = String(decoding: bytes[scanner.tokens[element.lowerBound].start..<reference.start], as: UTF8.self) + "\u{0}"
                    + String(decoding: bytes[reference.end..<scanner.tokens[element.upperBound - 1].end], as: UTF8.self)
                guard template == nil || template == masked else { break }
                template = masked
            }
            if cases.count == names.count, let template { found.append((array, cases, template)) }
        }
        return found
    }

    /// An element for the new case in each array that lists the enum's cases.
    private static func enumerationEdits(_ placement: EnumTargets.Placement, in scanner: ManifestScanner) -> [ManifestEdit] {
        let unit = (try? scanner.packageCall()).map(scanner.indentUnit(of:)) ?? "    "
        return enumerations(of: placement.mapped.enumeration, in: scanner).flatMap { found in
            scanner.appendEdits(found.template.replacing("\u{0}", with: placement.caseName), to: found.array, unit: unit, expandingEmpty: false)
        }
    }

    /// The `switch` statements with no `default:` whose arms name every case of the enum, with
    /// each arm's references to its cases.
    static func exhaustiveSwitches(over enumeration: ManifestScanner.CaseEnum, in scanner: ManifestScanner) -> [(statement: ManifestScanner.Switch, references: [[Int]])] {
        let names = caseNames(enumeration, in: scanner)
        return scanner.switches().compactMap { statement in
            guard !statement.arms.contains(where: \.isDefault) else { return nil }
            let references = statement.arms.map { scanner.memberReferences(to: names, in: $0.keyword + 1..<$0.colon) }
            return Set(references.joined().map(scanner.string)) == names ? (statement, references) : nil
        }
    }

    /// In each `switch` that lists the enum's cases, the sibling case's arm copied for the new
    /// case, after the last arm naming one of the cases.
    private static func armEdits(_ placement: EnumTargets.Placement, in scanner: ManifestScanner) throws(ManifestEditError) -> [ManifestEdit] {
        let enumeration = placement.mapped.enumeration
        let sibling = placement.sibling.map { scanner.string(enumeration.cases[$0].name) }
        var edits: [ManifestEdit] = []
        for (statement, references) in exhaustiveSwitches(over: enumeration, in: scanner) {
            guard let last = references.lastIndex(where: { !$0.isEmpty }) else { continue }
            let model = references.firstIndex { $0.count == 1 && scanner.string($0[0]) == sibling }
            guard let model, scanner.isFirstOnLine(statement.arms[model].keyword),
                  !mentions(placement, sibling: placement.sibling!, in: statement.arms[model].colon + 1..<statement.arms[model].end, scanner) else {
                let arm = statement.arms[last]
                let pattern = copy(scanner, from: scanner.tokens[arm.keyword].start, to: scanner.tokens[arm.colon].end,
                                   replacing: references[last].first, with: placement.caseName)
                throw .enumCaseArmBuiltInCode(line: scanner.tokens[statement.open].line, arm: pattern)
            }
            let arm = statement.arms[model]
            let start = scanner.text.lineStart(of: scanner.tokens[arm.keyword].start)
            let text = copy(scanner, from: start, to: scanner.lineEnd(after: scanner.tokens[arm.end - 1].end), replacing: references[model][0], with: placement.caseName)
            edits.append(ManifestEdit(offset: scanner.lineEnd(after: scanner.tokens[statement.arms[last].end - 1].end), text: scanner.newline + text))
        }
        return edits
    }

    /// Whether the tokens `range` name the sibling case itself (its name, or its raw value or
    /// name in a string, `case .license: "License"`): a copy of them would not be the new case's.
    static func mentions(_ placement: EnumTargets.Placement, sibling: Int, in range: Range<Int>, _ scanner: ManifestScanner) -> Bool {
        let mapped = placement.mapped
        let name = scanner.string(mapped.enumeration.cases[sibling].name)
        let words = [mapped.raws[sibling], EnumTargets.upperFirst(mapped.raws[sibling]), name]
        return range.contains { index in
            switch scanner.tokens[index].kind {
            case .identifier: scanner.string(index) == name
            case .string: words.contains { scanner.text.string(of: scanner.tokens[index]).contains($0) }
            default: false
            }
        }
    }

    /// The bytes from `start` to `end`, with token `reference` (inside them) written as `name`.
    private static func copy(_ scanner: ManifestScanner, from start: Int, to end: Int, replacing reference: Int?, with name: String) -> String {
        guard let reference else { return String(decoding: scanner.bytes[start..<end], as: UTF8.self) }
        let token = scanner.tokens[reference]
        return String(decoding: scanner.bytes[start..<token.start], as: UTF8.self) + name + String(decoding: scanner.bytes[token.end..<end], as: UTF8.self)
    }
}
