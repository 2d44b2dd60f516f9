@testable import FiaKit
import Testing

/// An edited manifest's targets, read partly from what an earlier scan read (`ManifestReads`),
/// are the targets a fresh read finds, lines included.
struct ManifestReadsTests {
    static let source = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "P",
        targets: [
            .target(name: "A"),
            .target(
                name: "B",
                dependencies: [
                    "A",
                ]
            ),
            .target(name: "C", dependencies: [.product(name: "X", package: "x"), "A"], path: "Sources/C"),
            .testTarget(
                name: "CTests",
                dependencies: ["C"]
            ),
        ]
    )

    """

    @Test func editedReadsAreFreshReads() throws {
        let scans = ManifestScans()
        let first = try scans.scanner(for: Self.source)
        let before = try ManifestReader.read(first)
        #expect(before == (try ManifestReader.read(Self.source)))
        var edited = try ManifestEditor.addTarget(named: "D", declaration: ".target(\n    name: \"D\",\n    dependencies: [\"C\"]\n)", to: Self.source, scans: scans)
        edited = try ManifestEditor.addDependency("D", toTarget: "B", in: edited, scans: scans)
        edited = try ManifestEditor.addDependency("D", toTarget: "A", in: edited, scans: scans)
        let scanner = try scans.scanner(for: edited)
        // The last scan was made from the earlier ones, not lexed whole: its reads reach back.
        #expect(scanner.reads.origin != nil)
        let array = try scanner.targetsArray().targets
        let reused = array.elements.filter { scanner.reads.target(for: $0) != nil }
        #expect(reused.count == 2)
        let read = try ManifestReader.read(scanner)
        let fresh = try ManifestReader.read(edited)
        #expect(read == fresh)
        #expect(read.targets.map(\.name) == ["A", "B", "C", "CTests", "D"])
        #expect(read.targets[2].line == before.targets[2].line.map { $0 + 1 })
        #expect(read.targets[2].dependencies.map(\.line) == before.targets[2].dependencies.map { $0.line.map { $0 + 1 } })
        // Read again: every target is the scan's own.
        #expect(try ManifestReader.read(scanner) == fresh)
    }
}
