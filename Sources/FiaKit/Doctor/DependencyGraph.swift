/// The dependencies between a package's own targets: for cycles and reachability.
/// Both run in time linear in targets plus dependencies.
public struct DependencyGraph: Sendable {
    /// Target names in manifest order.
    public let nodes: [String]
    /// Each target's dependencies on other targets of the package, in manifest order.
    public let edges: [String: [String]]

    public init(manifest: PackageManifest) {
        let names = Set(manifest.targets.map(\.name))
        nodes = manifest.targets.map(\.name)
        var edges: [String: [String]] = [:]
        for target in manifest.targets {
            var seen = Set<String>()
            edges[target.name] = target.dependencies
                .filter { !$0.isProduct && names.contains($0.name) && seen.insert($0.name).inserted }
                .map(\.name)
        }
        self.edges = edges
    }

    /// Every dependency cycle, as the targets on it in dependency order, starting with the
    /// target declared first; a target depending on itself is a cycle of one.
    public func cycles() -> [[String]] {
        var tarjan = Tarjan(graph: self)
        for node in nodes where tarjan.index[node] == nil {
            tarjan.connect(node)
        }
        let order = Dictionary(nodes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return tarjan.components
            .filter { $0.count > 1 || edges[$0[0], default: []].contains($0[0]) }
            .map { component in cyclePath(through: Set(component), from: component.min { order[$0]! < order[$1]! }!) }
            .sorted { order[$0[0]]! < order[$1[0]]! }
    }

    /// A walk around a strongly connected component that returns to `start`.
    private func cyclePath(through component: Set<String>, from start: String) -> [String] {
        // Breadth-first search for the shortest way back to `start` inside the component.
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in edges[node, default: []] where component.contains(next) {
                if next == start {
                    var path = [node]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    return path
                }
                if previous[next] == nil && next != start {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return [start]
    }

    /// Every target reachable from `start` through dependencies, `start` included.
    public func reachable(from start: String) -> Set<String> {
        var seen: Set<String> = [start]
        var stack = [start]
        while let node = stack.popLast() {
            for next in edges[node, default: []] where seen.insert(next).inserted {
                stack.append(next)
            }
        }
        return seen
    }
}

/// Tarjan's strongly connected components.
private struct Tarjan {
    let graph: DependencyGraph
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var components: [[String]] = []

    init(graph: DependencyGraph) {
        self.graph = graph
    }

    mutating func connect(_ node: String) {
        index[node] = index.count
        lowLink[node] = index[node]
        stack.append(node)
        onStack.insert(node)
        for next in graph.edges[node, default: []] {
            if index[next] == nil {
                connect(next)
                lowLink[node] = min(lowLink[node]!, lowLink[next]!)
            } else if onStack.contains(next) {
                lowLink[node] = min(lowLink[node]!, index[next]!)
            }
        }
        guard lowLink[node] == index[node] else { return }
        var component: [String] = []
        while let top = stack.popLast() {
            onStack.remove(top)
            component.append(top)
            if top == node { break }
        }
        components.append(component)
    }
}
