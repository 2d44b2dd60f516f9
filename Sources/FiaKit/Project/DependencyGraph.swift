/// The dependencies between a package's own targets: for cycles and reachability.
/// Both run in time linear in targets plus dependencies.
///
/// Built on first use: every loaded project has one, and only doctor's checks ask it anything.
public struct DependencyGraph: Sendable {
    /// Target names in manifest order.
    public var nodes: [String] { storage.built.nodes }
    /// Each target's dependencies on other targets of the package, in manifest order.
    public var edges: [String: [String]] { storage.built.edges }

    private let storage: Storage

    public init(manifest: PackageManifest) {
        storage = Storage(manifest: manifest)
    }

    /// The manifest until the graph is built, then the graph; built once, under a lock.
    private final class Storage: @unchecked Sendable {
        private var manifest: PackageManifest?
        private var graph: (nodes: [String], edges: [String: [String]])?
        private let lock = Lock()

        init(manifest: PackageManifest) {
            self.manifest = manifest
        }

        var built: (nodes: [String], edges: [String: [String]]) {
            lock.withLock {
                if let graph { return graph }
                let graph = Storage.build(manifest ?? PackageManifest(name: nil, targets: []))
                self.graph = graph
                manifest = nil
                return graph
            }
        }

        private static func build(_ manifest: PackageManifest) -> (nodes: [String], edges: [String: [String]]) {
            let targets = manifest.targets
            let nodes = targets.map(\.name)
            let names = Set(nodes)
            var edges: [String: [String]] = [:]
            edges.reserveCapacity(targets.count)
            for target in targets {
                let dependencies = target.dependencies
                var kept: [String] = []
                if !dependencies.isEmpty { kept.reserveCapacity(dependencies.count) }
                if dependencies.count > 16 {
                    // A long list (the composition root's) is deduplicated through a set.
                    var seen = Set<String>(minimumCapacity: dependencies.count)
                    for dependency in dependencies where !dependency.isProduct && names.contains(dependency.name) && seen.insert(dependency.name).inserted {
                        kept.append(dependency.name)
                    }
                } else {
                    // A short one by looking back: no set to build per target.
                    for dependency in dependencies where !dependency.isProduct && names.contains(dependency.name) && !kept.contains(dependency.name) {
                        kept.append(dependency.name)
                    }
                }
                edges[target.name] = kept
            }
            return (nodes, edges)
        }
    }

    /// Every dependency cycle, as the targets on it in dependency order, starting with the
    /// target declared first; a target depending on itself is a cycle of one.
    public func cycles() -> [[String]] {
        let (nodes, edges) = storage.built
        // Tarjan over integer ids (each distinct name, in manifest order): no hashing per step.
        var ids: [String: Int] = [:]
        ids.reserveCapacity(nodes.count)
        var names: [String] = []
        names.reserveCapacity(nodes.count)
        for node in nodes {
            // One hash per name; a repeated name keeps its first id.
            if let first = ids.updateValue(names.count, forKey: node) {
                ids[node] = first
            } else {
                names.append(node)
            }
        }
        var tarjan = Tarjan(adjacency: names.map { name in
            guard let next = edges[name], !next.isEmpty else { return [] }
            return next.compactMap { ids[$0] }
        })
        for node in names.indices where tarjan.index[node] < 0 {
            tarjan.connect(node)
        }
        let cyclic = tarjan.components
            .filter { $0.count > 1 || tarjan.adjacency[$0[0]].contains($0[0]) }
            .map { $0.map { names[$0] } }
        guard !cyclic.isEmpty else { return [] }
        let order = Dictionary(nodes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return cyclic
            .map { component in cyclePath(through: Set(component), from: component.min { order[$0]! < order[$1]! }!, edges: edges) }
            .sorted { order[$0[0]]! < order[$1[0]]! }
    }

    /// A walk around a strongly connected component that returns to `start`.
    private func cyclePath(through component: Set<String>, from start: String, edges: [String: [String]]) -> [String] {
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
        let edges = self.edges
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

/// Tarjan's strongly connected components, over nodes `0..<adjacency.count`.
private struct Tarjan {
    let adjacency: [[Int]]
    /// Each node's visit number, -1 until visited.
    var index: [Int]
    var lowLink: [Int]
    var visited = 0
    var stack: [Int] = []
    var onStack: [Bool]
    var components: [[Int]] = []

    init(adjacency: [[Int]]) {
        self.adjacency = adjacency
        index = Array(repeating: -1, count: adjacency.count)
        lowLink = Array(repeating: 0, count: adjacency.count)
        onStack = Array(repeating: false, count: adjacency.count)
    }

    mutating func connect(_ node: Int) {
        index[node] = visited
        lowLink[node] = visited
        visited += 1
        stack.append(node)
        onStack[node] = true
        for next in adjacency[node] {
            if index[next] < 0 {
                connect(next)
                lowLink[node] = min(lowLink[node], lowLink[next])
            } else if onStack[next] {
                lowLink[node] = min(lowLink[node], index[next])
            }
        }
        guard lowLink[node] == index[node] else { return }
        var component: [Int] = []
        while let top = stack.popLast() {
            onStack[top] = false
            component.append(top)
            if top == node { break }
        }
        components.append(component)
    }
}
