import FiaTestSupport
import Foundation
import Testing

/// `fia graph` from the built binary: DOT that graphviz draws, read-only, and its errors.
struct GraphCommandLineTests {
    /// `fia new Demo` + Settings + Profile --uses Settings, on disk.
    private func generatedProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for arguments in [["new", "Demo"], ["add", "feature", "Settings", "--project", "Demo"], ["add", "feature", "Profile", "--uses", "Settings", "--project", "Demo"]] {
            let result = try Shell.fia(arguments, in: directory.path)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return directory
    }

    @Test(.requires(.dot))
    func dotDrawsTheGraphWithGraphviz() throws {
        let directory = try generatedProject()
        for features in [false, true] {
            let graph = try Shell.fia(["graph", "--format", "dot"] + (features ? ["--features"] : []), in: directory.path + "/Demo")
            #expect(graph.status == 0, "\(graph.stderr)")
            try directory.write(graph.stdout, to: "graph.dot")
            let svg = try Shell.run("dot", ["-Tsvg", "-o", "graph.svg", "graph.dot"], in: directory.path)
            #expect(svg.status == 0, "dot rejected fia's DOT: \(svg.stderr)")
            #expect(svg.stderr.isEmpty, "dot warned: \(svg.stderr)")
            let drawn = try directory.read("graph.svg")
            // Graphviz writes each node's id as the <title> of its group; every module is drawn.
            for module in ["DomainLayer", "PresentationLayer", "DependencyInjectionLayer", "SettingsFramework", "ProfileFrameworkTests"] {
                #expect(drawn.contains("<title>\(module)</title>"), "\(module) is not drawn")
            }
            #expect(drawn.contains("<title>DependencyInjectionLayer&#45;&gt;SettingsFramework</title>"))
            #expect(drawn.contains("<title>feature:Profile&#45;&gt;driver:SettingsDriver</title>") == features)
        }
    }

    @Test(.requires(.dot))
    func dotDrawsTheFeatureModulesInACluster() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(atPath: RepositoryPackagesTests.fixtures + "/ArchitectureSample", toPath: directory.path + "/repo")
        let graph = try Shell.fia(["graph", "--format", "dot"], in: directory.path + "/repo/Modules")
        #expect(graph.status == 0, "\(graph.stderr)")
        try directory.write(graph.stdout, to: "graph.dot")
        let svg = try Shell.run("dot", ["-Tsvg", "-o", "graph.svg", "graph.dot"], in: directory.path)
        #expect(svg.status == 0 && svg.stderr.isEmpty, "\(svg.stderr)")
        let drawn = try directory.read("graph.svg")
        // Graphviz draws a cluster as a group titled with its name, holding its nodes.
        #expect(drawn.contains("<title>cluster_features</title>"))
        #expect(drawn.contains(">Feature modules</text>"))
        for module in ["Home", "Search", "Settings", "App"] { #expect(drawn.contains("<title>\(module)</title>")) }
    }

    @Test func graphWritesNothingAndFailsOutsideAProject() throws {
        let directory = try generatedProject()
        let before = directory.snapshot()
        for format in ["mermaid", "dot", "json"] {
            #expect(try Shell.fia(["graph", "--format", format, "--features"], in: directory.path + "/Demo").status == 0)
        }
        #expect(directory.snapshot() == before)
        let outside = try Shell.fia(["graph"], in: directory.path)
        #expect(outside.status == 1)
        #expect(outside.stdout.isEmpty)
        #expect(outside.stderr.hasPrefix("error: no Package.swift in"))
        let badFormat = try Shell.fia(["graph", "--format", "png"], in: directory.path + "/Demo")
        #expect(badFormat.status == 64)
        #expect(badFormat.stderr.hasPrefix("error: unknown format 'png'"))
    }

    /// The JSON graph against SwiftPM's own reading of the manifest (`swift package dump-package`),
    /// an oracle independent of fia's manifest reader: the same targets, the same internal dependencies.
    @Test func jsonMatchesSwiftPMsReadingOfTheManifest() throws {
        let directory = try generatedProject()
        let graph = try Shell.fia(["graph", "--format", "json"], in: directory.path + "/Demo")
        try #require(graph.status == 0, "\(graph.stderr)")
        let dump = try Shell.run("swift", ["package", "dump-package"], in: directory.path + "/Demo")
        try #require(dump.status == 0, "\(dump.stderr)")

        let document = try #require(try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: String]])
        let edges = try #require(document["edges"] as? [[String: String]])
        let package = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        let names = targets.compactMap { $0["name"] as? String }
        var dependencies: [[String]] = []
        for target in targets {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // {"byName": [name, condition]} or {"target": [name, condition]}; products are other packages'.
                let name = ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
                if let name, names.contains(name) { dependencies.append([target["name"] as! String, name]) }
            }
        }
        #expect(nodes.map { $0["name"] } == names)
        #expect(edges.map { [$0["from"]!, $0["to"]!] } == dependencies)
        #expect(dependencies.count > names.count, "the oracle found too few dependencies to mean anything")
    }
}
