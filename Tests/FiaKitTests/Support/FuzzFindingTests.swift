@testable import FiaKit
import Testing

/// What `.ci/fuzz` found (and review of the parsers it drives), each as its minimized input:
/// every test failed before its fix. The harness that found it is named in each test.
struct FuzzFindingTests {
    /// XcodeGenSpec: a `project.yml` with CRLF line breaks read as a single line (a `\r\n` is one
    /// `Character`, which a split at "\n" characters missed), so doctor saw no targets in it.
    @Test func aSpecWithCRLFLineBreaksReadsAsWithLF() {
        let yaml = "targets:\n  App:\n    dependencies:\n      - package: Demo\n        product: DomainLayer\n"
        let spec = XcodeGenSpec(yaml: yaml)
        #expect(spec.targetLines == ["App": 2])
        #expect(XcodeGenSpec(yaml: yaml.replacing("\n", with: "\r\n")) == spec)
        #expect(XcodeGenSpec(yaml: "# é\r\n" + yaml.replacing("\n", with: "\r\n")).targetLines == ["App": 3])
    }

    /// SwiftDeclarations: code that is not valid Swift around where an addition goes (a stray token
    /// after a protocol's name, parentheses that do not pair up, a line ending in `.`, a backtick
    /// left open) hid the addition from the reader, so adding again added it twice. An addition that
    /// does not read back is now refused, naming what it would have added to.
    @Test(arguments: [
        ("protocol P x {}\n", "to protocol 'P'"),
        ("protocol P:\n    A`\n{}\n", "to protocol 'P'"),
        ("struct S {\n    func f() )\n}\n", "to type 'S'"),
        ("struct S {\n    func f( {}\n}\n", "to type 'S'"),
        ("enum E {\n    case a.\n}\n", "to enum 'E'"),
        ("a.\npublic import Z\n", "import 'B'"),
    ])
    func anAdditionThatDoesNotReadBackIsRefused(source: String, what: String) {
        #expect(throws: SourceEditError.additionNotReadBack(what: what)) {
            switch what {
            case "to protocol 'P'": try SwiftSourceEditor.addInheritedType("Q", toProtocol: "P", in: source)
            case "to type 'S'": try SwiftSourceEditor.addMember("let m = 1", declaring: "m", toType: "S", in: source)
            case "to enum 'E'": try SwiftSourceEditor.addCase("b", toEnum: "E", in: source)
            default: try SwiftSourceEditor.addImport("B", in: source)
            }
        }
        #expect(SourceEditError.additionNotReadBack(what: what).description == "unable to add \(what): the code around it does not read as Swift")
    }

    /// Template (review): a condition of thousands of `not`, `and` or `or` overflowed the stack when
    /// rendered (and parsed, and freed: each recurses once per operator). A blueprint override may
    /// hold anything, so one condition now holds at most `maximumOperators` of them.
    @Test(arguments: ["not ", "x and ", "x or "])
    func aConditionOfTooManyOperatorsIsAnError(_ piece: String) throws {
        let limit = TemplateTokenReader.maximumOperators
        let fits = try Template(source: "{% if " + String(repeating: piece, count: limit) + "x %}y{% endif %}", name: "t")
        #expect(try fits.render(["x": true]) == "y")
        for count in [limit + 1, 100_000] {
            #expect(throws: BlueprintError(file: "t", line: 1, message: "more than \(limit) 'not', 'and' and 'or' in one condition")) {
                try Template(source: "{% if " + String(repeating: piece, count: count) + "x %}y{% endif %}", name: "t")
            }
        }
    }

    /// PropertyList (review): a backslash before a line break inside a quoted string escaped the
    /// break, but the break was not counted, so every later value was a line short.
    @Test func anEscapedLineBreakInAStringCountsAsALine() throws {
        let list = try PropertyList(parsing: "{\n  a = \"x\\\ny\";\n  b = c;\n}\n")
        #expect(list["a"] == .string("x\ny", line: 2))
        #expect(list["b"] == .string("c", line: 4))
    }

    /// Suppression (review): in a CRLF file, a comment's text ends with its `\r`, which was taken for
    /// a reason, so `// fia:ignore <check>` without one suppressed the finding.
    @Test func aSuppressionInACRLFFileKeepsNoCarriageReturn() {
        let suppressions = Suppression.scan("// fia:ignore imports.cross-layer\r\nimport A // fia:ignore layout.x — why\r\n", path: "A.swift")
        #expect(suppressions == [
            Suppression(path: "A.swift", line: 1, check: "imports.cross-layer", reason: ""),
            Suppression(path: "A.swift", line: 2, check: "layout.x", reason: "why"),
        ])
    }

    /// XMLTags (review): each nested `<Group>` of a workspace kept its path, longer than its
    /// parent's, so 20,000 nested groups (a 700 KB file) took 3 GB. References in more than
    /// `maximumDepth` groups are now not read.
    @Test func deeplyNestedWorkspaceGroupsAreReadToABound() {
        func workspace(depth: Int) -> String {
            String(repeating: "<Group location = \"group:g\">", count: depth) + "<FileRef location = \"group:x\"></FileRef>"
                + String(repeating: "</Group>", count: depth)
        }
        let bound = XcodeWorkspace.maximumDepth
        #expect(XcodeWorkspace(contents: workspace(depth: bound)).references == [Array(repeating: "g", count: bound).joined(separator: "/") + "/x"])
        #expect(XcodeWorkspace(contents: workspace(depth: bound + 1)).references == [])
        #expect(XcodeWorkspace(contents: workspace(depth: 20_000) + "<FileRef location = \"group:y\"/>").references == ["y"])
    }

    /// JSON (review): each key of an object was compared with every key before it, so an object of
    /// 50,000 keys (a 540 KB file) took seconds to read, twice for a test plan (parsed and walked).
    /// Past `linearKeyCount` keys they are hashed; a duplicate is still found, on its line, by both.
    @Test(arguments: [JSONParser.linearKeyCount - 1, JSONParser.linearKeyCount, 1000])
    func aDuplicateKeyOfABigObjectIsFound(keys: Int) throws {
        let members = (0..<keys).map { "\"k\($0)\" : \($0)" } + ["\"k\(keys / 2)\" : 0"]
        let object = "{\n" + members.joined(separator: ",\n") + "\n}"
        let error = TestPlanError.invalidJSON(line: keys + 2, reason: "duplicate key 'k\(keys / 2)'")
        #expect(throws: error) { try JSONParser.parse(object) }
        let plan = "{\"testTargets\" : [], \"x\" : " + object + "}"
        #expect(throws: error) { try TestPlan(source: plan) }
        #expect(try JSONParser.parse("{\n" + members.dropLast().joined(separator: ",\n") + "\n}").members?.count == keys)
    }

    /// ScanCache: a list of names written empty (`` `` `` names a type nothing) read back as no
    /// name at all, so a file's cached record lost a top-level type or an inherited one, and a warm
    /// run differed from a cold one. A record with an empty name in a list is not cached (`read` is
    /// `nil`: the next run scans the file again).
    /// The same record without an empty name is cached and read back whole, so `nil` above is the
    /// refusal, not a cache that reads nothing back.
    @Test(arguments: [
        ("struct `` { struct A {} }\n", [""], ["", "A"], [[], []], false),
        ("struct A: `` {}\n", ["A"], ["A"], [[""]], false),
        ("struct B { struct A {} }\n", ["B"], ["B", "A"], [[], []], true),
        ("struct A: P {}\n", ["A"], ["A"], [["P"]], true),
    ] as [(String, [String], [String], [[String]], Bool)])
    func aRecordReadBackFromTheCacheIsTheRecordScanned(
        source: String, topLevelTypes: [String], types: [String], inherited: [[String]], cached: Bool
    ) {
        var scanned = ScanCache.scan(source)
        #expect(scanned.topLevelTypes == topLevelTypes)
        #expect(scanned.summary.types.map(\.name) == types)
        #expect(scanned.summary.types.map(\.inheritedTypes) == inherited)
        scanned.stamp = FileStamp(size: 1, modified: 2, changed: 3, inode: 4)
        var writing = ScanCache(bytes: nil, root: "/p")
        writing.add(scanned, for: "A.swift")
        writing.finish()
        var reading = ScanCache(bytes: writing.written[...], root: "/p")
        let read = reading.record(for: "A.swift", stamp: scanned.stamp)
        #expect((read != nil) == cached, "\(source.debugDescription): read back \(String(describing: read))")
        if let read {
            #expect(read.topLevelTypes == topLevelTypes)
            #expect(read.summary.types.map(\.name) == types)
            #expect(read.summary.types.map(\.inheritedTypes) == inherited)
        }
    }

    /// SwiftDeclarations: `removeImport` took the import's whole line, with whatever else was on it:
    /// the next import (`import A; import B`), or the start of a literal or comment running on to
    /// later lines, leaving a file that no longer lexed. An import sharing its line with code is
    /// now refused; comments after it go with it, whole.
    @Test func anImportIsRemovedOnlyWithItsOwnLine() throws {
        for (source, line) in [("import A; import B\n", 1), ("import Z\nimport A\"\"\"\nx\"\"\"\n", 2)] {
            #expect(throws: SourceEditError.malformedDeclaration(kind: "import", name: "A", line: line)) {
                try SwiftSourceEditor.removeImport("A", in: source)
            }
        }
        #expect(try SwiftSourceEditor.removeImport("A", in: "import A /* a\n comment */\nimport B\n") == "import B\n")
    }

    /// ImportScanner and the declaration readers (review, the fuzzers' inputs grown to 64 KB): a
    /// declaration's head that ran on (no `{`, an unclosed `<`) was read to the end of the file
    /// once per declaration, so 20,000 lines of `class A: <` took a minute to scan and 20,000 of
    /// `protocol A: B` two gigabytes. A head now ends before the next declaration (it never holds
    /// one), not after a number of tokens: a first fix stopped at 1,024, and `DIContainerDependency`
    /// outgrew that at about 500 features (`add` refused it, doctor called it malformed). An
    /// import after a `)` searched back to the file's start for its `(`; that search is bounded.
    @Test func aDeclarationHeadEndsBeforeTheNextDeclaration() throws {
        // A composition protocol of thousands of types, as fia writes one a line, is read and added to.
        let types = (0..<3_000).map { "F\($0)PresenterDependency" }
        let composition = "protocol DIContainerDependency:\n" + types.map { "    \($0)" }.joined(separator: ",\n") + "\n{}\n"
        #expect(try SwiftDeclarations.protocols(in: composition).first?.inheritedTypes == types)
        let added = try SwiftSourceEditor.addInheritedType("ExtraPresenterDependency", toProtocol: "DIContainerDependency", in: composition)
        #expect(try SwiftDeclarations.inheritedTypes(ofProtocol: "DIContainerDependency", in: added)?.map(\.name) == types + ["ExtraPresenterDependency"])
        #expect(try SwiftSourceEditor.removeInheritedType("ExtraPresenterDependency", fromProtocol: "DIContainerDependency", in: added) == composition)
        #expect(try ImportScanner.scan("class A: " + String(repeating: ", ", count: 3_000) + "B {}\n").types.first?.inheritedTypes == [])

        // Heads that run on stop at the next declaration: each is read once.
        let unclosed = try ImportScanner.scan(String(repeating: "class A: <\n", count: 20_000))
        #expect(unclosed.types.count == 20_000 && unclosed.types.allSatisfy(\.inheritedTypes.isEmpty))
        let runOn = String(repeating: "protocol A: B\n", count: 20_000) + "{}\n"
        // Each head but the last runs into the next declaration: refused, as the protocol reader refuses it.
        #expect(try ImportScanner.scan(runOn).protocols.map(\.inheritedTypes) == Array(repeating: [], count: 19_999) + [["B"]])
        let malformed = SourceEditError.malformedDeclaration(kind: "protocol", name: "A", line: 1)
        #expect(throws: malformed) { try SwiftDeclarations.protocols(in: runOn) }
        #expect(throws: malformed) { try SwiftDeclarations.protocolsBySimpleNames(in: try SwiftLexer.lex(runOn)) }
        let malformedP = SourceEditError.malformedDeclaration(kind: "protocol", name: "P", line: 1)
        #expect(throws: malformedP) { try SwiftSourceEditor.addInheritedType("C", toProtocol: "P", in: "protocol P: B\nprotocol Q {}\n") }
        #expect(throws: malformedP) { try SwiftDeclarations.inheritedTypes(ofProtocol: "P", in: "protocol P: B\nprotocol Q {}\n") }

        let bound = SwiftSourceIndex.maximumAttributeTokens
        let attribute = "@x(\n" + String(repeating: "a,\n", count: bound) + ")\nimport A\n"
        #expect(try SwiftSourceEditor.removeImport("A", in: attribute) == "@x(\n" + String(repeating: "a,\n", count: bound) + ")\n")
    }

    /// ImportScanner (review): each import asked every open `#if` whether it asserts the module, so
    /// thousands of nested `#if canImport` around thousands of imports took seconds; the open
    /// `#if`s now keep a count per module, which each branch and `#endif` updates.
    @Test func anImportIsGuardedByTheCanImportOfAnyOpenBranch() throws {
        let source = """
            #if canImport(A)
            #if os(iOS)
            import A
            #elseif canImport(B)
            import B
            #else
            import B
            #endif
            import A
            #endif
            import A
            """
        let imports = try ImportScanner.scan(source).imports
        #expect(imports.map { "\($0.module)@\($0.line) \($0.isGuardedByCanImport)" } == ["A@3 true", "B@5 true", "B@7 false", "A@9 true", "A@11 false"])
    }

    /// XcodeGenSpec (final run): the spec editor looked a missing `schemes:`, scheme or `test:` up
    /// at the top level instead, so a spec with no schemes but a top-level `targets:` list had a
    /// test target added there; and a package name its quotes do not hold (a ` #` that starts a
    /// comment) was written in a line that read back as another name, so every add added
    /// it again. Both specs are now left alone.
    @Test func aSpecEditNeedsEveryLevelAndReadsBack() {
        #expect(XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: "g", in: "targets:\n- \"Demo/A\n g:") == nil)
        let scheme = { (item: String) in "schemes:\n  App:\n    test:\n      targets:\n        - package: \(item)\n" }
        #expect(XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: "App", in: scheme("'Demo\" #x/ATests'")) == nil)
        let added = XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: "App", in: scheme("\"Demo/ATests\""))
        #expect(added == scheme("\"Demo/ATests\"") + "        - package: \"Demo/FuzzTests\"\n")
        #expect(added.flatMap { XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: "App", in: $0) } == added)
        #expect(XcodeGenSpecEditor.addPackageTestTarget("FuzzTests", toScheme: "Other", in: scheme("\"Demo/ATests\"")) == nil)
    }

    /// XMLTags (review, after merging main): the loader's line reader of a scheme's test plans split
    /// at "\n" characters, so a scheme with CRLF line breaks was one line and only its first plan,
    /// on line 1, was read (as `XcodeGenSpec` read CRLF specs). That reader is gone: the scheme
    /// reader it was a second of answers here.
    @Test func aSchemeWithCRLFLineBreaksReadsAsWithLF() {
        let scheme = "<Scheme>\n   <TestPlans>\n      <TestPlanReference\n         reference = \"container:A.xctestplan\">\n"
            + "      </TestPlanReference>\n      <TestPlanReference\n         reference = \"container:B.xctestplan\">\n"
        let read = { (text: String) in XcodeScheme.testPlanReferences(in: text).map { "\($0.line) \($0.reference)" } }
        #expect(read(scheme) == ["4 container:A.xctestplan", "7 container:B.xctestplan"])
        #expect(read(scheme.replacing("\n", with: "\r\n")) == read(scheme))
    }

    /// Makefile (review, after merging main): the reader of the Makefile target that runs Mockolo
    /// split at "\n" characters, so a Makefile with CRLF line breaks was one line, no recipe was
    /// read, and `add` could not say how to regenerate the mocks.
    @Test func aMakefileWithCRLFLineBreaksReadsAsWithLF() {
        let makefile = "build:\n\tswift build\n\nmocks: tools\n\tmint run mockolo -s Sources -d Mocks.swift\n"
        #expect(MockoloRegeneration.makeTarget(in: makefile) == "mocks")
        #expect(MockoloRegeneration.makeTarget(in: makefile.replacing("\n", with: "\r\n")) == "mocks")
    }

    /// XMLTags: an attribute's entities were replaced character by character, so one followed by a
    /// combining accent (`;` and the accent are one `Character`) was left as it was written.
    @Test func anEntityBeforeACombiningAccentIsDecoded() {
        let accent = "\u{301}"
        let value = XMLTag.scan("<a b = \"&quot;" + accent + "x&amp;lt;\">").first?.attributes["b"]
        let expected = "\"" + accent + "x&lt;"
        #expect(value == expected)
    }
}
