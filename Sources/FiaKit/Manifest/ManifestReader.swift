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
        let name = package.argument("name").flatMap { scanner.stringValue($0.value) }
        var targets: [PackageManifest.Target] = []
        targets.reserveCapacity(array.elements.count)
        for range in array.elements {
            // An element an earlier scan read, none of the edits since inside it: the same target,
            // its lines moved with it.
            if let (read, line) = scanner.reads.target(for: range) {
                let moved = moved(read, by: scanner.tokens[range.lowerBound].line - line)
                #if DEBUG
                precondition(moved == (try? target(scanner.targetElement(range, in: array), in: scanner)),
                             "a target read again differs from its earlier read")
                #endif
                targets.append(moved)
                continue
            }
            let read: PackageManifest.Target
            if let plain = plainTarget(range, in: scanner) {
                #if DEBUG
                precondition(plain == (try? target(scanner.targetElement(range, in: array), in: scanner)),
                             "a target read in place differs from its general read")
                #endif
                read = plain
            } else {
                read = try target(scanner.targetElement(range, in: array), in: scanner)
            }
            if !range.isEmpty { scanner.reads.keep(read, range: range, line: scanner.tokens[range.lowerBound].line) }
            targets.append(read)
        }
        return PackageManifest(name: name, targets: targets, products: products(of: package, in: scanner))
    }

    /// `target` with its lines (its own, its dependencies') moved by `lines`.
    private static func moved(_ target: PackageManifest.Target, by lines: Int) -> PackageManifest.Target {
        guard lines != 0 else { return target }
        var moved = target
        moved.line = target.line.map { $0 + lines }
        for index in moved.dependencies.indices {
            moved.dependencies[index].line = moved.dependencies[index].line.map { $0 + lines }
        }
        return moved
    }

    /// The `products:` array's `.library(name:)`, `.executable(name:)` and `.plugin(name:)`
    /// elements; `[]` without the argument, `nil` when any element is not such a literal call.
    private static func products(of package: ManifestScanner.Call, in scanner: ManifestScanner) -> [PackageManifest.Product]? {
        guard let argument = package.argument("products") else { return [] }
        guard let array = scanner.arrayLiteral(argument.value) else { return nil }
        var products: [PackageManifest.Product] = []
        for range in array.elements {
            guard let call = scanner.call(range), ["library", "executable", "plugin"].contains(call.name),
                  let name = call.argument("name").flatMap({ scanner.stringValue($0.value) })
            else { return nil }
            products.append(PackageManifest.Product(name: name, line: scanner.tokens[range.lowerBound].line))
        }
        return products
    }

    /// The target the element `range` declares, read in place (no call, argument list or element
    /// is built) when it is plainly readable: a target call whose first `name:` is a simple string,
    /// whose first `path:`, if any, is one too, and whose first `dependencies:`, if any, is an
    /// array literal without `#if` of readable dependencies. `nil` otherwise: the general read
    /// (`target(_:in:)`) then reads it, or names what it cannot read.
    static func plainTarget(_ range: Range<Int>, in scanner: ManifestScanner) -> PackageManifest.Target? {
        guard let (kind, open, close) = scanner.targetCall(of: range) else { return nil }
        let tokens = scanner.tokens
        // The values of the first arguments labelled `name:`, `path:` and `dependencies:`.
        var name: Range<Int>?
        var path: Range<Int>?
        var dependencies: Range<Int>?
        scanner.forEachPiece(of: open + 1..<close) { piece, _ in
            let label = piece.lowerBound
            guard piece.count >= 2, tokens[label].kind == .identifier, scanner.isPunctuation(label + 1, ascii(":")) else { return }
            let value = label + 2..<piece.upperBound
            if name == nil, scanner.isWord(label, "name") {
                name = value
            } else if path == nil, scanner.isWord(label, "path") {
                path = value
            } else if dependencies == nil, scanner.isWord(label, "dependencies") {
                dependencies = value
            }
        }
        guard let name, let nameValue = scanner.stringValue(name) else { return nil }
        var pathValue: String?
        if let path {
            guard let value = scanner.stringValue(path) else { return nil }
            pathValue = value
        }
        var read: [PackageManifest.Dependency] = []
        if let dependencies {
            guard scanner.isArrayLiteral(dependencies),
                  scanner.conditionalCompilation(in: dependencies.lowerBound...dependencies.upperBound - 1) == nil else { return nil }
            let interior = dependencies.lowerBound + 1..<dependencies.upperBound - 1
            read.reserveCapacity((interior.count + 1) / 2)
            var readable = true
            scanner.forEachPiece(of: interior) { piece, _ in
                guard readable else { return }
                guard let dependency = scanner.dependency(piece) else {
                    readable = false
                    return
                }
                read.append(dependency)
            }
            guard readable else { return nil }
        }
        return PackageManifest.Target(name: nameValue, kind: kind, dependencies: read, path: pathValue, line: tokens[range.lowerBound].line)
    }

    /// The target `element` declares, read from its call; throws what makes it unreadable.
    static func target(
        _ element: ManifestScanner.TargetElement, in scanner: ManifestScanner
    ) throws(ManifestEditError) -> PackageManifest.Target {
        guard let call = element.call, let kind = element.kind, let name = element.name else {
            throw .unsupportedTargetForm(line: element.line)
        }
        var path: String?
        if let argument = call.argument("path") {
            guard let value = scanner.stringValue(argument.value) else { throw .unsupportedTargetForm(line: element.line) }
            path = value
        }
        var dependencies: [PackageManifest.Dependency] = []
        if let argument = call.argument("dependencies") {
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
