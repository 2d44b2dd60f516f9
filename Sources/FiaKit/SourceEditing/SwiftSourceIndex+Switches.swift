/// Reading an enum's cases and the branches of a function's `switch`: what doctor's router check
/// reads of a scene enum (`AppScreen` and its `view(container:)`).
extension SwiftSourceIndex {
    /// One branch of a `switch`.
    struct SwitchBranch {
        /// The token index of its label's keyword, `case` or `default`.
        var label: Int
        /// The enum cases its patterns name (`case .a, .b:` → `a`, `b`); empty for `default`.
        var cases: [String]
        /// The token indices of its statements: after the label's `:`, up to the next label.
        var statements: Range<Int>
    }

    /// The cases enum `name` declares, each with its line; `nil` when the source declares no such enum.
    func enumCases(of name: String) throws(SourceEditError) -> [(name: String, line: Int)]? {
        guard let nameIndex = try uniqueDeclaration(.enum, kind: "enum", named: name),
              let body = body(ofDeclarationNamedAt: nameIndex) else { return nil }
        let depth = braceDepths[body.open] + 1
        var cases: [(name: String, line: Int)] = []
        for position in (body.open + 1)..<body.close where braceDepths[position] == depth && isKeyword(position, "case") {
            cases += caseDeclaration(at: position).names.map { ($0, tokens[position].line) }
        }
        return cases
    }

    /// The branches of the one `switch` at the top level of the body of `func <name>`; `nil` when
    /// there is no such function, or its body holds no `switch` or several.
    func switchBranches(inFunction name: String) throws(SourceEditError) -> [SwitchBranch]? {
        guard let nameIndex = try uniqueDeclaration(.func, kind: "function", named: name),
              let body = body(ofDeclarationNamedAt: nameIndex) else { return nil }
        let depth = braceDepths[body.open] + 1
        let switches = ((body.open + 1)..<body.close).filter { braceDepths[$0] == depth && isKeyword($0, "switch") }
        guard switches.count == 1, let switchBody = self.body(ofDeclarationNamedAt: switches[0]) else { return nil }
        let labelDepth = braceDepths[switchBody.open] + 1
        // `if case`, `guard case`, `for case` inside a branch, and a pattern's `, case`, are no labels.
        let labels = ((switchBody.open + 1)..<switchBody.close).filter { position in
            braceDepths[position] == labelDepth && (isKeyword(position, "case") || isKeyword(position, "default"))
                && !["if", "guard", "while", "for"].contains { isKeyword(position - 1, $0) } && !isPunctuation(position - 1, UInt8(ascii: ","))
        }
        return labels.indices.map { number in
            let label = labels[number]
            let end = number + 1 < labels.count ? labels[number + 1] : switchBody.close
            // The label ends at its `:` outside brackets (`case .a(x: 1):`); a pattern starting with
            // `.name` (after the keyword, a comma, `let` or `var`) names an enum case.
            var colon = label + 1, nesting = 0
            var cases: [String] = []
            while colon < end {
                let byte = punctuation[colon]
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { nesting += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { nesting -= 1 }
                if nesting == 0 {
                    if byte == UInt8(ascii: ":") { break }
                    if byte == UInt8(ascii: ".") && colon + 1 < end && tokens[colon + 1].kind == .identifier
                        && (colon == label + 1 || isPunctuation(colon - 1, UInt8(ascii: ",")) || isKeyword(colon - 1, "let") || isKeyword(colon - 1, "var")) {
                        cases.append(SwiftSourceEditor.unescaped(string(at: colon + 1)))
                    }
                }
                colon += 1
            }
            return SwitchBranch(label: label, cases: cases, statements: min(colon + 1, end)..<end)
        }
    }
}
