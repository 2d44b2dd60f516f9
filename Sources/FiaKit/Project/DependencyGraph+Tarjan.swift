extension DependencyGraph {
    /// Tarjan's strongly connected components over a built graph's ids, without recursion (a
    /// chain of thousands of targets is as deep), keeping only the cyclic ones: more than one
    /// target, or one depending on itself.
    struct Tarjan {
        let graph: Built
        /// Each node's visit number, -1 until visited.
        var index: [Int]
        var lowLink: [Int]
        var visited = 0
        var stack: [Int] = []
        var onStack: [Bool]
        var cyclic: [[Int]] = []

        init(_ graph: Built) {
            self.graph = graph
            index = Array(repeating: -1, count: graph.names.count)
            lowLink = Array(repeating: 0, count: graph.names.count)
            onStack = Array(repeating: false, count: graph.names.count)
        }

        mutating func connect(_ root: Int) {
            // Each frame: a node and the position of the next dependency to look at.
            var frames: [(node: Int, next: Int)] = []
            enter(root)
            frames.append((root, graph.ranges[root].lowerBound))
            while let (node, position) = frames.last {
                if position < graph.ranges[node].upperBound {
                    frames[frames.count - 1].next = position + 1
                    let next = graph.targets[position]
                    if index[next] < 0 {
                        enter(next)
                        frames.append((next, graph.ranges[next].lowerBound))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                close(node)
            }
        }

        private mutating func enter(_ node: Int) {
            index[node] = visited
            lowLink[node] = visited
            visited += 1
            stack.append(node)
            onStack[node] = true
        }

        /// Pops `node`'s component off the stack, keeping it when it is a cycle.
        private mutating func close(_ node: Int) {
            if stack.last == node {
                stack.removeLast()
                onStack[node] = false
                if graph.next(of: node).contains(node) { cyclic.append([node]) }
                return
            }
            var component: [Int] = []
            while let top = stack.popLast() {
                onStack[top] = false
                component.append(top)
                if top == node { break }
            }
            cyclic.append(component)
        }
    }
}
