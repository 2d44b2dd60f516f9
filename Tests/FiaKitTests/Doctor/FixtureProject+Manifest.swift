extension FixtureProject {
    /// Package.swift as `fia new` writes it and `fia add feature` grows it.
    static func manifest(name: String, frameworks: [String]) -> String {
        let injectionDependencies = (["DomainLayer", "PresentationLayer"] + frameworks.map { $0 + "Framework" })
            .map { "                \"\($0)\",\n" }.joined()
        var targets = """
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
        \(injectionDependencies)            ],
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

        """
        for framework in frameworks {
            targets += """
                    .target(
                        name: "\(framework)Framework",
                        dependencies: ["DomainLayer"],
                        path: "Sources/FrameworkLayer/\(framework)Framework"
                    ),
                    .testTarget(
                        name: "\(framework)FrameworkTests",
                        dependencies: ["DomainLayer", "\(framework)Framework"]
                    ),

            """
        }
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
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

    /// A test plan in Xcode's own JSON style listing `targets`.
    static func testPlan(_ targets: [String]) -> String {
        let entries = targets.map { target in
            """
                {
                  "target" : {
                    "containerPath" : "container:",
                    "identifier" : "\(target)",
                    "name" : "\(target)"
                  }
                }
            """
        }
        let list = entries.isEmpty ? "[\n\n  ]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]"
        return """
        {
          "configurations" : [
            {
              "id" : "5D0C1F7E-6B0A-4C59-9A3B-2F1E8D7C6B5A",
              "name" : "Test Scheme Action",
              "options" : {

              }
            }
          ],
          "defaultOptions" : {

          },
          "testTargets" : \(list),
          "version" : 1
        }

        """
    }
}
