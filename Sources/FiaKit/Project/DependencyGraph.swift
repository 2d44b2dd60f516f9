/// The dependencies between a package's own targets: for cycles and reachability.
/// Both run in time linear in targets plus dependencies.
///
/// Built on first use: every loaded project has one, and only doctor's checks and the package
/// check ask it anything.
public struct DependencyGraph: Sendable {
    /// Target names in manifest order.
    public var nodes: [String] { storage.built.nodes }
    /// Each target's dependencies on other targets of the package, in manifest order.
    public var edges: [String: [String]] {
        let graph = storage.built
        var edges: [String: [String]] = [:]
        edges.reserveCapacity(graph.names.count)
        for id in graph.names.indices { edges[graph.names[id]] = graph.next(of: id).map { graph.names[$0] } }
        return edges
    }

    private let storage: Storage

    public init(manifest: PackageManifest) {
        storage = Storage(manifest: manifest)
    }

    /// Every dependency cycle, as the targets on it in dependency order, starting with the
    /// target declared first; a target depending on itself is a cycle of one.
    public func cycles() -> [[String]] {
        let graph = storage.built
        var tarjan = Tarjan(graph)
        for node in graph.names.indices where tarjan.index[node] < 0 {
            tarjan.connect(node)
        }
        // A name's id is its first position among the targets: the order cycles are listed in.
        return tarjan.cyclic
            .map { component in graph.cyclePath(through: component, from: component.min()!) }
            .sorted { $0[0] < $1[0] }
            .map { $0.map { graph.names[$0] } }
    }

    /// Every target reachable from `start` through dependencies, `start` included.
    public func reachable(from start: String) -> Set<String> {
        let graph = storage.built
        guard let first = graph.ids[start] else { return [start] }
        var seen = [Bool](repeating: false, count: graph.names.count)
        seen[first] = true
        var stack = [first]
        var reached: Set<String> = [start]
        while let node = stack.popLast() {
            for next in graph.next(of: node) where !seen[next] {
                seen[next] = true
                reached.insert(graph.names[next])
                stack.append(next)
            }
        }
        return reached
    }
}

extension DependencyGraph {
    /// The graph over integer ids, one per distinct target name in order of first appearance:
    /// each name is hashed once, each dependency once, and the walks index arrays.
    struct Built {
        /// Target names in manifest order.
        let nodes: [String]
        /// The distinct names; a name's id is its index.
        let names: [String]
        let ids: [String: Int]
        /// Each id's dependency ids are `targets[ranges[id]]`: those of the last target of that
        /// name (as a dictionary keyed by name would keep them), without repeats.
        let ranges: [Range<Int>]
        let targets: [Int]

        init(_ manifest: PackageManifest) {
            let manifestTargets = manifest.targets
            var nodes: [String] = []
            nodes.reserveCapacity(manifestTargets.count)
            var names: [String] = []
            var ids: [String: Int] = [:]
            ids.reserveCapacity(manifestTargets.count)
            var targetIDs: [Int] = []
            targetIDs.reserveCapacity(manifestTargets.count)
            for index in manifestTargets.indices {
                let name = manifestTargets[index].name
                nodes.append(name)
                if let id = ids[name] {
                    targetIDs.append(id)
                } else {
                    ids[name] = names.count
                    targetIDs.append(names.count)
                    names.append(name)
                }
            }
            var ranges = [Range<Int>](repeating: 0..<0, count: names.count)
            var targets: [Int] = []
            // `seen[id] == owner` when `id` is already among the current target's dependencies.
            var seen = [Int](repeating: -1, count: names.count)
            for index in manifestTargets.indices {
                let start = targets.count
                for dependency in manifestTargets[index].dependencies where !dependency.isProduct {
                    guard let next = ids[dependency.name], seen[next] != index else { continue }
                    seen[next] = index
                    targets.append(next)
                }
                ranges[targetIDs[index]] = start..<targets.count
            }
            self.nodes = nodes
            self.names = names
            self.ids = ids
            self.ranges = ranges
            self.targets = targets
        }

        func next(of id: Int) -> ArraySlice<Int> {
            targets[ranges[id]]
        }

        /// A walk around the strongly connected `component` that returns to `start`: the shortest
        /// way back, breadth first, trying dependencies in manifest order.
        func cyclePath(through component: [Int], from start: Int) -> [Int] {
            var inComponent = [Bool](repeating: false, count: names.count)
            for node in component { inComponent[node] = true }
            var previous = [Int](repeating: -1, count: names.count)
            var queue = [start]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for next in self.next(of: node) where inComponent[next] {
                    if next == start {
                        var path = [node]
                        while previous[path[0]] >= 0 { path.insert(previous[path[0]], at: 0) }
                        return path
                    }
                    if previous[next] < 0 {
                        previous[next] = node
                        queue.append(next)
                    }
                }
            }
            return [start]
        }
    }

    /// The manifest until the graph is built, then the graph; built once, under a lock.
    private final class Storage: @unchecked Sendable {
        private var manifest: PackageManifest?
        private var graph: Built?
        private let lock = Lock()

        init(manifest: PackageManifest) {
            self.manifest = manifest
        }

        var built: Built {
            lock.withLock {
                if let graph { return graph }
                let graph = Built(manifest ?? PackageManifest(name: nil, targets: []))
                self.graph = graph
                manifest = nil
                return graph
            }
        }
    }
}
