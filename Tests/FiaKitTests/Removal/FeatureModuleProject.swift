@testable import FiaKit

/// A project in the feature-module layout of issue #33 (FEATURE-MODULES.md), built by hand until
/// `fia new --feature-modules` writes one: `fia new Demo`, `add feature Profile`, `add feature
/// Settings --uses Profile`, then moved into one module per feature (`ProfileFeature` at
/// `Sources/Features/Profile` with `MockProfileDependency`, `ProfileFeatureTests`), the shared
/// `PresentationSupport` (LoadState, the drivers' mocks and samples), the composition module's
/// dependencies and `import ProfileFeature` lines, and the plans' entries. Settings uses Profile's driver.
/// (Once `new --feature-modules` exists, the layout's config key belongs in `.fia/config.json` too.)
enum FeatureModuleProject {
    /// Each feature and the drivers its presenter needs, its own first.
    static let features: [(name: String, drivers: [String])] = [("Profile", ["Profile"]), ("Settings", ["Settings", "Profile"])]

    /// The project's files, relative to its folder.
    static func tree() throws -> [String: String] {
        let fia = InMemoryFia()
        for arguments in [["new", "Demo"], ["add", "feature", "Profile", "--project", "Demo"], ["add", "feature", "Settings", "--uses", "Profile", "--project", "Demo"]] {
            let result = fia.run(arguments)
            guard result.status == 0 else { throw FeatureError.cannotEdit(arguments.joined(separator: " "), reason: result.err) }
        }
        return try moved(fia.tree("/work/Demo"))
    }

    /// The project in `fia`'s in-memory file system at `/work/Demo`.
    static func make() throws -> InMemoryFia {
        let fia = InMemoryFia()
        try fia.fileSystem.write(try tree().map { ("/work/Demo/" + $0.key, $0.value) }, deleting: [], journal: nil)
        return fia
    }

    private static func moved(_ tree: [String: String]) throws -> [String: String] {
        var result: [String: String] = [:]
        let presentation = "Sources/PresentationLayer/"
        for (path, text) in tree {
            var path = path, text = text
            if let feature = features.first(where: { path.hasPrefix(presentation + $0.name + "/") })?.name {
                path = "Sources/Features/" + path.dropFirst(presentation.count)
                text = try SwiftSourceEditor.addImport("PresentationSupport", in: text).replacing("MockDIContainer()", with: "Mock\(feature)Dependency()")
            } else if path == presentation + "LoadState.swift" || path.hasPrefix(presentation + "Mock/") && !path.hasSuffix("/MockDIContainer.swift") {
                path = "Sources/PresentationSupport/" + path.dropFirst(presentation.count)
            } else if path == "Tests/PresentationLayerTests/LoadStateTests.swift" {
                path = "Tests/PresentationSupportTests/LoadStateTests.swift"
                text = text.replacing("import PresentationLayer\n", with: "import PresentationSupport\n")
            } else if let feature = features.first(where: { path == "Tests/PresentationLayerTests/\($0.name)PresenterTests.swift" })?.name {
                path = "Tests/\(feature)FeatureTests/\(feature)PresenterTests.swift"
                text = text.replacing("import PresentationLayer\n", with: "import PresentationSupport\nimport \(feature)Feature\n")
                    .replacing("MockDIContainer()", with: "Mock\(feature)Dependency()")
            } else if let feature = features.first(where: { path == "Tests/DependencyInjectionLayerTests/\($0.name)PresenterIntegrationTests.swift" })?.name {
                text = text.replacing("import PresentationLayer\n", with: "import \(feature)Feature\n")
            } else if path == presentation + "DIContainerDependency.swift" || path == presentation + "AppScreen.swift" {
                for feature in features { text = try SwiftSourceEditor.addImport("\(feature.name)Feature", in: text) }
            } else if path == presentation + "Mock/MockDIContainer.swift" {
                text = try SwiftSourceEditor.addImport("PresentationSupport", in: text)
            } else if path == "Package.swift" {
                text = manifest
            } else if path.hasPrefix("TestPlans/") && path != "TestPlans/DriverTests.xctestplan" {
                text = text.replacing("PresentationLayerTests", with: "PresentationSupportTests")
                for feature in features { text = try TestPlanEditor.addTestTarget("\(feature.name)FeatureTests", to: text) }
            }
            result[path] = text
        }
        for (feature, drivers) in features {
            let properties = drivers.map { "    public let \(CaseConversion.camel($0))Driver = Mock\($0)Driver()\n" }.joined()
            result["Sources/Features/\(feature)/Mock\(feature)Dependency.swift"] = """
                import DomainLayer
                import PresentationSupport

                /// What `\(feature)Presenter`'s previews and tests run on: a mock of every driver it needs.
                public final class Mock\(feature)Dependency: \(feature)PresenterDependency {
                \(properties)
                    public init() {}
                }

                """
        }
        return result
    }

    /// Package.swift as FEATURE-MODULES.md shows it.
    static var manifest: String {
        let names = features.map(\.name)
        let quoted = { (items: [String]) in items.map { "\"\($0)\"" }.joined(separator: ", ") }
        var targets = """
                    .target(
                        name: "DomainLayer",
                        path: "Sources/DomainLayer"
                    ),
                    .target(
                        name: "PresentationSupport",
                        dependencies: ["DomainLayer"],
                        path: "Sources/PresentationSupport"
                    ),
                    .target(
                        name: "PresentationLayer",
                        dependencies: [
                            "DomainLayer",
                            "PresentationSupport",
            \(names.map { "                \"\($0)Feature\",\n" }.joined())            ],
                        path: "Sources/PresentationLayer"
                    ),
                    .target(
                        name: "DependencyInjectionLayer",
                        dependencies: [
                            "DomainLayer",
                            "PresentationLayer",
            \(names.map { "                \"\($0)Framework\",\n" }.joined())            ],
                        path: "Sources/DependencyInjectionLayer"
                    ),
                    .testTarget(
                        name: "DomainLayerTests",
                        dependencies: ["DomainLayer"]
                    ),
                    .testTarget(
                        name: "PresentationSupportTests",
                        dependencies: ["DomainLayer", "PresentationSupport"]
                    ),
                    .testTarget(
                        name: "DependencyInjectionLayerTests",
                        dependencies: [\(quoted(["DependencyInjectionLayer", "DomainLayer", "PresentationLayer"] + names.map { $0 + "Feature" }))]
                    ),

            """
        for name in names {
            targets += """
                        .target(
                            name: "\(name)Framework",
                            dependencies: ["DomainLayer"],
                            path: "Sources/FrameworkLayer/\(name)Framework"
                        ),
                        .testTarget(
                            name: "\(name)FrameworkTests",
                            dependencies: ["DomainLayer", "\(name)Framework"]
                        ),

                """
        }
        for name in names {
            targets += """
                        .target(
                            name: "\(name)Feature",
                            dependencies: ["DomainLayer", "PresentationSupport"],
                            path: "Sources/Features/\(name)"
                        ),
                        .testTarget(
                            name: "\(name)FeatureTests",
                            dependencies: ["DomainLayer", "PresentationSupport", "\(name)Feature"]
                        ),

                """
        }
        return """
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
            \(targets)    ]
            )

            """
    }
}
