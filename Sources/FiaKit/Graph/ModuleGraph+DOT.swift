extension ModuleGraph {
    /// Graphviz DOT: `fia graph --format dot | dot -Tsvg > graph.svg`. Nodes are filled with
    /// their layer's colour; feature and driver edges are dashed.
    public func dot() -> String {
        var lines = [
            "digraph \(Self.dotQuoted(package ?? "modules")) {",
            "    rankdir=TB;",
            "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
        ]
        func declaration(_ node: Node) -> String {
            let (fill, stroke) = Self.colors(of: node.layer)
            var attributes = [
                "label=\(Self.dotQuoted(node.name))",
                "fillcolor=\(Self.dotQuoted(fill))",
                "color=\(Self.dotQuoted(stroke))",
                "class=\(Self.dotQuoted(node.layer.rawValue))",
            ]
            switch node.kind {
            case .module: break
            case .feature: attributes.append("shape=ellipse")
            case .driver: attributes.append("shape=cds")
            }
            return "\(Self.dotQuoted(node.id)) [\(attributes.joined(separator: ", "))];"
        }
        for node in nodes where node.group == nil {
            lines.append("    " + declaration(node))
        }
        // Feature modules in a cluster: Graphviz draws them in one dashed box.
        for group in [Group.features] {
            let members = nodes.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines.append("    subgraph \(Self.dotQuoted("cluster_\(group.rawValue)")) {")
            lines.append("        label=\(Self.dotQuoted(group.title));")
            lines.append("        style=dashed;")
            lines += members.map { "        " + declaration($0) }
            lines.append("    }")
        }
        for edge in edges {
            let style = switch edge.kind {
            case .dependency: ""
            case .uses: " [style=dashed]"
            case .implementedBy: " [style=dashed, label=\"implemented by\"]"
            }
            lines.append("    \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to))\(style);")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A DOT double-quoted string: `"` and `\` escaped, line breaks as `\n`.
    static func dotQuoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": break
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
