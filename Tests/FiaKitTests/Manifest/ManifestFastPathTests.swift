@testable import FiaKit
import Testing

/// The scanner's shortcuts give what the general paths give: the kept `targetsArray()`, the
/// target kinds and words compared by bytes, and target names matched by bytes.
struct ManifestFastPathTests {
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

    static let words: [StaticString] = ["Package", "Target", "name", "target", "binaryTarget", "tärget"]
    static let names = ["A", "B", "C", "Kind", "\u{212A}ind", "é", "e\u{301}", "M", "", "ATests", "Bin"]

    @Test(arguments: manifests)
    func theKeptTargetsArrayIsTheOneFoundAgain(source: String) throws {
        let scanner = try ManifestScanner(source)
        let found = try scanner.findTargetsArray()
        for _ in 0..<2 {
            let kept = try scanner.targetsArray()
            #expect(kept.package.first == found.package.first && kept.package.open == found.package.open && kept.package.close == found.package.close)
            #expect(kept.package.arguments.map(\.label) == found.package.arguments.map(\.label))
            #expect(kept.package.arguments.map(\.value) == found.package.arguments.map(\.value))
            #expect(kept.targets.open == found.targets.open && kept.targets.close == found.targets.close)
            #expect(kept.targets.elements == found.targets.elements && kept.targets.trailingComma == found.targets.trailingComma)
        }
    }

    /// A manifest without a `Package(` call is refused every time it is asked.
    @Test func aRefusalIsNotKept() throws {
        let scanner = try ManifestScanner("let x = 1\n")
        for _ in 0..<2 {
            #expect(throws: ManifestEditError.self) { try scanner.targetsArray() }
        }
    }

    @Test(arguments: manifests)
    func wordsAndKindsByBytesAreTheStringOnes(source: String) throws {
        let scanner = try ManifestScanner(source)
        for index in scanner.tokens.indices {
            #expect(scanner.targetKindWord(index) == ManifestScanner.targetKind(scanner.string(index)) || scanner.tokens[index].kind != .identifier)
            for word in Self.words {
                #expect(scanner.isWord(index, word) == scanner.isIdentifier(index, word.description))
            }
        }
    }

    @Test(arguments: manifests)
    func namesMatchedByBytesAreTheStringMatches(source: String) throws {
        let scanner = try ManifestScanner(source)
        var compared = 0
        for token in scanner.tokens where token.kind == .string && token.hasValue {
            for name in Self.names {
                #expect(ManifestScanner.ValueMatcher(name).matches(token, in: scanner.text) == scanner.text.value(of: token, is: name))
                compared += 1
            }
        }
        #expect(compared > 0)
    }

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

    /// Targets the reader reads in place are the ones its general read reads, and the ones it
    /// declines are left to it (which reads them or names the problem): comments, raw strings,
    /// quoted labels, repeated labels, non-string names and paths, `#if`, products, CRLF.
    @Test func aTargetReadInPlaceIsTheGeneralRead() throws {
        let elements = [
            ".target(name: \"A\", dependencies: [\"B\", .product(name: \"X\", package: \"x\"), .target(name: \"C\")], path: \"Sources/A\")",
            ".testTarget(\r\n    name: \"ATests\", // a comment, \"quoted\"\r\n    dependencies: [\"A\" /* , \"Z\" */]\r\n)",
            ".`target`(`name`: #\"Raw\"#, `path`: \"p\")",
            "Target.executableTarget(name: \"é\", name: \"second\", path: \"x\", path: 1)",
            ".target(name: \"D\", dependencies: [\"A\"], dependencies: [1])",
            ".target(name: \"E\", path: somePath)",
            ".target(name: n)",
            ".target(name: \"F\", dependencies: deps)",
            ".target(name: \"G\", dependencies: [\n#if os(Linux)\n\"A\",\n#endif\n])",
            ".target(name: \"H\", dependencies: [\"A\", .byName(name: \"B\"), Target.Dependency.target(name: \"C\"), helper(\"D\")])",
            ".plugin(name: \"\u{212A}ind\", capability: .buildTool(), dependencies: [])",
            ".binaryTarget(name: \"Bin\", path: \"x.zip\")",
            ".target(name: \"I\", dependencies: [\"A\",])",
            ".target(name: \"J\\(1)\")",
            "Foo.target(name: \"K\")",
            ".target(nąme: \"L\")",
        ]
        let source = "let package = Package(\n    name: \"P\",\n    targets: [\n" + elements.map { "        " + $0 + ",\n" }.joined() + "    ]\n)\n"
        let scanner = try ManifestScanner(source)
        // The array as it stands (`targetsArray()` refuses the `#if` in it before any element is read).
        let package = try scanner.packageCall()
        let array = try #require(package.argument("targets").flatMap { scanner.arrayLiteral($0.value) })
        #expect(array.elements.count == elements.count)
        var readInPlace: [Int] = []
        for (position, range) in array.elements.enumerated() {
            let general = try? ManifestReader.target(scanner.targetElement(range, in: array), in: scanner)
            guard let plain = ManifestReader.plainTarget(range, in: scanner) else { continue }
            #expect(plain == general)
            readInPlace.append(position)
        }
        #expect(readInPlace == [0, 1, 2, 3, 4, 10, 11, 12])
    }
}
