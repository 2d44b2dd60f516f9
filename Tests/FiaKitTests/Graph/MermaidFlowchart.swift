import Foundation

/// A small parser for the Mermaid flowcharts `fia graph` prints, so tests check the graph
/// it describes rather than its text: node declarations `id["label"]`, `id("label")`,
/// `id(["label"])`, edges `a --> b`, `a -.-> b`, `a -. text .-> b`, `classDef` and `class` lines,
/// `subgraph id["title"]` … `end` blocks (not nested) around node declarations.
struct MermaidFlowchart: Equatable {
    struct Edge: Hashable {
        var from: String
        var to: String
        var arrow: String
    }

    var direction = ""
    /// Label by node id.
    var labels: [String: String] = [:]
    var edges: [Edge] = []
    /// Style by class name.
    var classDefs: [String: String] = [:]
    /// Class by node id.
    var classes: [String: String] = [:]
    /// The node ids declared in each subgraph, by its title.
    var subgraphs: [String: [String]] = [:]

    struct ParseError: Error, CustomStringConvertible {
        var line: String
        var description: String { "not a flowchart line: '\(line)'" }
    }

    init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let header = lines.first, header.hasPrefix("graph ") else { throw ParseError(line: lines.first ?? "") }
        direction = String(header.dropFirst("graph ".count))
        lines.removeFirst()
        var subgraph: String?
        for line in lines {
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if words.first == "subgraph", subgraph == nil, let (id, title) = Self.node(String(line.dropFirst("subgraph ".count))) {
                guard labels[id] == nil else { throw ParseError(line: line) }
                subgraph = title
                subgraphs[title] = []
            } else if line == "end", subgraph != nil {
                subgraph = nil
            } else if words.first == "classDef", words.count == 3 {
                classDefs[words[1]] = words[2]
            } else if words.first == "class", words.count == 3 {
                for id in words[1].split(separator: ",") { classes[String(id)] = words[2] }
            } else if words.count == 3, ["-->", "-.->"].contains(words[1]) {
                edges.append(Edge(from: try Self.id(words[0]), to: try Self.id(words[2]), arrow: words[1]))
            } else if words.count >= 4, words[1] == "-.", words[words.count - 2] == ".->" {
                edges.append(Edge(from: try Self.id(words[0]), to: try Self.id(words[words.count - 1]), arrow: words[1...].dropLast().joined(separator: " ")))
            } else if let (id, label) = Self.node(line) {
                labels[id] = label
                if let subgraph { subgraphs[subgraph, default: []].append(id) }
            } else {
                throw ParseError(line: line)
            }
        }
        if subgraph != nil { throw ParseError(line: "a subgraph without its end") }
        for edge in edges where labels[edge.from] == nil || labels[edge.to] == nil {
            throw ParseError(line: "edge \(edge.from) -> \(edge.to) names an undeclared node")
        }
    }

    /// The edges as (from label, to label), for an arrow.
    func labelledEdges(_ arrow: String) -> [[String]] {
        edges.filter { $0.arrow == arrow }.map { [labels[$0.from]!, labels[$0.to]!] }
    }

    private static func id(_ word: String) throws -> String {
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw ParseError(line: word)
        }
        return word
    }

    /// `id["label"]`, `id("label")`, `id(["label"])`, with `#quot;` decoded.
    private static func node(_ line: String) -> (String, String)? {
        for (open, close) in [("([\"", "\"])"), ("[\"", "\"]"), ("(\"", "\")")] {
            guard let start = line.range(of: open), line.hasSuffix(close) else { continue }
            let id = String(line[..<start.lowerBound])
            guard (try? Self.id(id)) != nil else { return nil }
            let label = line[start.upperBound..<line.index(line.endIndex, offsetBy: -close.count)]
            return (id, label.replacingOccurrences(of: "#quot;", with: "\"").replacingOccurrences(of: "#35;", with: "#")
                .replacingOccurrences(of: "#lt;", with: "<").replacingOccurrences(of: "#gt;", with: ">"))
        }
        return nil
    }
}
