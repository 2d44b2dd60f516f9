@testable import FiaKit
import Testing

/// `ManifestEditor.addDependency`: one input → expected pair per `dependencies:` layout.
struct AddDependencyTests {
    func addC(_ source: String) throws(ManifestEditError) -> String {
        try ManifestEditor.addDependency("C", toTarget: "T", in: source)
    }

    @Test func oneLineArrayStaysOneLine() {
        expectEdit("""
        let package = Package(name: "P", targets: [
            .target(name: "T", dependencies: ["A", "B"]),
        ])
        """, """
        let package = Package(name: "P", targets: [
            .target(name: "T", dependencies: ["A", "B", "C"]),
        ])
        """, addC)
    }

    @Test func emptyArray() {
        expectEdit("""
        let package = Package(name: "P", targets: [.target(name: "T", dependencies: [])])
        """, """
        let package = Package(name: "P", targets: [.target(name: "T", dependencies: ["C"])])
        """, addC)
    }

    @Test func multiLineArrayWithTrailingComma() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T",
                    dependencies: [
                        "A",
                        .product(name: "B", package: "b"),
                    ],
                    path: "Sources/T"
                ),
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T",
                    dependencies: [
                        "A",
                        .product(name: "B", package: "b"),
                        "C",
                    ],
                    path: "Sources/T"
                ),
            ]
        )
        """, addC)
    }

    @Test func multiLineArrayWithoutTrailingCommaTwoSpaces() {
        expectEdit("""
        let package = Package(
          name: "P",
          targets: [
            .testTarget(
              name: "T",
              dependencies: [
                "A" // first
              ]
            )
          ]
        )
        """, """
        let package = Package(
          name: "P",
          targets: [
            .testTarget(
              name: "T",
              dependencies: [
                "A", // first
                "C",
              ]
            )
          ]
        )
        """, addC)
    }

    @Test func emptyMultiLineArray() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T",
                    dependencies: [
                    ]
                ),
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T",
                    dependencies: [
                        "C",
                    ]
                ),
            ]
        )
        """, addC)
    }

    @Test func missingArgumentInOneLineCall() {
        expectEdit("""
        let package = Package(name: "P", targets: [.target(name: "T", path: "Sources/T"), .target(name: "U")])
        """, """
        let package = Package(name: "P", targets: [.target(name: "T", dependencies: ["C"], path: "Sources/T"), .target(name: "U")])
        """, addC)
    }

    @Test func missingArgumentBeforeAnotherArgument() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T", // the target
                    path: "Sources/T"
                ),
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T", // the target
                    dependencies: ["C"],
                    path: "Sources/T"
                ),
            ]
        )
        """, addC)
    }

    @Test func missingArgumentAfterTheLastArgument() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T"
                ),
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T",
                    dependencies: ["C"]
                ),
            ]
        )
        """, addC)
    }

    @Test func missingArgumentOfAPluginGoesAfterCapability() {
        expectEdit("""
        let package = Package(name: "P", targets: [.plugin(name: "T", capability: .buildTool())])
        """, """
        let package = Package(name: "P", targets: [.plugin(name: "T", capability: .buildTool(), dependencies: ["C"])])
        """, addC)
    }

    @Test(arguments: [
        #"[.product(name: "C", package: "c")]"#,
        #"[.target(name: "C")]"#,
        #"[.byName(name: "C", condition: .when(platforms: [.linux]))]"#,
        #"[Target.Dependency.target(name: "C")]"#,
        #"["A", "C"]"#,
    ])
    func existingDependencyIsLeftAlone(dependencies: String) throws {
        let source = """
        let package = Package(name: "P", targets: [.target(name: "T", dependencies: \(dependencies))])
        """
        #expect(try addC(source) == source)
    }
}
