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
    /// `driver` for nodes and `dependency`, `uses` or `implementedBy` for edges.
    public func json() -> String {
        let nodeLines = nodes.map { node in
            "{\"id\": \(Self.jsonString(node.id)), \"name\": \(Self.jsonString(node.name)), "
                + "\"kind\": \"\(node.kind.rawValue)\", \"layer\": \"\(node.layer.rawValue)\"}"
        }
        let edgeLines = edges.map { edge in
            "{\"from\": \(Self.jsonString(edge.from)), \"to\": \(Self.jsonString(edge.to)), \"kind\": \"\(edge.kind.rawValue)\"}"
        }
        func array(_ lines: [String]) -> String {
            lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        }
        return """
            {
              "package": \(package.map(Self.jsonString) ?? "null"),
              "nodes": \(array(nodeLines)),
              "edges": \(array(edgeLines))
            }
            """
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func jsonString(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
