extension ModuleGraph {
    /// The graph as JSON, for scripts:
    ///
    ///     {
    ///       "package": "Demo",
    ///       "nodes": [
    ///         {"id": "DomainLayer", "name": "DomainLayer", "kind": "module", "layer": "domain"}
    ///       ],
    ///       "edges": [
    ///         {"from": "PresentationLayer", "to": "DomainLayer", "kind": "dependency"}
    ///       ]
    ///     }
    ///
    /// `package` is `null` when the manifest names none; `kind` is `module`, `feature` or
    /// `driver` for nodes and `dependency`, `uses` or `implementedBy` for edges; a feature module's
    /// node has `"group": "features"`.
    public func json() -> String {
        let nodeLines = nodes.map { node in
            "{\"id\": \(JSONText.string(node.id)), \"name\": \(JSONText.string(node.name)), "
                + "\"kind\": \"\(node.kind.rawValue)\", \"layer\": \"\(node.layer.rawValue)\"\(node.group.map { ", \"group\": \"\($0.rawValue)\"" } ?? "")}"
        }
        let edgeLines = edges.map { edge in
            "{\"from\": \(JSONText.string(edge.from)), \"to\": \(JSONText.string(edge.to)), \"kind\": \"\(edge.kind.rawValue)\"}"
        }
        func array(_ lines: [String]) -> String {
            lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        }
        return """
            {
              "package": \(package.map(JSONText.string) ?? "null"),
              "nodes": \(array(nodeLines)),
              "edges": \(array(edgeLines))
            }
            """
    }
}
