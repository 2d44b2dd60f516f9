@testable import FiaKit
import Foundation
import Testing

/// Comments and string literals that look like manifest structure must never count:
/// `targets: [`, `]` and `name: "DependencyInjectionLayer"` in a line comment, a nested
/// block comment, a multi-line string and a raw string.
struct ManifestDecoyTests {
    static let manifest = #"""
    // swift-tools-version: 6.0
    import PackageDescription

    /* targets: [ .target(name: "DependencyInjectionLayer") ]
       /* nested: ] ) } */ still a comment: ] ) name: "DependencyInjectionLayer" */
    let banner = """
        targets: [
            .target(name: "DependencyInjectionLayer", dependencies: ["X"])
        ]
        """
    let pattern = #"name: "DependencyInjectionLayer" ] \(raw) )"#
    let package = Package(
        name: "Demo", // targets: [
        targets: [
            .target(
                name: "DomainLayer", // name: "DependencyInjectionLayer" ]
                path: "Sources/]DomainLayer"
            ),
            .target(
                name: "PresentationLayer",
                dependencies: ["DomainLayer"] // ]
            ) /* ] */,
        ]
    )
    """#

    @Test func addTargetIgnoresDecoys() {
        let expected = Self.manifest.replacingOccurrences(of: """
            ) /* ] */,
            ]
        """, with: """
            ) /* ] */,
                .target(
                    name: "DependencyInjectionLayer",
                    dependencies: ["DomainLayer"]
                ),
            ]
        """)
        #expect(expected != Self.manifest)
        expectEdit(Self.manifest, expected) { source throws(ManifestEditError) in
            try ManifestEditor.addTarget(
                named: "DependencyInjectionLayer",
                declaration: ".target(\n    name: \"DependencyInjectionLayer\",\n    dependencies: [\"DomainLayer\"]\n)",
                to: source
            )
        }
    }

    @Test func addDependencyIgnoresDecoys() {
        let expected = Self.manifest.replacingOccurrences(
            of: #"dependencies: ["DomainLayer"] // ]"#,
            with: #"dependencies: ["DomainLayer", "X"] // ]"#
        )
        #expect(expected != Self.manifest)
        expectEdit(Self.manifest, expected) { source throws(ManifestEditError) in
            try ManifestEditor.addDependency("X", toTarget: "PresentationLayer", in: source)
        }
    }

    @Test func decoyNameIsNotATarget() {
        expectRefusal(.targetNotFound("DependencyInjectionLayer"), Self.manifest) { source throws(ManifestEditError) in
            try ManifestEditor.addDependency("X", toTarget: "DependencyInjectionLayer", in: source)
        }
    }

    @Test func readerSeesOnlyTheRealTargets() throws {
        let manifest = try ManifestReader.read(Self.manifest)
        #expect(manifest == PackageManifest(name: "Demo", targets: [
            .init(name: "DomainLayer", kind: .regular, dependencies: [], path: "Sources/]DomainLayer", line: 15),
            .init(name: "PresentationLayer", kind: .regular,
                  dependencies: [.init(name: "DomainLayer", line: 21)], line: 19),
        ], products: []))
    }
}
