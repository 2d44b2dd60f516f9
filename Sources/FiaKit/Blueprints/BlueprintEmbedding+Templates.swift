/// The parsed half of `EmbeddedBlueprints.swift`: each blueprint's path and contents as
/// `TemplateNode` literals, so that `fia new` and `fia add` render without parsing a template.
extension BlueprintEmbedding {
    /// The `templates` declarations: every blueprint that parses, its path (the part after the
    /// group, as `BlueprintCatalog` renders it) and contents as Swift literals, in one table per
    /// group (`new`, `feature`, …) so that a command builds only the table of the group it renders
    /// (`fia new` is a few million instructions; the other groups' tables were a tenth of them). A
    /// blueprint that does not parse is left out, so the catalog parses it at run time and reports
    /// its error there.
    static func templatesSource(for files: [String: String]) -> String {
        var groups: [String: [String]] = [:]
        for path in files.keys.sorted() {
            guard let pathTemplate = try? Template(source: ParsedBlueprint.pathAfterGroup(path), name: path),
                  let contents = try? Template(source: files[path] ?? "", name: path)
            else { continue }
            let group = String(path.prefix { $0 != "/" })
            groups[group, default: []].append("""
                        \(quoted(path)): ParsedBlueprint(
                            path: \(literal(pathTemplate.nodes)),
                            contents: \(literal(contents.nodes))
                        ),
                """)
        }
        let names = groups.keys.sorted()
        var source = """
                /// The blueprints of `group` (`new`, `feature`, …) that parse, parsed when `\(command)` ran;
                /// keyed like `files`.
                static func templates(inGroup group: String) -> [String: ParsedBlueprint] {
                    switch group {

            """
        for name in names { source += "        case \(quoted(name)): \(identifier(name))Templates\n" }
        source += """
                    default: [:]
                    }
                }

            """
        for name in names {
            source += "\n    private static let \(identifier(name))Templates: [String: ParsedBlueprint] = [\n"
                + (groups[name] ?? []).joined(separator: "\n") + "\n    ]\n"
        }
        return source
    }

    /// A group's name as part of a Swift identifier: letters and digits kept, anything else `_`.
    private static func identifier(_ group: String) -> String {
        String(group.unicodeScalars.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
    }

    /// `[TemplateNode]` as a Swift array literal.
    static func literal(_ nodes: [TemplateNode]) -> String {
        "[" + nodes.map(literal).joined(separator: ", ") + "]"
    }

    private static func literal(_ node: TemplateNode) -> String {
        switch node {
        case .text(let text):
            return ".text(\(text.utf8.contains(UInt8(ascii: "\n")) ? rawLiteral(text) : quoted(text)))"
        case .output(let expression, let line):
            return ".output(\(literal(expression)), line: \(line))"
        case .conditional(let branches, let otherwise):
            let branchList = branches.map { branch in
                "TemplateBranch(condition: \(literal(branch.condition)), line: \(branch.line), body: \(literal(branch.body)))"
            }
            return ".conditional([\(branchList.joined(separator: ", "))], otherwise: \(literal(otherwise)))"
        case .loop(let variable, let list, let line, let body):
            return ".loop(variable: \(quoted(variable)), list: \(literal(list)), line: \(line), body: \(literal(body)))"
        }
    }

    private static func literal(_ expression: TemplateExpression) -> String {
        let operand = switch expression.operand {
        case .variable(let path): ".variable(\(literal(path)))"
        case .literal(let text): ".literal(\(quoted(text)))"
        }
        return "TemplateExpression(operand: \(operand), filters: \(literal(expression.filters)))"
    }

    private static func literal(_ condition: TemplateCondition) -> String {
        switch condition {
        case .value(let expression): ".value(\(literal(expression)))"
        case .not(let inner): ".not(\(literal(inner)))"
        case .and(let left, let right): ".and(\(literal(left)), \(literal(right)))"
        case .or(let left, let right): ".or(\(literal(left)), \(literal(right)))"
        }
    }

    private static func literal(_ strings: [String]) -> String {
        "[" + strings.map(quoted).joined(separator: ", ") + "]"
    }
}
