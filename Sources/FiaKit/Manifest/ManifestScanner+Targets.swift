extension ManifestScanner {
    /// One top-level element of the `targets:` array.
    struct TargetElement {
        var range: Range<Int>
        /// 1-based line of the element's first token.
        var line: Int
        /// The element as a target call (`.target(…)`, `Target.testTarget(…)`), if it is one.
        var call: Call?
        var kind: PackageManifest.Target.Kind?
        /// The token of its top-level `name:` argument, when a simple string literal: its value is
        /// the target's name (`targetName(of:)`).
        var name: Int?
    }

    /// The kind of target the call `name` declares (`target`: `.regular`, `testTarget`: `.test`, …).
    static func targetKind(_ name: String) -> PackageManifest.Target.Kind? {
        switch name {
        case "target": .regular
        case "testTarget": .test
        case "executableTarget": .executable
        case "macro": .macro
        case "plugin": .plugin
        case "systemLibrary": .system
        case "binaryTarget": .binary
        default: nil
        }
    }

    /// The `Package(` call at brace depth 0; refuses when there is none or more than one.
    func packageCall() throws(ManifestEditError) -> Call {
        var depth = 0
        var found: [Int] = []
        // By the punctuation bytes: only a token followed by `(` at depth 0 is looked at.
        let count = tokens.count
        punctuation.withUnsafeBufferPointer { punctuation in
            for index in 0..<count {
                switch punctuation[index] {
                case ascii("{"): depth += 1
                case ascii("}"): depth -= 1
                case 0:
                    if depth == 0, index + 1 < count, punctuation[index + 1] == ascii("("), isIdentifier(index, "Package") {
                        found.append(index)
                    }
                default: continue
                }
            }
        }
        guard let index = found.first, let close = partner[index + 1] else { throw .missingPackageCall }
        guard found.count == 1 else { throw .multiplePackageCalls(lines: found.map { tokens[$0].line }) }
        guard let call = call(index..<close + 1) else { throw .missingPackageCall }
        return call
    }

    /// The `Package(` call and its `targets:` array literal, free of `#if`.
    func targetsArray() throws(ManifestEditError) -> (package: Call, targets: ArrayLiteral) {
        guard let found = try literalTargetsArray() else { throw .notAnArrayLiteral(argument: "targets") }
        return found
    }

    /// `targetsArray()`, or `nil` when `targets:` is not an array literal (it is built in code).
    func literalTargetsArray() throws(ManifestEditError) -> (package: Call, targets: ArrayLiteral)? {
        let package = try packageCall()
        guard let argument = argument("targets", of: package) else { throw .missingArgument("targets") }
        guard isArrayLiteral(argument.value) else { return nil }
        let array = try arrayLiteral(argument, named: "targets")
        return (package, array)
    }

    /// The argument's value as an array literal without `#if`, or the matching refusal.
    func arrayLiteral(_ argument: Argument, named label: String) throws(ManifestEditError) -> ArrayLiteral {
        _ = try arrayInterior(argument, named: label)
        return arrayLiteral(argument.value)!
    }

    /// What is between the brackets of `argument`'s array literal, refused as
    /// `arrayLiteral(_:named:)` refuses it, with no array of its elements made (a reader that
    /// takes them as `forEachPiece` finds them).
    func arrayInterior(_ argument: Argument, named label: String) throws(ManifestEditError) -> Range<Int> {
        let value = argument.value
        guard isArrayLiteral(value) else { throw .notAnArrayLiteral(argument: label) }
        if let pound = conditionalCompilation(in: value.lowerBound...value.upperBound - 1) {
            throw .conditionalCompilation(line: pound.line)
        }
        return value.lowerBound + 1 ..< value.upperBound - 1
    }

    /// The top-level elements of the `targets:` array, each read as a target call when possible.
    func targetElements(of array: ArrayLiteral) -> [TargetElement] {
        array.elements.map { targetElement($0, in: array) }
    }

    /// The element `range` of `array`, read as a target call when possible.
    func targetElement(_ range: Range<Int>, in array: ArrayLiteral) -> TargetElement {
        let line = range.isEmpty ? tokens[array.open].line : tokens[range.lowerBound].line
        var element = TargetElement(range: range, line: line)
        guard let call = call(range), isMember(call, of: "Target"), let kind = Self.targetKind(name(of: call)) else { return element }
        element.call = call
        element.kind = kind
        if let value = argument("name", of: call)?.value, isStringValue(value) { element.name = value.lowerBound }
        return element
    }

    /// The name of the target `element` declares, when its `name:` is a simple string literal.
    func targetName(of element: TargetElement) -> String? {
        element.name.map { text.value(of: tokens[$0]) }
    }

    /// Whether `element` declares the target `name` (its `name:` compared as `String` compares them).
    func declares(_ element: TargetElement, named name: String) -> Bool {
        element.name.map { text.value(of: tokens[$0], is: name) } ?? false
    }

    /// The element declaring target `name`. When no readable element does but some element
    /// cannot be read, refuses with that element's line: the target may hide there.
    func targetElement(named name: String, in array: ArrayLiteral) throws(ManifestEditError) -> TargetElement? {
        var unreadable: Int?
        for (position, range) in array.elements.enumerated() {
            let element = targetElement(range, in: array)
            guard element.name != nil else {
                if unreadable == nil { unreadable = position }
                continue
            }
            if declares(element, named: name) { return element }
        }
        if let unreadable {
            let range = array.elements[unreadable]
            throw .unsupportedTargetForm(line: range.isEmpty ? tokens[array.open].line : tokens[range.lowerBound].line)
        }
        return nil
    }

    /// Whether a readable element declares target `name`: whether `targetElement(named:in:)`
    /// would find one. Searched from the end, where an appended target is.
    func declaresTarget(named name: String, in array: ArrayLiteral) -> Bool {
        array.elements.reversed().contains { declares(targetElement($0, in: array), named: name) }
    }

    /// Whether token `index` is the one-byte punctuation `byte`.
    func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
        punctuation[index] == byte
    }

    /// The dependency named by an element of a `dependencies:` array: a string literal,
    /// `.target(name:)`, `.byName(name:)` or `.product(name:package:)`.
    func dependency(_ range: Range<Int>) -> PackageManifest.Dependency? {
        guard !range.isEmpty else { return nil }
        let line = tokens[range.lowerBound].line
        if let name = stringValue(range) { return PackageManifest.Dependency(name: name, line: line) }
        guard let call = call(range), isMember(call, of: "Dependency") else { return nil }
        let called = name(of: call)
        guard ["target", "byName", "product"].contains(called),
              let name = argument("name", of: call).flatMap({ stringValue($0.value) }) else { return nil }
        return PackageManifest.Dependency(name: name, isProduct: called == "product", line: line)
    }

    /// Refuses when `.targets` or `.dependencies` is changed after the `Package(` call
    /// (`package.targets.append(…)`, `+=`, `=`, `target.dependencies += …`).
    func refuseLaterTargetChanges(after package: Call) throws(ManifestEditError) {
        var index = package.close + 1
        while index + 2 < tokens.count {
            if tokens[index].isPunctuation(ascii(".")),
               isIdentifier(index + 1, "targets") || isIdentifier(index + 1, "dependencies"),
               tokens[index + 2].kind == .punctuation, [ascii("."), ascii("+"), ascii("="), ascii("["), ascii("-")].contains(tokens[index + 2].byte) {
                throw .targetsModifiedAfterPackageCall(line: tokens[index + 1].line)
            }
            index += 1
        }
    }
}
