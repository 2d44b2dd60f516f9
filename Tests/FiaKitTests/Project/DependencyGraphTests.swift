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
}
