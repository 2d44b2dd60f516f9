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

    /// Two scans' insertions composed map every token as the two steps do: the same original
    /// token (or none, for an inserted one), and the same insertions between any two tokens.
    @Test func composedInsertionsAreTheTwoSteps() {
        var generator = SplitMix(seed: 13)
        for _ in 0..<500 {
            let originalCount = Int(generator.next() % 12)
            let first = Self.randomPoints(count: originalCount, using: &generator)
            let middleCount = originalCount + first.reduce(0) { $0 + $1.count }
            let second = Self.randomPoints(count: middleCount, using: &generator)
            let finalCount = middleCount + second.reduce(0) { $0 + $1.count }
            let composed = ManifestReads.composed(first, then: second)
            #expect(composed.map(\.oldIndex) == composed.map(\.oldIndex).sorted())
            func twoSteps(_ index: Int) -> Int? {
                ManifestReads.oldIndex(of: index, points: second).flatMap { ManifestReads.oldIndex(of: $0, points: first) }
            }
            for index in 0..<finalCount {
                #expect(ManifestReads.oldIndex(of: index, points: composed) == twoSteps(index))
            }
            // An insertion (even one without tokens) between two mapped tokens, in either view.
            for low in 0..<finalCount {
                for high in low..<finalCount {
                    guard let a = twoSteps(low), let b = twoSteps(high), b - a == high - low,
                          let middleLow = ManifestReads.oldIndex(of: low, points: second),
                          let middleHigh = ManifestReads.oldIndex(of: high, points: second) else { continue }
                    let stepwise = second.contains { $0.oldIndex > middleLow && $0.oldIndex <= middleHigh }
                        || first.contains { $0.oldIndex > a && $0.oldIndex <= b }
                    #expect(composed.contains { $0.oldIndex > a && $0.oldIndex <= b } == stepwise)
                }
            }
        }
    }

    /// Insertion points into a scan of `count` tokens: in order, some at one token, some without tokens.
    static func randomPoints(count: Int, using generator: inout SplitMix) -> [(oldIndex: Int, count: Int)] {
        var points: [(oldIndex: Int, count: Int)] = []
        var index = 0
        while index <= count {
            index += Int(generator.next() % 4)
            guard index <= count else { break }
            points.append((index, Int(generator.next() % 3)))
            // Two insertions with no token between them are two points at one token.
            index += Int(generator.next() % 2)
        }
        return points
    }
}

/// A small seeded generator: the same points on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
