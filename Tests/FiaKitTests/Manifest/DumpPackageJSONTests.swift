@testable import FiaKit
import Testing

/// `ManifestReader.readDumpPackageJSON` on real `swift package dump-package` output.
struct DumpPackageJSONTests {
    @Test func readsTheGeneratedManifest() throws {
        let manifest = try ManifestReader.readDumpPackageJSON(DumpPackageFixtures.demo)
        #expect(manifest == PackageManifest(name: "Demo", targets: [
            .init(name: "DomainLayer", kind: .regular, dependencies: [], path: "Sources/DomainLayer"),
            .init(name: "DependencyInjectionLayer", kind: .regular,
                  dependencies: [.init(name: "DomainLayer"), .init(name: "PresentationLayer"), .init(name: "SettingsFramework")],
                  path: "Sources/DependencyInjectionLayer"),
            .init(name: "DomainLayerTests", kind: .test, dependencies: [.init(name: "DomainLayer")]),
        ]))
    }

    @Test func readsEveryKindAndDependencyForm() throws {
        let manifest = try ManifestReader.readDumpPackageJSON(DumpPackageFixtures.mixed)
        #expect(manifest == PackageManifest(name: "Mixed", targets: [
            .init(name: "Core", kind: .regular, dependencies: [
                .init(name: "OtherKit", isProduct: true), .init(name: "Base"), .init(name: "Util"),
            ]),
            .init(name: "Tool", kind: .executable, dependencies: [.init(name: "Core")]),
            .init(name: "Gen", kind: .plugin, dependencies: []),
            .init(name: "CZlib", kind: .system, dependencies: []),
            .init(name: "Bin", kind: .binary, dependencies: [], path: "Bin.xcframework"),
            .init(name: "CoreTests", kind: .test, dependencies: [.init(name: "Core")]),
        ]))
    }

    @Test func sameModelAsTheLiteralReaderBarLines() throws {
        let literal = try ManifestReader.read(DemoManifestTests.before)
        let dumped = try ManifestReader.readDumpPackageJSON(DumpPackageFixtures.demo)
        let withoutLines = literal.targets.map { target in
            var target = target
            target.line = nil
            target.dependencies = target.dependencies.map { .init(name: $0.name, isProduct: $0.isProduct) }
            return target
        }
        #expect(dumped.targets == withoutLines.filter { dumped.target(named: $0.name) != nil })
        #expect(dumped.targets.count == 3)
    }

    @Test(arguments: [
        ("not json", ManifestEditError.invalidDumpPackageJSON("not valid JSON")),
        ("[1]", .invalidDumpPackageJSON("expected an object at the top level")),
        (#"{"name": "P"}"#, .invalidDumpPackageJSON("missing 'targets'")),
        (#"{"targets": [{"name": "A", "type": "library"}]}"#, .invalidDumpPackageJSON("unknown 'type' of target 'A'")),
        (#"{"targets": [{"name": "A", "type": "regular", "dependencies": [{"module": ["B"]}]}]}"#,
         .invalidDumpPackageJSON("unknown dependency form in target 'A'")),
    ])
    func refusesUnexpectedJSON(json: String, error: ManifestEditError) {
        #expect(throws: error) { try ManifestReader.readDumpPackageJSON(json) }
    }
}
