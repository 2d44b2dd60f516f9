/// The inverses of `ManifestEditor`'s additions, for `fia remove`. Like them they read the
/// manifest's literal `targets:` array (refusing any other form) and touch only the bytes of
/// what they take out.
extension ManifestEditor {
    /// Removes the top-level element of `targets:` named `targetName`; `source` unchanged when there is none.
    public static func removeTarget(named targetName: String, from source: String) throws(ManifestEditError) -> String {
        let scanner = try ManifestScanner(source)
        let (_, targets) = try scanner.targetsArray()
        guard let element = try scanner.targetElement(named: targetName, in: targets),
              let position = targets.elements.firstIndex(of: element.range) else { return source }
        return SourceText(source).removingListElement(position, of: targets.elements.map { scanner.byteRange($0) })
    }

    /// Removes `dependency` from the `dependencies:` array of every target that names it
    /// (as a string, `.target(name:)` or `.byName(name:)`).
    public static func removeDependency(_ dependency: String, in source: String) throws(ManifestEditError) -> String {
        var result = source
        // One removal at a time: each shifts the offsets of what follows.
        while true {
            let scanner = try ManifestScanner(result)
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
        }
    }
}

extension ManifestScanner {
    /// The bytes of the tokens `range`.
    func byteRange(_ range: Range<Int>) -> Range<Int> {
        tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end
    }
}
