extension ModuleGraph {
    /// A Mermaid flowchart (`graph TD`), as the FIA README draws its dependency graph:
    ///
    ///     graph TD
    ///         DomainLayer["DomainLayer"]
    ///         PresentationLayer["PresentationLayer"]
    ///         PresentationLayer --> DomainLayer
    ///         classDef domain fill:#fde68a,stroke:#b45309,color:#111827
    ///         class DomainLayer domain
    ///
    /// Modules are boxes, features rounded (`(…)`), drivers stadiums (`([…])`); a feature's
    /// drivers are dotted edges, a driver's framework module a dotted edge labelled
    /// `implemented by`. Node ids are the names made Mermaid-safe; labels keep the names.
    /// Feature modules are drawn together in a subgraph (`subgraph features["Feature modules"]`).
    public func mermaid() -> String {
        let ids = mermaidIDs()
        var lines = ["graph TD"]
        func declaration(_ node: Node, indent: String) -> String {
            let label = Self.mermaidLabel(node.name)
            let shape = switch node.kind {
            case .module: "[\(label)]"
            case .feature: "(\(label))"
            case .driver: "([\(label)])"
            }
            return "\(indent)\(ids[node.id]!)\(shape)"
        }
        for node in nodes where node.group == nil {
            lines.append(declaration(node, indent: "    "))
        }
        let taken = Set(ids.values)
        for group in [Group.features] {
            let members = nodes.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            // The subgraph's id: a word no node id is.
            var id = "group_\(group.rawValue)"
            while taken.contains(id) { id += "_" }
            lines.append("    subgraph \(id)[\"\(group.title)\"]")
            lines += members.map { declaration($0, indent: "        ") }
            lines.append("    end")
        }
        for edge in edges {
            let arrow = switch edge.kind {
            case .dependency: "-->"
            case .uses: "-.->"
            case .implementedBy: "-. implemented by .->"
            }
            lines.append("    \(ids[edge.from]!) \(arrow) \(ids[edge.to]!)")
        }
        for layer in usedLayers {
            let (fill, stroke) = Self.colors(of: layer)
            lines.append("    classDef \(layer.rawValue) fill:\(fill),stroke:\(stroke),color:#111827")
        }
        for layer in usedLayers {
            let members = nodes.filter { $0.layer == layer }.map { ids[$0.id]! }
            lines.append("    class \(members.joined(separator: ",")) \(layer.rawValue)")
        }
        return lines.joined(separator: "\n")
    }

    /// Words Mermaid reads as syntax, not as a node id.
    private static let mermaidKeywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "style", "class", "classdef", "click", "linkstyle", "direction", "call", "href",
    ]

    /// A unique Mermaid-safe id per node: letters, digits and `_`, never a keyword.
    func mermaidIDs() -> [String: String] {
        var ids: [String: String] = [:]
        var taken = Set<String>()
        for node in nodes {
            let prefix = switch node.kind {
            case .module: ""
            case .feature: "feature_"
            case .driver: "driver_"
            }
            var id = prefix + String(String.UnicodeScalarView(node.name.unicodeScalars.map {
                (("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_") ? $0 : "_"
            }))
            if id.isEmpty || ("0"..."9").contains(id.unicodeScalars.first!) || Self.mermaidKeywords.contains(id.lowercased()) {
                id = "m_" + id
            }
            var unique = id
            var counter = 2
            while !taken.insert(unique).inserted {
                unique = "\(id)_\(counter)"
                counter += 1
            }
            ids[node.id] = unique
        }
        return ids
    }

    /// `"name"`, with the characters Mermaid gives meaning to as entity codes.
    static func mermaidLabel(_ name: String) -> String {
        var label = ""
        for character in name {
            switch character {
            case "\"": label += "#quot;"
            case "#": label += "#35;"
            case "<": label += "#lt;"
            case ">": label += "#gt;"
            default: label.append(character)
            }
        }
        return "\"\(label)\""
    }
}
