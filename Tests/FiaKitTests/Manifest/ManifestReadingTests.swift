@testable import FiaKit
import Testing

/// The reader's dependencies and refusals, and targets found by their names as strings compare them.
struct ManifestReadingTests {
    static let manifests = [
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\", dependencies: [\"B\"]),\n        .testTarget(name: \"ATests\", dependencies: [\"A\"]),\n    ]\n)\n",
        // Quoted identifiers, qualified calls, raw strings, non-ASCII words and names (the Kelvin
        // sign is canonically equivalent to K: equal as strings, not as bytes).
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .`target`(`name`: \"A\"),\n        Target.testTarget(name: #\"B\"#),\n"
            + "        .tärget(name: \"C\"),\n        .plugin(name: \"\u{212A}ind\", capability: .buildTool()),\n        .executableTarget(name: \"é\"),\n"
            + "        .macro(name: \"M\"), .systemLibrary(name: \"S\"), .binaryTarget(name: \"Bin\", path: \"x\"),\n"
            + "        `Target`.`binaryTarget`(name: \"Kind\", path: \"y\"),\n        .target(nąme: \"N\"),\n    ]\n)\n",
        "let package = Package(name: \"P\", targets: [])\n",
    ]

    /// The reader's dependencies, read as the `dependencies:` array's pieces are found, are the
    /// elements of `arrayLiteral(_:named:)` read one by one.
    @Test(arguments: [
        manifests[0],
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\", dependencies: []),\n"
            + "        .target(name: \"B\", dependencies: [\"A\", .target(name: \"A\"), .byName(name: \"C\"), .product(name: \"D\", package: \"d\"),]),\n"
            + "        .target(name: \"C\", dependencies: [\n            \"A\",\n            Target.Dependency.product(name: \"E\", package: \"e\"),\n        ]),\n    ]\n)\n",
    ])
    func dependenciesAreTheArrayLiteralsElements(source: String) throws {
        let scanner = try ManifestScanner(source)
        let manifest = try ManifestReader.read(scanner)
        let (_, targets) = try scanner.targetsArray()
        #expect(manifest.targets.count == targets.elements.count)
        for (target, range) in zip(manifest.targets, targets.elements) {
            let call = try #require(scanner.targetElement(range, in: targets).call)
            let general = try call.argument("dependencies").map { argument in
                try scanner.arrayLiteral(argument, named: "dependencies").elements.map { try #require(scanner.dependency($0)) }
            } ?? []
            #expect(target.dependencies == general)
        }
    }

    /// What the reader refuses in a `dependencies:` argument, and on which line.
    @Test(arguments: [
        ("dependencies: deps", ManifestEditError.notAnArrayLiteral(argument: "dependencies")),
        ("dependencies: [\"A\"] + [\"B\"]", ManifestEditError.notAnArrayLiteral(argument: "dependencies")),
        ("dependencies: [\n#if os(Linux)\n\"A\",\n#endif\n]", ManifestEditError.conditionalCompilation(line: 5)),
        ("dependencies: [\"A\", f(), g()]", ManifestEditError.unsupportedDependencyForm(line: 4)),
        ("dependencies: [\"A\",\n , \"B\"]", ManifestEditError.unsupportedDependencyForm(line: 4)),
        ("dependencies: [\"A\",\n \"B\" + \"C\"]", ManifestEditError.unsupportedDependencyForm(line: 5)),
    ])
    func unreadableDependenciesAreRefused(argument: String, error: ManifestEditError) throws {
        let source = "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"X\", \(argument)),\n    ]\n)\n"
        #expect(throws: error) { try ManifestReader.read(source) }
    }

    /// The non-ASCII manifest's targets are found by their names as strings compare them.
    @Test func targetsAreFoundByCanonicalName() throws {
        let scanner = try ManifestScanner(Self.manifests[1])
        let (_, targets) = try scanner.targetsArray()
        // The Kelvin-sign name is found when asked for with a K, and the other way round.
        #expect(scanner.declaresTarget(named: "Kind", in: targets))
        #expect(scanner.declaresTarget(named: "\u{212A}ind", in: targets))
        #expect(scanner.declaresTarget(named: "e\u{301}", in: targets))
        #expect(!scanner.declaresTarget(named: "Z", in: targets))
        // The `.tärget(` element is unreadable: a name found nowhere else is refused there.
        #expect(throws: ManifestEditError.self) { try scanner.targetElement(named: "Z", in: targets) }
        #expect(try scanner.targetElement(named: "B", in: targets)?.kind == .test)
        #expect(try scanner.targetElement(named: "A", in: targets)?.kind == .regular)
    }
}
