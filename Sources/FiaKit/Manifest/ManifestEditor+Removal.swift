/// The inverses of `ManifestEditor`'s additions, for `fia remove`. Like them they read the
/// manifest's literal `targets:` array (refusing any other form) and touch only the bytes of
/// what they take out.
extension ManifestEditor {
    /// Removes the top-level element of `targets:` named `targetName`; `source` unchanged when there is none.
    public static func removeTarget(named targetName: String, from source: String) throws(ManifestEditError) -> String {
        try removeTarget(named: targetName, from: source, manifest: nil)
    }

    /// `removeTarget(named:from:)`; where `targets:` is built from enum cases, the target's case
    /// goes (`removeEnumCase`), `manifest` being what SwiftPM makes of `source` unless `scans` has a prediction.
    static func removeTarget(
        named targetName: String, from source: String, manifest: PackageManifest?, scans: ManifestScans? = nil
    ) throws(ManifestEditError) -> String {
        let scanner = try ManifestScanner(source)
        guard let (_, targets) = try scanner.literalTargetsArray() else {
            guard let computed = scans?.predicted(for: source) ?? manifest else { throw .notAnArrayLiteral(argument: "targets") }
            return try removeEnumCase(named: targetName, in: scanner, manifest: computed, scans: scans)
        }
        guard let element = try scanner.targetElement(named: targetName, in: targets),
              let position = targets.elements.firstIndex(of: element.range) else { return source }
        return SourceText(source).removingListElement(position, of: targets.elements.map { scanner.byteRange($0) })
    }

    /// Removes `dependency` from the `dependencies:` array of every target that names it
    /// (as a string, `.target(name:)` or `.byName(name:)`).
    public static func removeDependency(_ dependency: String, in source: String) throws(ManifestEditError) -> String {
        try removeDependency(dependency, in: source, manifest: nil)
    }

    /// `removeDependency(_:in:)`; where `targets:` is built from enum cases, a dependency on a
    /// target an enum case makes goes with the case (`removeTarget`): `source` is left as it is.
    static func removeDependency(
        _ dependency: String, in source: String, manifest: PackageManifest?, scans: ManifestScans? = nil
    ) throws(ManifestEditError) -> String {
        var scanner = try ManifestScanner(source)
        if try scanner.literalTargetsArray() == nil {
            guard let computed = scans?.predicted(for: source) ?? manifest else { throw .notAnArrayLiteral(argument: "targets") }
            guard computed.targets.contains(where: { $0.dependencies.contains { !$0.isProduct && $0.name == dependency } }) else { return source }
            guard EnumTargets(scanner: scanner, manifest: computed).origin(of: dependency).count == 1 else {
                throw .targetBuiltInCode(target: dependency, change: "remove")
            }
            return source
        }
        var result = source
        // One removal at a time: each shifts the offsets of what follows.
        while true {
            let (_, targets) = try scanner.targetsArray()
            var removal: (position: Int, elements: [Range<Int>])?
            for element in scanner.targetElements(of: targets) {
                guard let call = element.call, let argument = scanner.argument("dependencies", of: call), let array = scanner.arrayLiteral(argument.value),
                      let position = array.elements.firstIndex(where: { dependencyRange in
                          scanner.dependency(dependencyRange).map { $0.name == dependency && !$0.isProduct } ?? false
                      }) else { continue }
                removal = (position, array.elements.map { scanner.byteRange($0) })
                break
            }
            guard let removal else { return result }
            result = SourceText(result).removingListElement(removal.position, of: removal.elements)
            scanner = try ManifestScanner(result)
        }
    }
}

extension ManifestScanner {
    /// The bytes of the tokens `range`.
    func byteRange(_ range: Range<Int>) -> Range<Int> {
        tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end
    }
}
