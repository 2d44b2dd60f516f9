/// What a manifest that builds its targets from enum cases is made of, as tokens: its top-level
/// `CaseIterable` enums and their cases, its `switch` statements' arms, and the member references
/// (`.license`) to a case. Read only when `targets:` is not an array literal (`EnumTargets`).
extension ManifestScanner {
    /// A top-level `enum Name: …, CaseIterable { case a, b; case c = "C" … }`.
    struct CaseEnum {
        var name: String
        /// Token of its `{` and `}`.
        var open: Int
        var close: Int
        var cases: [EnumCase]
        /// Whether a case carries associated values (`case framework(FrameworkTargetType)`).
        var hasPayloadCase: Bool
    }

    /// One case of a `CaseEnum`, as declared.
    struct EnumCase {
        /// Token of the `case` keyword of its declaration.
        var keyword: Int
        /// Token of its name.
        var name: Int
        /// Token of its raw value (`= "LicenseData"`), when written.
        var rawValue: Int?
        /// The tokens of its element in the declaration: its name to its raw value.
        var element: Range<Int>
        /// The elements of its whole declaration (`case a, b` has two), it among them.
        var declaration: [Range<Int>]
    }

    /// A `switch` statement: its braces and its arms, in order.
    struct Switch {
        var open: Int
        var close: Int
        var arms: [SwitchArm]
    }

    /// One arm of a `switch`: `case <patterns>:` or `default:` and its statements.
    struct SwitchArm {
        /// Token of its `case` or `default` keyword.
        var keyword: Int
        /// Token of the `:` after its patterns.
        var colon: Int
        /// Token index one past its last statement's last token.
        var end: Int
        var isDefault: Bool
    }

    /// The top-level enums that conform to `CaseIterable`, in order.
    func caseIterableEnums() -> [CaseEnum] {
        var enums: [CaseEnum] = []
        var index = 0
        while index + 1 < tokens.count {
            if let close = partner[index], close > index {
                index = close + 1
                continue
            }
            guard isIdentifier(index, "enum"), tokens[index + 1].kind == .identifier else {
                index += 1
                continue
            }
            var open = index + 2
            var conforms = false
            while open < tokens.count, !isPunctuation(open, ascii("{")) {
                if isIdentifier(open, "CaseIterable") { conforms = true }
                open += 1
            }
            guard open < tokens.count, let close = partner[open] else { break }
            if conforms {
                var found = CaseEnum(name: string(index + 1), open: open, close: close, cases: [], hasPayloadCase: false)
                readCases(into: &found)
                enums.append(found)
            }
            index = close + 1
        }
        return enums
    }

    /// The cases declared in `found`'s body (not those in the bodies of its members).
    private func readCases(into found: inout CaseEnum) {
        var index = found.open + 1
        while index < found.close {
            if let close = partner[index], close > index {
                index = close + 1
                continue
            }
            guard isIdentifier(index, "case") else {
                index += 1
                continue
            }
            let keyword = index
            var elements: [(name: Int, rawValue: Int?, range: Range<Int>)] = []
            index += 1
            while index < found.close, tokens[index].kind == .identifier {
                let name = index
                var rawValue: Int?
                index += 1
                if index < found.close, isPunctuation(index, ascii("(")), let close = partner[index] {
                    found.hasPayloadCase = true
                    index = close + 1
                } else if index + 1 < found.close, isPunctuation(index, ascii("=")) {
                    rawValue = index + 1
                    index += 2
                }
                elements.append((name, rawValue, name..<index))
                guard index < found.close, isPunctuation(index, ascii(",")) else { break }
                index += 1
            }
            let declaration = elements.map(\.range)
            for element in elements {
                found.cases.append(EnumCase(keyword: keyword, name: element.name, rawValue: element.rawValue, element: element.range, declaration: declaration))
            }
        }
    }

    /// Every `switch` statement of the manifest, nested ones included.
    func switches() -> [Switch] {
        var result: [Switch] = []
        for index in tokens.indices where isIdentifier(index, "switch") {
            var open = index + 1
            while open < tokens.count, !isPunctuation(open, ascii("{")) {
                if let close = partner[open], close > open { open = close }
                open += 1
            }
            guard open < tokens.count, let close = partner[open] else { continue }
            result.append(Switch(open: open, close: close, arms: arms(from: open + 1, to: close)))
        }
        return result
    }

    /// The arms between a switch's braces: each starts at a `case` or `default` keyword outside
    /// brackets that begins a statement (not `if case`, `guard case`, `for case`, `, case`).
    private func arms(from start: Int, to close: Int) -> [SwitchArm] {
        var keywords: [(keyword: Int, colon: Int, isDefault: Bool)] = []
        var index = start
        while index < close {
            if let partner = partner[index], partner > index {
                index = partner + 1
                continue
            }
            let isDefault = isIdentifier(index, "default")
            guard isDefault || isIdentifier(index, "case"), startsStatement(index) else {
                index += 1
                continue
            }
            var colon = index + 1
            while colon < close, !isPunctuation(colon, ascii(":")) {
                if let partner = partner[colon], partner > colon { colon = partner }
                colon += 1
            }
            guard colon < close else { break }
            keywords.append((index, colon, isDefault))
            index = colon + 1
        }
        return keywords.indices.map { position in
            let end = position + 1 < keywords.count ? keywords[position + 1].keyword : close
            return SwitchArm(keyword: keywords[position].keyword, colon: keywords[position].colon, end: end, isDefault: keywords[position].isDefault)
        }
    }

    /// Whether token `index` begins a statement: the previous token is no `if`, `guard`, `while`,
    /// `for` or `,` (the start of a pattern match inside a condition).
    private func startsStatement(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = index - 1
        if isPunctuation(previous, ascii(",")) { return false }
        return !["if", "guard", "while", "for"].contains { isIdentifier(previous, $0) }
    }

    /// The tokens in `range` that name one of `names` as a member (`.license`, `FrameworkTargetType.license`).
    func memberReferences(to names: Set<String>, in range: Range<Int>) -> [Int] {
        var found: [Int] = []
        for index in range where index > 0 && tokens[index].kind == .identifier && isPunctuation(index - 1, ascii(".")) {
            if names.contains(string(index)) { found.append(index) }
        }
        return found
    }

    /// The array literals of the manifest, nested ones included, in order.
    func arrayLiterals() -> [ArrayLiteral] {
        var arrays: [ArrayLiteral] = []
        for index in tokens.indices where isPunctuation(index, ascii("[")) {
            if let close = partner[index], let array = arrayLiteral(index..<close + 1) { arrays.append(array) }
        }
        return arrays
    }

    /// Whether `name.allCases` is written anywhere outside the enum `name` itself.
    func mentionsAllCases(of enumeration: CaseEnum) -> Bool {
        for index in tokens.indices.dropFirst(2) where isIdentifier(index, "allCases") && (index < enumeration.open || index > enumeration.close) {
            if isPunctuation(index - 1, ascii(".")), isIdentifier(index - 2, enumeration.name) { return true }
        }
        return false
    }
}
