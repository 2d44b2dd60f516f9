/// Output of `swift package dump-package` (Swift 6.3, tools version 6.0), trimmed to a few
/// targets so the fixtures stay readable. Regenerate by running the command in a package with
/// the same Package.swift and empty source folders.
enum DumpPackageFixtures {
    /// The generated Demo manifest (see `DemoManifestTests.before`): three of its targets, kept whole.
    static let demo = """
        {
          "name" : "Demo",
          "targets" : [
            {
              "dependencies" : [

              ],
              "exclude" : [

              ],
              "name" : "DomainLayer",
              "packageAccess" : true,
              "path" : "Sources/DomainLayer",
              "resources" : [

              ],
              "settings" : [

              ],
              "type" : "regular"
            },
            {
              "dependencies" : [
                {
                  "byName" : [
                    "DomainLayer",
                    null
                  ]
                },
                {
                  "byName" : [
                    "PresentationLayer",
                    null
                  ]
                },
                {
                  "byName" : [
                    "SettingsFramework",
                    null
                  ]
                }
              ],
              "exclude" : [

              ],
              "name" : "DependencyInjectionLayer",
              "packageAccess" : true,
              "path" : "Sources/DependencyInjectionLayer",
              "resources" : [

              ],
              "settings" : [

              ],
              "type" : "regular"
            },
            {
              "dependencies" : [
                {
                  "byName" : [
                    "DomainLayer",
                    null
                  ]
                }
              ],
              "exclude" : [

              ],
              "name" : "DomainLayerTests",
              "packageAccess" : true,
              "resources" : [

              ],
              "settings" : [

              ],
              "type" : "test"
            }
          ],
          "toolsVersion" : {
            "_version" : "6.0.0",
            "experimentalFeatures" : [

            ]
          }
        }
        """

    /// A package using every target kind and dependency form:
    ///
    ///     dependencies: [.package(path: "../Other")],
    ///     targets: [
    ///         .target(name: "Core", dependencies: [
    ///             .product(name: "OtherKit", package: "Other"), .target(name: "Base"),
    ///             .byName(name: "Util", condition: .when(platforms: [.linux])),
    ///         ]),
    ///         .executableTarget(name: "Tool", dependencies: ["Core"]),
    ///         .plugin(name: "Gen", capability: .buildTool()),
    ///         .systemLibrary(name: "CZlib"),
    ///         .binaryTarget(name: "Bin", path: "Bin.xcframework"),
    ///         .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ///     ]
    ///
    /// Trimmed to the keys fia reads (`dependencies`, `name`, `path`, `type`).
    static let mixed = """
        {
          "name" : "Mixed",
          "targets" : [
            {
              "dependencies" : [
                {
                  "product" : [
                    "OtherKit",
                    "Other",
                    null,
                    null
                  ]
                },
                {
                  "target" : [
                    "Base",
                    null
                  ]
                },
                {
                  "byName" : [
                    "Util",
                    {
                      "platformNames" : [
                        "linux"
                      ]
                    }
                  ]
                }
              ],
              "name" : "Core",
              "type" : "regular"
            },
            {
              "dependencies" : [
                {
                  "byName" : [
                    "Core",
                    null
                  ]
                }
              ],
              "name" : "Tool",
              "type" : "executable"
            },
            {
              "dependencies" : [

              ],
              "name" : "Gen",
              "type" : "plugin"
            },
            {
              "dependencies" : [

              ],
              "name" : "CZlib",
              "type" : "system"
            },
            {
              "dependencies" : [

              ],
              "name" : "Bin",
              "path" : "Bin.xcframework",
              "type" : "binary"
            },
            {
              "dependencies" : [
                {
                  "byName" : [
                    "Core",
                    null
                  ]
                }
              ],
              "name" : "CoreTests",
              "type" : "test"
            }
          ]
        }
        """
}
