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

    @Test(arguments: [
        [("A", ["B", "C"]), ("B", ["C"]), ("C", [])],
        [("A", ["B"]), ("B", ["C"]), ("C", ["A", "D"]), ("D", [])],
        [("E", ["E"])],
        [("A", ["B"]), ("B", [])],
        // A repeated name: its first target gives the id, its last one the edges.
        [("A", ["B"]), ("B", ["A"]), ("B", [])],
        [("A", ["B"]), ("B", []), ("B", ["A"])],
        [("A", ["A", "A", "Nowhere"]), ("A", [])],
        [("A", []), ("A", ["A"])],
        (0..<40).map { ("T\($0)", ["T\(($0 + 1) % 40)", "T\(($0 + 2) % 40)", "T\(($0 + 1) % 40)"]) },
    ] as [[(String, [String])]])
    func hasCyclesAgreesWithCycles(edges: [(String, [String])]) {
        let manifest = manifest(edges)
        #expect(DependencyGraph.hasCycles(in: manifest) == !DependencyGraph(manifest: manifest).cycles().isEmpty)
    }

    /// The depth-first walk `hasCycles` uses agrees with Tarjan's components (`cycles()`) on many
    /// small graphs: chains, self edges, repeated names and deep paths, drawn from a fixed seed.
    @Test func hasCyclesAgreesWithCyclesOnDrawnGraphs() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func draw(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var cyclic = 0
        for _ in 0..<400 {
            let count = 1 + draw(12)
            let edges: [(String, [String])] = (0..<count).map { _ in
                ("T\(draw(count + 1))", (0..<draw(3)).map { _ in "T\(draw(count + 2))" })
            }
            let manifest = manifest(edges)
            let expected = !DependencyGraph(manifest: manifest).cycles().isEmpty
            if expected { cyclic += 1 }
            #expect(DependencyGraph.hasCycles(in: manifest) == expected, "\(edges)")
        }
        // Both answers were drawn often.
        #expect(cyclic > 40 && cyclic < 360)
    }
}
