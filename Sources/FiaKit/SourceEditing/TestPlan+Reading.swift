/// Reading a plan's entries in one walk over its bytes, without a document tree: what
/// `TestPlan(document:)` reads of `JSONParser.parse`, with the same errors in the same order.
extension TestPlan {
    /// What the walk kept of a `testTargets` element.
    struct WalkedElement {
        var line: Int
        /// The element's bytes (its first to one past its last).
        var range: Range<Int> = 0..<0
        /// Set when the element is an object whose `target` is an object.
        var target: WalkedTarget?
        var isEnabled: Bool?
    }

    /// A `target` object's strings, walked over but not decoded (the walk's bytes hold them).
    struct WalkedTarget {
        var identifier: (value: JSONParser.ScannedString, line: Int)?
        var name: (value: JSONParser.ScannedString, line: Int)?
        var containerPath: JSONParser.ScannedString?
    }

    /// A whole plan walked over and validated: its `testTargets` elements, where that array lies,
    /// and the walk's parser (whose bytes the elements' strings are read from).
    struct Walked {
        var parser: JSONParser
        var elements: [WalkedElement]
        /// The `testTargets` array, `[` to one past `]`.
        var array: Range<Int>
    }

    static func entries(in source: String) throws(TestPlanError) -> [Entry] {
        entries(of: try walk(source))
    }

    /// The entries of a walked plan, one per element of its `testTargets`.
    static func entries(of walked: Walked) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(walked.elements.count)
        let parser = walked.parser
        for element in walked.elements {
            // `walk` refuses an element without a target or without a name.
            guard let target = element.target, let named = target.identifier ?? target.name else { continue }
            let namedValue = parser.value(of: named.value)
            entries.append(Entry(
                name: target.name.map { parser.value(of: $0.value) } ?? namedValue,
                identifier: namedValue,
                containerPath: target.containerPath.map(parser.value(of:)) ?? "",
                line: named.line,
                isEnabled: element.isEnabled ?? true
            ))
        }
        return entries
    }

    /// Walks the whole plan as `JSONParser.parse` then `TestPlan(document:)` read it, throwing the
    /// same first error; no string is decoded.
    static func walk(_ source: String) throws(TestPlanError) -> Walked {
        var parser = JSONParser(bytes: Array(source.utf8))
        if parser.bytes.starts(with: byteOrderMark) { parser.index = byteOrderMark.count }
        var isObject = false
        // `nil` until found; `.some(nil)` with its line when it is not an array.
        var testTargets: (line: Int, elements: [WalkedElement]?, range: Range<Int>)?
        if parser.peekValue() == ascii("{") {
            isObject = true
            try parser.scanMembers { parser, key throws(TestPlanError) in
                guard parser.string(key, is: "testTargets") else { return try parser.skipValue() }
                let isArray = parser.peekValue() == ascii("[")
                let line = parser.line
                let start = parser.index
                guard isArray else {
                    try parser.skipValue()
                    testTargets = (line, nil, start..<parser.index)
                    return
                }
                var elements: [WalkedElement] = []
                // Xcode writes an element in about 150 bytes: room for them at once, not ten growths.
                elements.reserveCapacity((parser.bytes.count - parser.index) / 128)
                try parser.scanElements { parser throws(TestPlanError) in
                    elements.append(try readElement(&parser))
                }
                testTargets = (line, elements, start..<parser.index)
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
        for element in elements {
            guard let target = element.target, target.identifier ?? target.name != nil else {
                throw .invalidTestTarget(line: element.line)
            }
        }
        return Walked(parser: parser, elements: elements, array: testTargets.range)
    }

    private static func readElement(_ parser: inout JSONParser) throws(TestPlanError) -> WalkedElement {
        let first = parser.peekValue()
        var element = WalkedElement(line: parser.line)
        let start = parser.index
        guard first == ascii("{") else {
            try parser.skipValue()
            element.range = start..<parser.index
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
        element.range = start..<parser.index
        return element
    }

    private static func readTarget(_ parser: inout JSONParser) throws(TestPlanError) -> WalkedTarget {
        var target = WalkedTarget()
        try parser.scanMembers { parser, key throws(TestPlanError) in
            let wanted = parser.string(key, is: "identifier") ? 0 : parser.string(key, is: "name") ? 1 : parser.string(key, is: "containerPath") ? 2 : -1
            guard wanted >= 0, parser.peekValue() == ascii("\"") else { return try parser.skipValue() }
            let line = parser.line
            let value = try parser.scanString()
            switch wanted {
            case 0: target.identifier = (value, line)
            case 1: target.name = (value, line)
            default: target.containerPath = value
            }
        }
        return target
    }
}
