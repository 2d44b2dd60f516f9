/// Edits Xcode test plans (`.xctestplan`) the way Xcode would write them, touching no other byte.
public enum TestPlanEditor {
    /// The indentation step when the file does not show one (Xcode's own).
    private static let defaultUnit = "  "

    /// Adds {"target" : {"containerPath" : container, "identifier" : name, "name" : name}} as the last
    /// element of `testTargets`, formatted as Xcode would with the file's indentation, touching no other byte.
    /// `container` is the package as the schemes running the plan reach it: `container:` from the
    /// package's own scheme, `container:..` from a scheme of `App/Demo.xcodeproj`
    /// (`TestPlanContainers.packageContainerPath(forPlan:in:)`).
    ///
    /// Idempotent: when an entry with that containerPath and that identifier (or name) exists,
    /// returns `source` unchanged. Throws, changing nothing, on invalid JSON or when `testTargets` is
    /// missing or not an array.
    public static func addTestTarget(_ name: String, container: String = "container:", to source: String) throws(TestPlanError) -> String {
        try addTestTarget(name, container: container, to: source, walked: TestPlan.walk(source))
    }

    /// `addTestTarget(_:container:to:)` of a plan already walked (`walked` is `TestPlan.walk(source)`).
    static func addTestTarget(_ name: String, container: String = "container:", to source: String, walked: TestPlan.Walked) -> String {
        // One walk over the plan's bytes: its entries are compared as bytes, never decoded.
        let parser = walked.parser
        let alreadyListed = walked.elements.contains { element in
            guard let target = element.target, let named = target.identifier ?? target.name else { return false }
            guard target.containerPath.map({ parser.string($0, equals: container) }) ?? false else { return false }
            let identifier = target.identifier?.value ?? named.value
            let entryName = target.name?.value ?? named.value
            return parser.string(identifier, equals: name) || parser.string(entryName, equals: name)
        }
        if alreadyListed { return source }

        // The walk's bytes are the plan's: the text shares them instead of copying them again.
        let text = SourceText(bytes: parser.bytes, source: source)
        let array = walked.array
        // The array is a member of the top-level object, so its line's indentation is one step.
        let parentIndent = text.indentation(ofLineAt: array.lowerBound)
        if let last = walked.elements.last?.range {
            let indent = text.indentation(ofLineAt: last.lowerBound)
            let unit = indent.count > parentIndent.count && indent.hasPrefix(parentIndent)
                ? String(indent.dropFirst(parentIndent.count))
                : indentationUnit(from: parentIndent)
            let entry = entryText(name, container: container, indent: indent, unit: unit, newline: text.newline)
            return text.inserting("," + text.newline + indent + entry, at: last.upperBound)
        }
        let unit = indentationUnit(from: parentIndent)
        let indent = parentIndent + unit
        let interior = (array.lowerBound + 1)..<(array.upperBound - 1)
        let entry = entryText(name, container: container, indent: indent, unit: unit, newline: text.newline)
        return text.replacing([(interior, text.newline + indent + entry + text.newline + parentIndent)])
    }

    private static func indentationUnit(from parentIndent: String) -> String {
        parentIndent.isEmpty ? defaultUnit : parentIndent
    }

    /// One `testTargets` element, its first line unindented, its closing brace at `indent`,
    /// its lines joined by `newline`.
    private static func entryText(_ name: String, container: String, indent: String, unit: String, newline: String) -> String {
        let member = indent + unit
        let field = member + unit
        let quoted = JSONText.string(name)
        return [
            "{",
            "\(member)\"target\" : {",
            // Xcode writes a path's slashes escaped (`container:..\/Demo.xcodeproj`).
            "\(field)\"containerPath\" : \(JSONText.string(container).replacing("/", with: "\\/")),",
            "\(field)\"identifier\" : \(quoted),",
            "\(field)\"name\" : \(quoted)",
            "\(member)}",
            "\(indent)}",
        ].joined(separator: newline)
    }
}
