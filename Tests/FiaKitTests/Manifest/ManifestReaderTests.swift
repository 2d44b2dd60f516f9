@testable import FiaKit
import Testing

/// `ManifestReader.read`: literal manifests into `PackageManifest`, with lines; anything
/// it cannot read fully is refused so the caller can fall back to `dump-package`.
struct ManifestReaderTests {
    @Test func readsTheGeneratedManifest() throws {
        let manifest = try ManifestReader.read(DemoManifestTests.before)
        #expect(manifest.name == "Demo")
        #expect(manifest.targets.count == 8)
        #expect(manifest.target(named: "DomainLayer")
            == .init(name: "DomainLayer", kind: .regular, dependencies: [], path: "Sources/DomainLayer", line: 16))
        #expect(manifest.target(named: "DependencyInjectionLayer") == .init(
            name: "DependencyInjectionLayer", kind: .regular,
            dependencies: [.init(name: "DomainLayer", line: 28), .init(name: "PresentationLayer", line: 29),
                           .init(name: "SettingsFramework", line: 30)],
            path: "Sources/DependencyInjectionLayer", line: 25))
        #expect(manifest.target(named: "SettingsFrameworkTests")
            == .init(name: "SettingsFrameworkTests", kind: .test, dependencies: [
                .init(name: "DomainLayer", line: 53), .init(name: "SettingsFramework", line: 53),
            ], line: 51))
    }

    @Test func readsEveryKindAndDependencyForm() throws {
        let manifest = try ManifestReader.read("""
        let package = Package(
            name: "Mixed",
            targets: [
                .target(name: "Core", dependencies: [
                    .product(name: "OtherKit", package: "Other"), .target(name: "Base"),
                    .byName(name: "Util", condition: .when(platforms: [.linux])),
                ]),
                Target.executableTarget(name: "Tool", dependencies: [Target.Dependency.target(name: "Core")]),
                .macro(name: "Macros"),
                .plugin(name: "Gen", capability: .buildTool()),
                .systemLibrary(name: "CZlib"),
                .binaryTarget(name: "Bin", path: "Bin.xcframework"),
                .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Tests/Core"),
            ]
        )
        """)
        #expect(manifest == PackageManifest(name: "Mixed", targets: [
            .init(name: "Core", kind: .regular, dependencies: [
                .init(name: "OtherKit", isProduct: true, line: 5), .init(name: "Base", line: 5), .init(name: "Util", line: 6),
            ], line: 4),
            .init(name: "Tool", kind: .executable, dependencies: [.init(name: "Core", line: 8)], line: 8),
            .init(name: "Macros", kind: .macro, dependencies: [], line: 9),
            .init(name: "Gen", kind: .plugin, dependencies: [], line: 10),
            .init(name: "CZlib", kind: .system, dependencies: [], line: 11),
            .init(name: "Bin", kind: .binary, dependencies: [], path: "Bin.xcframework", line: 12),
            .init(name: "CoreTests", kind: .test, dependencies: [.init(name: "Core", line: 13)], path: "Tests/Core", line: 13),
        ], products: []))
    }

    @Test func readingTargetsAfterTheCallIsFine() throws {
        let manifest = try ManifestReader.read("""
        let package = Package(name: "P", targets: [.target(name: "A")])
        for target in package.targets { print(target.name) }
        """)
        #expect(manifest.targets.map(\.name) == ["A"])
    }

    @Test(arguments: [
        ("let package = Package(name: \"P\", targets: makeTargets())", ManifestEditError.notAnArrayLiteral(argument: "targets")),
        ("let package = Package(name: \"P\")", .missingArgument("targets")),
        ("let package = Package(name: \"P\", targets: [\n#if os(Linux)\n.target(name: \"L\"),\n#endif\n])", .conditionalCompilation(line: 2)),
        ("let package = Package(name: \"P\", targets: [])\npackage.targets.append(.target(name: \"A\"))",
         .targetsModifiedAfterPackageCall(line: 2)),
        ("let package = Package(name: \"P\", targets: [])\npackage.targets += extra", .targetsModifiedAfterPackageCall(line: 2)),
        ("let package = Package(name: \"P\", targets: [])\nfor t in package.targets {\n  t.dependencies += [\"X\"]\n}",
         .targetsModifiedAfterPackageCall(line: 3)),
        ("let package = Package(name: \"P\", targets: [\n.target(name: \"A\"),\nshared,\n])", .unsupportedTargetForm(line: 3)),
        ("let package = Package(name: \"P\", targets: [target(name: \"A\")])", .unsupportedTargetForm(line: 1)),
        ("let package = Package(name: \"P\", targets: [.target(name: name)])", .unsupportedTargetForm(line: 1)),
        ("let package = Package(name: \"P\", targets: [.target(name: \"A\", path: root + \"/A\")])", .unsupportedTargetForm(line: 1)),
        ("let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: common)])",
         .notAnArrayLiteral(argument: "dependencies")),
        ("let package = Package(name: \"P\", targets: [.target(name: \"A\", dependencies: [\n\"B\",\nshared,\n])])",
         .unsupportedDependencyForm(line: 3)),
    ])
    func refusesWhatItCannotReadFully(source: String, error: ManifestEditError) {
        #expect(throws: error) { try ManifestReader.read(source) }
    }
}
