@testable import FiaKit
import Testing

/// `fia add feature Profile` on the Package.swift that `fia new Demo` + `fia add feature Settings`
/// generate: two targets appended, the new framework added to the DI layer, nothing else touched.
struct DemoManifestTests {
    static let before = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            platforms: [
                .iOS(.v17),
                .macOS(.v14),
            ],
            products: [
                .library(name: "DomainLayer", targets: ["DomainLayer"]),
                .library(name: "PresentationLayer", targets: ["PresentationLayer"]),
                .library(name: "DependencyInjectionLayer", targets: ["DependencyInjectionLayer"]),
            ],
            targets: [
                .target(
                    name: "DomainLayer",
                    path: "Sources/DomainLayer"
                ),
                .target(
                    name: "PresentationLayer",
                    dependencies: ["DomainLayer"],
                    path: "Sources/PresentationLayer"
                ),
                .target(
                    name: "DependencyInjectionLayer",
                    dependencies: [
                        "DomainLayer",
                        "PresentationLayer",
                        "SettingsFramework",
                    ],
                    path: "Sources/DependencyInjectionLayer"
                ),
                .testTarget(
                    name: "DomainLayerTests",
                    dependencies: ["DomainLayer"]
                ),
                .testTarget(
                    name: "PresentationLayerTests",
                    dependencies: ["DomainLayer", "PresentationLayer"]
                ),
                .testTarget(
                    name: "DependencyInjectionLayerTests",
                    dependencies: ["DependencyInjectionLayer", "DomainLayer", "PresentationLayer"]
                ),
                .target(
                    name: "SettingsFramework",
                    dependencies: ["DomainLayer"],
                    path: "Sources/FrameworkLayer/SettingsFramework"
                ),
                .testTarget(
                    name: "SettingsFrameworkTests",
                    dependencies: ["DomainLayer", "SettingsFramework"]
                ),
            ]
        )

        """

    static let after = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            platforms: [
                .iOS(.v17),
                .macOS(.v14),
            ],
            products: [
                .library(name: "DomainLayer", targets: ["DomainLayer"]),
                .library(name: "PresentationLayer", targets: ["PresentationLayer"]),
                .library(name: "DependencyInjectionLayer", targets: ["DependencyInjectionLayer"]),
            ],
            targets: [
                .target(
                    name: "DomainLayer",
                    path: "Sources/DomainLayer"
                ),
                .target(
                    name: "PresentationLayer",
                    dependencies: ["DomainLayer"],
                    path: "Sources/PresentationLayer"
                ),
                .target(
                    name: "DependencyInjectionLayer",
                    dependencies: [
                        "DomainLayer",
                        "PresentationLayer",
                        "SettingsFramework",
                        "ProfileFramework",
                    ],
                    path: "Sources/DependencyInjectionLayer"
                ),
                .testTarget(
                    name: "DomainLayerTests",
                    dependencies: ["DomainLayer"]
                ),
                .testTarget(
                    name: "PresentationLayerTests",
                    dependencies: ["DomainLayer", "PresentationLayer"]
                ),
                .testTarget(
                    name: "DependencyInjectionLayerTests",
                    dependencies: ["DependencyInjectionLayer", "DomainLayer", "PresentationLayer"]
                ),
                .target(
                    name: "SettingsFramework",
                    dependencies: ["DomainLayer"],
                    path: "Sources/FrameworkLayer/SettingsFramework"
                ),
                .testTarget(
                    name: "SettingsFrameworkTests",
                    dependencies: ["DomainLayer", "SettingsFramework"]
                ),
                .target(
                    name: "ProfileFramework",
                    dependencies: ["DomainLayer"],
                    path: "Sources/FrameworkLayer/ProfileFramework"
                ),
                .testTarget(
                    name: "ProfileFrameworkTests",
                    dependencies: ["DomainLayer", "ProfileFramework"]
                ),
            ]
        )

        """

    static func addProfile(_ source: String) throws(ManifestEditError) -> String {
        var manifest = try ManifestEditor.addTarget(
            named: "ProfileFramework",
            declaration: """
            .target(
                name: "ProfileFramework",
                dependencies: ["DomainLayer"],
                path: "Sources/FrameworkLayer/ProfileFramework"
            )
            """,
            to: source
        )
        manifest = try ManifestEditor.addTarget(
            named: "ProfileFrameworkTests",
            declaration: ".testTarget(\n    name: \"ProfileFrameworkTests\",\n    dependencies: [\"DomainLayer\", \"ProfileFramework\"]\n)",
            to: manifest
        )
        return try ManifestEditor.addDependency("ProfileFramework", toTarget: "DependencyInjectionLayer", in: manifest)
    }

    @Test func addFeatureEditsTheGeneratedManifest() {
        expectEdit(Self.before, Self.after, Self.addProfile)
    }

    @Test func theEditedManifestReadsBack() throws {
        let manifest = try ManifestReader.read(Self.after)
        #expect(manifest.name == "Demo")
        #expect(manifest.targets.map(\.name) == [
            "DomainLayer", "PresentationLayer", "DependencyInjectionLayer", "DomainLayerTests", "PresentationLayerTests",
            "DependencyInjectionLayerTests", "SettingsFramework", "SettingsFrameworkTests", "ProfileFramework", "ProfileFrameworkTests",
        ])
        #expect(manifest.target(named: "DependencyInjectionLayer")?.dependencies.map(\.name)
            == ["DomainLayer", "PresentationLayer", "SettingsFramework", "ProfileFramework"])
        #expect(manifest.target(named: "ProfileFramework")?.line == 56)
        #expect(manifest.target(named: "ProfileFramework")?.path == "Sources/FrameworkLayer/ProfileFramework")
    }
}
