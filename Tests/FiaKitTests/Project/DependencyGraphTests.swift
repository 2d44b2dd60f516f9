@testable import FiaKit
import Testing

struct DependencyGraphTests {
    func manifest(_ edges: [(String, [String])]) -> PackageManifest {
        PackageManifest(name: "P", targets: edges.map { name, dependencies in
            .init(name: name, kind: .regular, dependencies: dependencies.map { .init(name: $0) })
        })
    }

    @Test func anAcyclicGraphHasNoCycles() {
        let graph = DependencyGraph(manifest: manifest([("A", ["B", "C"]), ("B", ["C"]), ("C", [])]))
        #expect(graph.cycles() == [])
    }

    @Test func findsEachCycleOnceStartingAtTheFirstDeclaredTarget() {
        let graph = DependencyGraph(manifest: manifest([
            ("A", ["B"]), ("B", ["C"]), ("C", ["A", "D"]), ("D", []),
            ("E", ["E"]),
            ("F", ["G"]), ("G", ["F"]),
        ]))
        #expect(graph.cycles() == [["A", "B", "C"], ["E"], ["F", "G"]])
    }

    @Test func ignoresProductsAndUnknownNames() {
        let target = PackageManifest.Target(name: "A", kind: .regular, dependencies: [
            .init(name: "A", isProduct: true), .init(name: "Nowhere"), .init(name: "B"), .init(name: "B"),
        ])
        let graph = DependencyGraph(manifest: PackageManifest(name: nil, targets: [target, .init(name: "B", kind: .regular, dependencies: [])]))
        #expect(graph.edges["A"] == ["B"])
        #expect(graph.cycles() == [])
    }

    @Test func reachabilityIsTransitive() {
        let graph = DependencyGraph(manifest: manifest([("DI", ["P", "F1"]), ("P", ["D"]), ("F1", ["D"]), ("F2", ["D"]), ("D", [])]))
        #expect(graph.reachable(from: "DI") == ["DI", "P", "F1", "D"])
    }

    @Test func aLongChainDoesNotHurt() {
        let names = (0..<2000).map { "T\($0)" }
        let graph = DependencyGraph(manifest: manifest(names.enumerated().map { index, name in
            (name, index + 1 < names.count ? [names[index + 1]] : [names[0]])
        }))
        #expect(graph.cycles().map(\.count) == [2000])
    }

    @Test func aRepeatedNameKeepsTheDependenciesOfItsLastTarget() {
        let graph = DependencyGraph(manifest: manifest([("A", ["B"]), ("B", []), ("A", ["C"]), ("C", ["A"])]))
        #expect(graph.nodes == ["A", "B", "A", "C"])
        #expect(graph.edges == ["A": ["C"], "B": [], "C": ["A"]])
        #expect(graph.cycles() == [["A", "C"]])
        #expect(graph.reachable(from: "A") == ["A", "C"])
    }

    /// On random graphs (repeated names, products, unknown names, self-loops): every cycle found
    /// walks real edges back to its start, the first-declared target of its component; the
    /// components of the cycles hold exactly the targets that reach themselves, one cycle each.
    @Test func cyclesOfRandomGraphsAreTheirCyclicComponents() {
        var random = SeededGenerator(state: 24)
        for _ in 0..<300 {
            let size = Int.random(in: 1...12, using: &random)
            let names = (0..<size).map { _ in "T\(Int.random(in: 0..<size, using: &random))" }
            let targets = names.map { name in
                PackageManifest.Target(name: name, kind: .regular, dependencies: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    let other = Int.random(in: 0...size, using: &random)
                    return .init(name: "T\(other)", isProduct: Int.random(in: 0..<6, using: &random) == 0)
                })
            }
            let graph = DependencyGraph(manifest: PackageManifest(name: nil, targets: targets))
            let edges = graph.edges
            func reaches(_ from: String, _ to: String) -> Bool {
                var seen: Set<String> = []
                var stack = edges[from] ?? []
                while let next = stack.popLast() {
                    if next == to { return true }
                    if seen.insert(next).inserted { stack += edges[next] ?? [] }
                }
                return false
            }
            let cycles = graph.cycles()
            let first = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
            func component(_ name: String) -> Set<String> { Set(names.filter { reaches(name, $0) && reaches($0, name) }) }
            #expect(Set(cycles.flatMap { component($0[0]) }) == Set(names.filter { reaches($0, $0) }), "\(targets)")
            #expect(cycles.map { first[$0[0]]! } == cycles.map { first[$0[0]]! }.sorted(), "\(targets)")
            for cycle in cycles {
                #expect(Set(cycle).count == cycle.count)
                for (position, name) in cycle.enumerated() {
                    #expect(edges[name]!.contains(cycle[(position + 1) % cycle.count]), "\(cycle) in \(targets)")
                    #expect(first[name]! >= first[cycle[0]]!)
                }
                let around = component(cycle[0])
                #expect(around.isSuperset(of: cycle) && cycles.filter { !around.isDisjoint(with: $0) }.count == 1)
            }
        }
    }
}
