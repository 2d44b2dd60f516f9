@testable import FiaKit
import Testing

/// `ManifestEditor.addTarget`: one input → expected pair per `targets:` layout.
struct AddTargetTests {
    let declaration = ".target(\n    name: \"B\",\n    dependencies: [\"A\"]\n)"

    func addB(_ source: String) throws(ManifestEditError) -> String {
        try ManifestEditor.addTarget(named: "B", declaration: declaration, to: source)
    }

    @Test func multiLineWithTrailingComma() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A"),
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(name: "A"),
                .target(
                    name: "B",
                    dependencies: ["A"]
                ),
            ]
        )
        """, addB)
    }

    @Test func multiLineWithoutTrailingCommaGetsOne() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "A"
                )
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "A"
                ),
                .target(
                    name: "B",
                    dependencies: ["A"]
                ),
            ]
        )
        """, addB)
    }

    @Test func oneLineArrayStaysOnItsLine() {
        expectEdit("""
        let package = Package(name: "P", targets: [.target(name: "A")])
        """, """
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
        """) { source throws(ManifestEditError) in
            try ManifestEditor.addTarget(named: "B", declaration: ".target(name: \"B\")", to: source)
        }
    }

    @Test func oneLineArrayWithMultiLineDeclaration() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [.target(name: "A")]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [.target(name: "A"), .target(
                name: "B",
                dependencies: ["A"]
            )]
        )
        """, addB)
    }

    @Test func emptyArrayBecomesMultiLine() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: []
        )
        """, """
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "B",
                    dependencies: ["A"]
                ),
            ]
        )
        """, addB)
    }

    @Test func emptyMultiLineArrayWithComment() {
        expectEdit("""
        let package = Package(
            name: "P",
            targets: [ // none yet
            ]
        )
        """, """
        let package = Package(
            name: "P",
            targets: [ // none yet
                .target(
                    name: "B",
                    dependencies: ["A"]
                ),
            ]
        )
        """, addB)
    }

    @Test func twoSpaceIndentation() {
        expectEdit("""
        let package = Package(
          name: "P",
          targets: [
            .target(name: "A")
          ]
        )
        """, """
        let package = Package(
          name: "P",
          targets: [
            .target(name: "A"),
            .target(
              name: "B",
              dependencies: ["A"]
            ),
          ]
        )
        """, addB)
    }

    @Test func emptyArrayWithTwoSpaceIndentation() {
        expectEdit("""
        let package = Package(
          name: "P",
          targets: []
        )
        """, """
        let package = Package(
          name: "P",
          targets: [
            .target(
              name: "B",
              dependencies: ["A"]
            ),
          ]
        )
        """, addB)
    }
}
