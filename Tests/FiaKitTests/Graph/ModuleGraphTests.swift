@testable import FiaKit
import Foundation
import Testing

/// `fia graph`'s three formats describe exactly the manifest's targets and internal dependencies.
struct ModuleGraphTests {
    /// A hand-written package, not one fia generated: renamed layers named in `.fia/config.json`,
    /// a utility module, an external product, a target named like a Mermaid keyword, and
    /// names with a dash and a leading digit.
    static var handWritten: InMemoryFileSystem { InMemoryFileSystem(files: [
        "/App/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(url: "https://example.com/collections.git", from: "1.0.0")],
                targets: [
                    .target(name: "Core"),
                    .target(name: "UI", dependencies: ["Core", .product(name: "Collections", package: "collections")]),
                    .target(name: "Composition", dependencies: ["Core", "UI", "PaymentsFramework", "end"]),
                    .target(name: "PaymentsFramework", dependencies: ["Core"], path: "Sources/FrameworkLayer/PaymentsFramework"),
                    .target(name: "end"),
                    .target(name: "Image-Cache", dependencies: ["Core"]),
                    .target(name: "2D", dependencies: ["Image-Cache"]),
                    .testTarget(name: "UITests", dependencies: ["UI", "Core"]),
                ]
            )
            """,
        "/App/.fia/config.json": #"{"domain": "Core", "presentation": "UI", "dependencyInjection": "Composition"}"#,
    ]) }

    static let expectedEdges = [
        ["UI", "Core"], ["Composition", "Core"], ["Composition", "UI"], ["Composition", "PaymentsFramework"], ["Composition", "end"],
        ["PaymentsFramework", "Core"], ["Image-Cache", "Core"], ["2D", "Image-Cache"], ["UITests", "UI"], ["UITests", "Core"],
    ]

    func graph(_ fileSystem: InMemoryFileSystem, root: String, features: Bool = false) -> ModuleGraph {
        let snapshot = ProjectSnapshot.load(root: root, fileSystem: fileSystem, dumpPackage: { _ in throw FixtureError.noDumpPackage })
        #expect(snapshot.manifestProblem == nil)
        return ModuleGraph(snapshot: snapshot, features: features)
    }

    @Test func mermaidHasEveryModuleAsANodeAndEveryDependencyAsAnEdge() throws {
        let chart = try MermaidFlowchart(graph(Self.handWritten, root: "/App").mermaid())
        #expect(chart.direction == "TD")
        #expect(Set(chart.labels.values) == ["Core", "UI", "Composition", "PaymentsFramework", "end", "Image-Cache", "2D", "UITests"])
        #expect(chart.labelledEdges("-->") == Self.expectedEdges)
        #expect(chart.edges.allSatisfy { $0.arrow == "-->" })
        let layerOf = Dictionary(uniqueKeysWithValues: chart.labels.map { ($0.value, chart.classes[$0.key]) })
        #expect(layerOf == [
            "Core": "domain", "UI": "presentation", "Composition": "dependencyInjection", "PaymentsFramework": "framework",
            "end": "other", "Image-Cache": "other", "2D": "other", "UITests": "test",
        ])
        #expect(Set(chart.classDefs.keys) == Set(layerOf.values.compactMap { $0 }))
        #expect(chart.classDefs.values.allSatisfy { $0.hasPrefix("fill:#") })
    }

    /// Feature modules (#32's role) are drawn as one group in every format: a Mermaid subgraph, a
    /// DOT cluster, `"group": "features"` in JSON; nothing else is in it.
    @Test func featureModulesAreDrawnAsAGroup() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ArchitectureSample/Modules/Package.swift")
        let fileSystem = InMemoryFileSystem(files: ["/Modules/Package.swift": try String(contentsOf: fixture, encoding: .utf8)])
        let drawn = graph(fileSystem, root: "/Modules")
        let chart = try MermaidFlowchart(drawn.mermaid())
        #expect(chart.subgraphs.mapValues { $0.map { chart.labels[$0]! } } == ["Feature modules": ["Home", "Search", "Settings"]])
        #expect(chart.labelledEdges("-->").contains(["Search", "Home"]))
        let dot = drawn.dot()
        #expect(dot.contains("""
                subgraph "cluster_features" {
                    label="Feature modules";
                    style=dashed;
                    "Home" [
            """))
        // Each node once: the grouped ones only inside the cluster.
        for name in ["Home", "Search", "Settings", "App", "Core"] {
            #expect(dot.components(separatedBy: "\n    \"\(name)\" [").count + dot.components(separatedBy: "\n        \"\(name)\" [").count == 3, "\(name)")
        }
        struct Document: Decodable {
            struct Node: Decodable { var name: String; var group: String? }
            var nodes: [Node]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(drawn.json().utf8))
        #expect(document.nodes.filter { $0.group == "features" }.map(\.name) == ["Home", "Search", "Settings"])
        #expect(document.nodes.filter { $0.group != nil }.allSatisfy { $0.group == "features" })
        // A project without feature modules has no group.
        #expect(try MermaidFlowchart(graph(Self.handWritten, root: "/App").mermaid()).subgraphs.isEmpty)
        #expect(!graph(Self.handWritten, root: "/App").dot().contains("subgraph"))
    }

    @Test func jsonDecodesToTheManifestsTargetsAndDependencies() throws {
        struct Document: Decodable {
            struct Node: Decodable { var id, name, kind, layer: String }
            struct Edge: Decodable { var from, to, kind: String }
            var package: String?
            var nodes: [Node]
            var edges: [Edge]
        }
        let text = graph(Self.handWritten, root: "/App").json()
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        #expect(document.package == "Shop")
        #expect(document.nodes.map(\.name) == ["Core", "UI", "Composition", "PaymentsFramework", "end", "Image-Cache", "2D", "UITests"])
        #expect(document.nodes.allSatisfy { $0.kind == "module" && $0.id == $0.name })
        #expect(document.nodes.map(\.layer) == ["domain", "presentation", "dependencyInjection", "framework", "other", "other", "other", "test"])
        #expect(document.edges.map { [$0.from, $0.to] } == Self.expectedEdges)
        #expect(document.edges.allSatisfy { $0.kind == "dependency" })
    }

    @Test func featuresPointAtTheirDriversAndDriversAtTheirFrameworks() throws {
        let project = FixtureProject.withFeatures
        let moduleGraph = graph(project.fileSystem(), root: FixtureProject.root, features: true)
        let chart = try MermaidFlowchart(moduleGraph.mermaid())
        #expect(chart.labelledEdges("-.->").sorted { $0.lexicographicallyPrecedes($1) } == [
            ["LicenseList", "LicenseDriver"], ["Profile", "ProfileDriver"], ["Profile", "SettingsDriver"], ["Settings", "SettingsDriver"],
        ])
        #expect(chart.labelledEdges("-. implemented by .->").sorted { $0.lexicographicallyPrecedes($1) } == [
            ["LicenseDriver", "LicenseFramework"], ["ProfileDriver", "ProfileFramework"], ["SettingsDriver", "SettingsFramework"],
        ])
        // Without --features, only modules.
        let plain = try MermaidFlowchart(graph(project.fileSystem(), root: FixtureProject.root).mermaid())
        #expect(plain.edges.allSatisfy { $0.arrow == "-->" })
        #expect(!plain.labels.values.contains("Settings"))
        #expect(plain.labels.count == moduleGraph.nodes.filter { $0.kind == .module }.count)
    }

    @Test func namesAreEscapedInEveryFormat() throws {
        let odd = ModuleGraph(package: "A \"quoted\" \\ package", nodes: [
            .init(id: "Say \"hi\"", name: "Say \"hi\"", kind: .module, layer: .other),
            .init(id: "b", name: "tab\there\u{1}", kind: .module, layer: .other),
        ], edges: [.init(from: "Say \"hi\"", to: "b", kind: .dependency)])
        let chart = try MermaidFlowchart(odd.mermaid())
        #expect(chart.labelledEdges("-->") == [["Say \"hi\"", "tab\there\u{1}"]])
        let json = try JSONSerialization.jsonObject(with: Data(odd.json().utf8)) as? [String: Any]
        #expect(json?["package"] as? String == "A \"quoted\" \\ package")
        #expect((json?["nodes"] as? [[String: String]])?.map { $0["name"] } == ["Say \"hi\"", "tab\there\u{1}"])
        #expect(odd.dot().contains(#""Say \"hi\"" -> "b";"#))
    }
}

/// The README's Mermaid example is what `fia graph --features` prints for `fia new Demo` +
/// `add feature Settings`, less the test targets' lines.
struct GraphReadmeTests {
    @Test func theReadmeExampleIsRealOutput() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).appendingPathComponent("../../../../README.md").standardized, encoding: .utf8)
        let start = try #require(readme.range(of: "```mermaid\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let example = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        let project = FixtureProject(features: [.init("Settings")])
        let snapshot = ProjectSnapshot.load(root: FixtureProject.root, fileSystem: project.fileSystem(), dumpPackage: { _ in throw FixtureError.noDumpPackage })
        let actual = ModuleGraph(snapshot: snapshot, features: true).mermaid().split(separator: "\n").map(String.init)
        #expect(example == actual.filter { !$0.contains("Tests") && !$0.contains("classDef test ") })
    }
}
