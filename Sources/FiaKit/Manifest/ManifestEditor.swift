/// Edits a Package.swift written as literals, the way a person would: only the bytes that
/// must change are touched, in the layout the file already uses (after SwiftPM's SE-0301
/// `add-target`). Anything it cannot edit safely is refused with a `ManifestEditError`.
public enum ManifestEditor {
    /// Appends `declaration` (a target expression written at zero indentation, possibly
    /// multi-line, no trailing comma) as the last element of the `Package(` call's `targets:`
    /// array literal, indented like the previous element. A missing trailing comma after the
    /// previous element is added, and the new element gets one when the array is multi-line;
    /// an empty `targets: []` becomes a multi-line array.
    ///
    /// Idempotent: when a top-level element of `targets:` already has `name: "<targetName>"`,
    /// returns `source` unchanged.
    public static func addTarget(named targetName: String, declaration: String, to source: String) throws(ManifestEditError) -> String {
        try addTarget(named: targetName, declaration: declaration, to: source, scans: ManifestScans())
    }

    /// `addTarget(named:declaration:to:)`, reusing and keeping scans in `scans`: the check of
    /// the result is the scan the next edit of it reads.
    ///
    /// Where `targets:` is built from enum cases, the target is a new case (see `addEnumCase`):
    /// `manifest` is what SwiftPM makes of `source` (`dump-package`), unless an earlier edit of this
    /// command predicted it (kept in `scans`).
    static func addTarget(
        named targetName: String, declaration: String, to source: String, scans: ManifestScans, manifest: PackageManifest? = nil
    ) throws(ManifestEditError) -> String {
        let scanner = try scans.scanner(for: source)
        guard let (package, targets) = try scanner.literalTargetsArray() else {
            guard let computed = scans.predicted(for: source) ?? manifest else { throw .notAnArrayLiteral(argument: "targets") }
            return try addEnumCase(named: targetName, declaration: declaration, in: scanner, manifest: computed, scans: scans)
        }
        // What SwiftPM makes of `source`, when known, names every element: no element is read again.
        let base = scans.predicted(for: source).flatMap { $0.targets.count == targets.elements.count ? $0 : nil }
        if let base {
            if base.targets.contains(where: { $0.name == targetName }) { return source }
        } else if try scanner.targetElement(named: targetName, in: targets) != nil {
            return source
        }
        let unit = scanner.indentUnit(of: package)
        let edits = scanner.appendEdits(scanner.reindented(declaration, unit: unit), to: targets, unit: unit, expandingEmpty: true)
        let text = scanner.appliedText(edits)
        let result = text.string
        guard let check = scanner.rescanned(applying: edits, text: text) ?? (try? ManifestScanner(result)),
              let array = try? check.targetsArray().targets,
              check.declaresTarget(named: targetName, in: array) else {
            throw .declarationDoesNotDeclare(target: targetName)
        }
        scans.keep(check)
        if let base, let (checkPackage, checkTargets) = try? check.targetsArray(),
           checkTargets.elements.count == base.targets.count + 1,
           let added = try? ManifestReader.target(check.targetElement(checkTargets.elements[base.targets.count], in: checkTargets), in: check) {
            // Appended after every target: the others keep their lines.
            var predicted = base
            predicted.targets.append(added)
            predicted.products = ManifestReader.products(of: checkPackage, in: check)
            scans.predict(checked(predicted, for: check), for: result)
        }
        return result
    }

    /// Adds the string literal `"<dependency>"` to the `dependencies:` array of the target
    /// named `targetName` (looked up among the top-level elements of `targets:` only).
    ///
    /// One-line arrays stay one-line (`["A"]` → `["A", "C"]`, `[]` → `["C"]`); multi-line
    /// arrays get a new line indented like the previous element, with trailing commas. A target
    /// without `dependencies:` gets one right after its `name:` (after `capability:` for a
    /// plugin), in the call's own style: inline, or on a line of its own.
    ///
    /// Idempotent: when the array already names `dependency` (as a string, `.target(name:)`,
    /// `.byName(name:)` or `.product(name:package:)`), returns `source` unchanged.
    public static func addDependency(_ dependency: String, toTarget targetName: String, in source: String) throws(ManifestEditError) -> String {
        try addDependency(dependency, toTarget: targetName, in: source, scans: ManifestScans())
    }

    /// `addDependency(_:toTarget:in:)`, reusing the scan of `source` kept in `scans`.
    /// Where `targets:` is built in code, the dependency must already be there (an enum case's
    /// targets reach every target that depends on all its siblings): `manifest` as in `addTarget`.
    static func addDependency(
        _ dependency: String, toTarget targetName: String, in source: String, scans: ManifestScans, manifest: PackageManifest? = nil
    ) throws(ManifestEditError) -> String {
        guard !dependency.isEmpty, !dependency.contains(where: { "\"\\\n\r".contains($0) }) else {
            throw .invalidName(dependency)
        }
        let scanner = try scans.scanner(for: source)
        guard let (package, targets) = try scanner.literalTargetsArray() else {
            guard let computed = scans.predicted(for: source) ?? manifest else { throw .notAnArrayLiteral(argument: "targets") }
            guard let target = computed.target(named: targetName) else { throw .targetNotFound(targetName) }
            if target.dependencies.contains(where: { $0.name == dependency }) { return source }
            throw .dependencyBuiltInCode(dependency: dependency, target: targetName)
        }
        // What SwiftPM makes of `source`, when known, names every element: no element is read to find it.
        let base = scans.predicted(for: source).flatMap { $0.targets.count == targets.elements.count ? $0 : nil }
        let position = base?.targets.firstIndex { $0.name == targetName }
        let found: ManifestScanner.TargetElement?
        if let position {
            found = scanner.targetElement(targets.elements[position], in: targets)
        } else {
            found = base == nil ? try scanner.targetElement(named: targetName, in: targets) : nil
        }
        guard let target = found, let call = target.call else {
            throw .targetNotFound(targetName)
        }
        let literal = "\"\(dependency)\""
        let edits: [ManifestEdit]
        if let argument = scanner.argument("dependencies", of: call) {
            let array = try scanner.arrayLiteral(argument, named: "dependencies")
            if array.elements.contains(where: { scanner.dependency($0)?.name == dependency }) { return source }
            edits = scanner.appendEdits(literal, to: array, unit: scanner.indentUnit(of: package), expandingEmpty: false)
        } else {
            edits = try dependenciesArgumentEdits(literal, for: target, call: call, in: scanner)
        }
        let text = scanner.appliedText(edits)
        let result = text.string
        // Its scan is kept when it costs no full lex.
        guard let check = scanner.rescanned(applying: edits, text: text) else { return result }
        scans.keep(check)
        if let base, let position,
           let predicted = predicted(base, editingTargetAt: position, from: scanner, to: check) {
            scans.predict(predicted, for: result)
        }
        return result
    }

    /// What SwiftPM makes of `check`'s text, given `base`, what it made of `scanner`'s, when
    /// `check`'s edits all lie inside the target at `position`: that target read again, the ones
    /// before it unchanged, the ones after it moved by the lines the edits added.
    private static func predicted(
        _ base: PackageManifest, editingTargetAt position: Int, from scanner: ManifestScanner, to check: ManifestScanner
    ) -> PackageManifest? {
        guard position < base.targets.count, let (checkPackage, checkTargets) = try? check.targetsArray(),
              checkTargets.elements.count == base.targets.count, let lastBefore = scanner.tokens.last, let lastAfter = check.tokens.last,
              let edited = try? ManifestReader.target(check.targetElement(checkTargets.elements[position], in: checkTargets), in: check)
        else { return nil }
        let shift = lastAfter.line - lastBefore.line
        var predicted = base
        predicted.targets[position] = edited
        if shift != 0 {
            for index in (position + 1)..<predicted.targets.count {
                predicted.targets[index].line = predicted.targets[index].line.map { $0 + shift }
                for dependency in predicted.targets[index].dependencies.indices {
                    predicted.targets[index].dependencies[dependency].line = predicted.targets[index].dependencies[dependency].line.map { $0 + shift }
                }
            }
        }
        predicted.products = ManifestReader.products(of: checkPackage, in: check)
        return checked(predicted, for: check)
    }

    /// `predicted`; in debug builds, after checking that it is exactly what `ManifestReader` reads.
    private static func checked(_ predicted: PackageManifest, for check: ManifestScanner) -> PackageManifest {
        assert(predicted == (try? ManifestReader.read(check)), "a literal edit's predicted manifest differs from the one read back")
        return predicted
    }

    /// Inserts `dependencies: [literal]` after the target's `name:` (a plugin's `capability:`),
    /// inline when the call is written on one line, else on a line of its own.
    private static func dependenciesArgumentEdits(
        _ literal: String, for target: ManifestScanner.TargetElement, call: ManifestScanner.Call, in scanner: ManifestScanner
    ) throws(ManifestEditError) -> [ManifestEdit] {
        guard let name = scanner.targetName(of: target) else { throw .unsupportedTargetForm(line: target.line) }
        guard target.kind != .binary, target.kind != .system else { throw .cannotHaveDependencies(target: name) }
        let anchorLabel = target.kind == .plugin && scanner.argument("capability", of: call) != nil ? "capability" : "name"
        guard let anchor = scanner.argument(anchorLabel, of: call), let valueLast = anchor.value.last else {
            throw .unsupportedTargetForm(line: target.line)
        }
        let tokens = scanner.tokens
        let valueEnd = tokens[valueLast].end
        let anchorEnd = anchor.comma.map { tokens[$0].end } ?? valueEnd
        let next = anchor.comma.map { $0 + 1 } ?? anchor.value.upperBound
        let argument = "dependencies: [\(literal)]"
        guard scanner.isFirstOnLine(anchor.first), scanner.hasNewline(from: anchorEnd, to: tokens[next].start) else {
            return [ManifestEdit(offset: valueEnd, text: ", " + argument)]
        }
        let line = scanner.newline + scanner.lineIndent(at: tokens[anchor.first].start) + argument
        if anchor.comma != nil {
            return [ManifestEdit(offset: scanner.lineEnd(after: anchorEnd), text: line + ",")]
        }
        return [ManifestEdit(offset: valueEnd, text: ","), ManifestEdit(offset: scanner.lineEnd(after: valueEnd), text: line)]
    }
}
