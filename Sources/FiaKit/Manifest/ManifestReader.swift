/// Reads a Package.swift into a `PackageManifest` without running it: fast, with lines, and
/// exact for manifests written as literals. Anything it cannot read fully is refused, and the
/// caller falls back to `swift package dump-package` (see `readDumpPackageJSON(_:)`).
public enum ManifestReader {
    /// Reads a manifest written as literals: the package `name:`, every target of the
    /// `targets:` array (kind, `path:`, dependencies) with 1-based lines.
    ///
    /// Throws when the manifest is not in a literal form it can read fully: targets not an
    /// array literal, `#if` inside it, elements that are variables or function calls,
    /// non-literal names, paths or dependencies, or `package.targets` changed after the call.
    public static func read(_ source: String) throws(ManifestEditError) -> PackageManifest {
        try read(try ManifestScanner(source))
    }

    /// Reads the manifest `scanner` scanned (see `read(_:)`).
    static func read(_ scanner: ManifestScanner) throws(ManifestEditError) -> PackageManifest {
        let (package, array) = try scanner.targetsArray()
        try scanner.refuseLaterTargetChanges(after: package)
        let name = scanner.argument("name", of: package).flatMap { scanner.stringValue($0.value) }
        var targets: [PackageManifest.Target] = []
        targets.reserveCapacity(array.elements.count)
        for range in array.elements {
            targets.append(try target(scanner.targetElement(range, in: array), in: scanner))
        }
        return PackageManifest(
            name: name, targets: targets, products: products(of: package, in: scanner), platforms: platforms(of: package, in: scanner))
    }

    /// The `platforms:` array's `.iOS(.v15)` / `.macOS("12")` elements (`.custom("x", versionString: "1")`
    /// too); `[]` without the argument, `nil` when any element is not such a literal call.
    private static func platforms(of package: ManifestScanner.Call, in scanner: ManifestScanner) -> [PackageManifest.Platform]? {
        guard let argument = scanner.argument("platforms", of: package) else { return [] }
        guard let array = scanner.arrayLiteral(argument.value) else { return nil }
        var platforms: [PackageManifest.Platform] = []
        for range in array.elements {
            guard let call = scanner.call(range), call.isImplicitMember else { return nil }
            var arguments = scanner.arguments(of: call)
            var name = scanner.name(of: call)
            if name == "custom" {
                guard arguments.count == 2, let custom = scanner.stringValue(arguments[0].value) else { return nil }
                name = custom
                arguments.removeFirst()
            }
            guard arguments.count == 1, let platform = platform(name, version: arguments[0].value, in: scanner) else { return nil }
            platforms.append(platform)
        }
        return platforms
    }

    /// `name` at the version `value` spells: `.v15`, `.v10_15` or a string literal `"10.15"`.
    private static func platform(_ name: String, version value: Range<Int>, in scanner: ManifestScanner) -> PackageManifest.Platform? {
        if let string = scanner.stringValue(value) { return PackageManifest.Platform(name: name, version: string) }
        guard value.count == 2, scanner.punctuation[value.lowerBound] == UInt8(ascii: "."),
              scanner.tokens[value.lowerBound + 1].kind == .identifier else { return nil }
        let member = scanner.string(value.lowerBound + 1)
        return member.hasPrefix("v") ? PackageManifest.Platform(name: name, version: member) : nil
    }

    /// The `products:` array's `.library(name:)`, `.executable(name:)` and `.plugin(name:)`
    /// elements; `[]` without the argument, `nil` when any element is not such a literal call.
    static func products(of package: ManifestScanner.Call, in scanner: ManifestScanner) -> [PackageManifest.Product]? {
        guard let argument = scanner.argument("products", of: package) else { return [] }
        guard let array = scanner.arrayLiteral(argument.value) else { return nil }
        var products: [PackageManifest.Product] = []
        for range in array.elements {
            guard let call = scanner.call(range), ["library", "executable", "plugin"].contains(scanner.name(of: call)),
                  let name = scanner.argument("name", of: call).flatMap({ scanner.stringValue($0.value) })
            else { return nil }
            var targets: [String]?
            if let argument = scanner.argument("targets", of: call), let array = scanner.arrayLiteral(argument.value) {
                let names = array.elements.compactMap { scanner.stringValue($0) }
                targets = names.count == array.elements.count ? names : nil
            }
            products.append(PackageManifest.Product(name: name, line: scanner.tokens[range.lowerBound].line, targets: targets))
        }
        return products
    }

    /// The target `element` declares, read from its call; throws what makes it unreadable.
    static func target(
        _ element: ManifestScanner.TargetElement, in scanner: ManifestScanner
    ) throws(ManifestEditError) -> PackageManifest.Target {
        guard let call = element.call, let kind = element.kind, let name = scanner.targetName(of: element) else {
            throw .unsupportedTargetForm(line: element.line)
        }
        var path: String?
        if let argument = scanner.argument("path", of: call) {
            guard let value = scanner.stringValue(argument.value) else { throw .unsupportedTargetForm(line: element.line) }
            path = value
        }
        var dependencies: [PackageManifest.Dependency] = []
        if let argument = scanner.argument("dependencies", of: call) {
            // Its elements read as they are found: no array of them is made for each of a big
            // manifest's targets.
            let interior = try scanner.arrayInterior(argument, named: "dependencies")
            let open = interior.lowerBound - 1
            // Room for as many as the tokens could hold (a token and a comma each): one allocation,
            // not one per doubling.
            dependencies.reserveCapacity((interior.count + 1) / 2)
            var unreadableLine: Int?
            scanner.forEachPiece(of: interior) { range, _ in
                guard unreadableLine == nil else { return }
                guard let dependency = scanner.dependency(range) else {
                    unreadableLine = range.isEmpty ? scanner.tokens[open].line : scanner.tokens[range.lowerBound].line
                    return
                }
                dependencies.append(dependency)
            }
            if let unreadableLine { throw .unsupportedDependencyForm(line: unreadableLine) }
        }
        return PackageManifest.Target(name: name, kind: kind, dependencies: dependencies, path: path, line: element.line)
    }
}
