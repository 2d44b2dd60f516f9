/// Edits Xcode test plans (`.xctestplan`) the way Xcode would write them, touching no other byte.
public enum TestPlanEditor {
    /// The indentation step when the file does not show one (Xcode's own).
    private static let defaultUnit = "  "

    /// Adds {"target" : {"containerPath" : "container:", "identifier" : name, "name" : name}} as the last
    /// element of `testTargets`, formatted as Xcode would with the file's indentation, touching no other byte.
    ///
    /// Idempotent: when an entry with containerPath `container:` and that identifier (or name) exists,
    /// returns `source` unchanged. Throws, changing nothing, on invalid JSON or when `testTargets` is
    /// missing or not an array.
    public static func addTestTarget(_ name: String, to source: String) throws(TestPlanError) -> String {
        let document = try JSONParser.parse(source)
        let plan = try TestPlan(document: document)
        let alreadyListed = plan.testTargets.contains { entry in
            entry.containerPath == "container:" && (entry.identifier == name || entry.name == name)
        }
        if alreadyListed { return source }

        let text = SourceText(source)
        let array = try TestPlan.testTargetsArray(in: document)
        // The array is a member of the top-level object, so its line's indentation is one step.
        let parentIndent = text.indentation(ofLineAt: array.start)
        if let last = array.elements?.last {
            let indent = text.indentation(ofLineAt: last.start)
            let unit = indent.count > parentIndent.count && indent.hasPrefix(parentIndent)
                ? String(indent.dropFirst(parentIndent.count))
                : indentationUnit(from: parentIndent)
            let entry = entryText(name, indent: indent, unit: unit, newline: text.newline)
            return text.inserting("," + text.newline + indent + entry, at: last.end)
        }
        let unit = indentationUnit(from: parentIndent)
        let indent = parentIndent + unit
        let interior = (array.start + 1)..<(array.end - 1)
        let entry = entryText(name, indent: indent, unit: unit, newline: text.newline)
        return text.replacing([(interior, text.newline + indent + entry + text.newline + parentIndent)])
    }

    private static func indentationUnit(from parentIndent: String) -> String {
        parentIndent.isEmpty ? defaultUnit : parentIndent
    }

    /// One `testTargets` element, its first line unindented, its closing brace at `indent`,
    /// its lines joined by `newline`.
    private static func entryText(_ name: String, indent: String, unit: String, newline: String) -> String {
        let member = indent + unit
        let field = member + unit
        let quoted = JSONText.string(name)
        return [
            "{",
            "\(member)\"target\" : {",
            "\(field)\"containerPath\" : \"container:\",",
            "\(field)\"identifier\" : \(quoted),",
            "\(field)\"name\" : \(quoted)",
            "\(member)}",
            "\(indent)}",
        ].joined(separator: newline)
    }
}
