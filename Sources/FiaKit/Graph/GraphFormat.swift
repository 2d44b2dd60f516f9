/// How `fia graph` prints the graph.
public enum GraphFormat: String, Sendable, CaseIterable {
    case mermaid, dot, json

    /// `mermaid|dot|json`, for help and errors.
    public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }
}

extension ModuleGraph {
    /// The graph in `format`.
    public func rendered(_ format: GraphFormat) -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot()
        case .json: json()
        }
    }

    /// Fill and stroke colours per layer, shared by Mermaid and DOT.
    static func colors(of layer: Layer) -> (fill: String, stroke: String) {
        switch layer {
        case .domain: ("#fde68a", "#b45309")
        case .presentation: ("#bfdbfe", "#1d4ed8")
        case .dependencyInjection: ("#ddd6fe", "#6d28d9")
        case .framework: ("#bbf7d0", "#15803d")
        case .test: ("#e5e7eb", "#6b7280")
        case .other: ("#fecaca", "#b91c1c")
        }
    }

    /// The layers some node has, in `Layer`'s order.
    var usedLayers: [Layer] {
        Layer.allCases.filter { layer in nodes.contains { $0.layer == layer } }
    }
}
