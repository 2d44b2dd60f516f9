/// Reading a plan's entries in one walk over its bytes, without a document tree: what
/// `TestPlan(document:)` reads of `JSONParser.parse`, with the same errors in the same order.
extension TestPlan {
    /// What the walk kept of a `testTargets` element.
    private struct Element {
        var line: Int
        /// Set when the element is an object whose `target` is an object.
        var target: Target?
        var isEnabled: Bool?
    }

    private struct Target {
        var identifier: (value: String, line: Int)?
        var name: (value: String, line: Int)?
        var containerPath: String?
    }

    static func entries(in source: String) throws(TestPlanError) -> [Entry] {
        var parser = JSONParser(bytes: Array(source.utf8))
        if parser.bytes.starts(with: byteOrderMark) { parser.index = byteOrderMark.count }
        var isObject = false
        // `nil` until found; `.some(nil)` with its line when it is not an array.
        var testTargets: (line: Int, elements: [Element]?)?
        if parser.peekValue() == ascii("{") {
            isObject = true
            try parser.scanMembers { parser, key throws(TestPlanError) in
                guard parser.string(key, is: "testTargets") else { return try parser.skipValue() }
                let isArray = parser.peekValue() == ascii("[")
                let line = parser.line
                guard isArray else {
                    try parser.skipValue()
                    testTargets = (line, nil)
                    return
                }
                var elements: [Element] = []
                try parser.scanElements { parser throws(TestPlanError) in
                    elements.append(try readElement(&parser))
                }
                testTargets = (line, elements)
            }
        } else {
            try parser.skipValue()
        }
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.failure("unexpected content after the top-level value")
        }
        guard isObject else { throw .notAnObject }
        guard let testTargets else { throw .missingTestTargets }
        guard let elements = testTargets.elements else { throw .testTargetsNotAnArray(line: testTargets.line) }
        var entries: [Entry] = []
        entries.reserveCapacity(elements.count)
        for element in elements {
            guard let target = element.target, let named = target.identifier ?? target.name else {
                throw .invalidTestTarget(line: element.line)
            }
            entries.append(Entry(
                name: target.name?.value ?? named.value,
                identifier: target.identifier?.value ?? named.value,
                containerPath: target.containerPath ?? "",
                line: named.line,
                isEnabled: element.isEnabled ?? true
            ))
        }
        return entries
    }

    private static func readElement(_ parser: inout JSONParser) throws(TestPlanError) -> Element {
        let first = parser.peekValue()
        var element = Element(line: parser.line)
        guard first == ascii("{") else {
            try parser.skipValue()
            return element
        }
        try parser.scanMembers { parser, key throws(TestPlanError) in
            if parser.string(key, is: "target") {
                guard parser.peekValue() == ascii("{") else { return try parser.skipValue() }
                element.target = try readTarget(&parser)
            } else if parser.string(key, is: "enabled") {
                switch parser.peekValue() {
                case ascii("t"): element.isEnabled = try parser.parseLiteral("true", .bool(true)) == .bool(true)
                case ascii("f"): element.isEnabled = try parser.parseLiteral("false", .bool(false)) == .bool(true)
                default: try parser.skipValue()
                }
            } else {
                try parser.skipValue()
            }
        }
        return element
    }

    private static func readTarget(_ parser: inout JSONParser) throws(TestPlanError) -> Target {
        var target = Target()
        try parser.scanMembers { parser, key throws(TestPlanError) in
            let wanted = parser.string(key, is: "identifier") ? 0 : parser.string(key, is: "name") ? 1 : parser.string(key, is: "containerPath") ? 2 : -1
            guard wanted >= 0, parser.peekValue() == ascii("\"") else { return try parser.skipValue() }
            let line = parser.line
            let value = parser.value(of: try parser.scanString())
            switch wanted {
            case 0: target.identifier = (value, line)
            case 1: target.name = (value, line)
            default: target.containerPath = value
            }
        }
        return target
    }
}
