@testable import FiaKit
import Testing

/// The inverse editors: for each layout the editors write, removing gives back the input of
/// the add, byte for byte; a name that is not there changes nothing.
struct RemovalEditorTests {
    @Test(arguments: [
        "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\n",
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\"),\n    ]\n)\n",
        "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\"), // the first\n    ]\n)\n",
    ])
    func aTargetAndItsDependencyComeOutAsTheyWentIn(manifest: String) throws {
        var added = try ManifestEditor.addTarget(named: "B", declaration: ".target(\n    name: \"B\",\n    dependencies: [\"A\"]\n)", to: manifest)
        added = try ManifestEditor.addDependency("B", toTarget: "A", in: added)
        var removed = try ManifestEditor.removeDependency("B", in: added)
        removed = try ManifestEditor.removeTarget(named: "B", from: removed)
        #expect(try ManifestEditor.addDependency("X", toTarget: "A", in: removed) == ManifestEditor.addDependency("X", toTarget: "A", in: manifest))
        #expect(try ManifestEditor.removeTarget(named: "B", from: ManifestEditor.addTarget(named: "B", declaration: ".target(name: \"B\")", to: manifest)) == manifest)
        #expect(try ManifestEditor.removeTarget(named: "Missing", from: manifest) == manifest)
    }

    /// A multi-line array whose last element had no trailing comma: `add` gave it one, with the new
    /// element, and removal cannot tell it from one that always had it (fia's projects use
    /// trailing commas everywhere), so it stays: the one byte removal does not give back.
    @Test func aCommaAddWroteBeforeAMultiLineTargetStays() throws {
        let manifest = "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"A\")\n    ]\n)\n"
        let added = try ManifestEditor.addTarget(named: "B", declaration: ".target(name: \"B\")", to: manifest)
        #expect(try ManifestEditor.removeTarget(named: "B", from: added) == manifest.replacing(".target(name: \"A\")", with: ".target(name: \"A\"),"))
    }

    @Test(arguments: [
        "public protocol C: AnyObject {}\n",
        "public protocol C:\n    AnyObject\n{}\n",
        "public protocol C:\n    AnyObject,\n    A\n{}\n",
        "public protocol C: AnyObject, A {}\n",
        "public protocol C {}\n",
    ])
    func anInheritedTypeComesOutAsItWentIn(source: String) throws {
        let added = try SwiftSourceEditor.addInheritedType("XPresenterDependency", toProtocol: "C", in: source)
        #expect(try SwiftSourceEditor.removeInheritedType("XPresenterDependency", fromProtocol: "C", in: added) == source)
    }

    @Test(arguments: [
        "import A\nimport C\n\nfinal class K {\n    init() {}\n}\n",
        "import A\n\nfinal class K {\n    init() {}\n\n    let a = 1\n}\n",
        "final class K {\n}\n",
    ])
    func aMemberAndAnImportComeOutAsTheyWentIn(source: String) throws {
        var added = try SwiftSourceEditor.addMember("public let bDriver = BDriver()", declaring: "bDriver", toType: "K", in: source)
        added = try SwiftSourceEditor.addImport("B", in: added)
        var removed = try SwiftSourceEditor.removeImport("B", in: added)
        removed = try SwiftSourceEditor.removeMember(declaring: "bDriver", fromType: "K", in: removed)
        #expect(removed == source)
    }

    @Test func aCaseAndItsBranchComeOutAsTheyWentIn() throws {
        let source = """
            enum S {
                case a
            }

            extension S {
                func view() -> Int {
                    switch self {
                    case .a:
                        1
                    }
                }
            }

            """
        var added = try SwiftSourceEditor.addCase("b", toEnum: "S", in: source)
        added = try SwiftSourceEditor.addSwitchCase("b", statements: ["2"], inFunction: "view", in: added)
        var removed = try SwiftSourceEditor.removeSwitchCase("b", inFunction: "view", in: added)
        removed = try SwiftSourceEditor.removeCase("b", fromEnum: "S", in: removed)
        #expect(removed == source)
        // From the middle: `a` goes, `b` stays whole.
        let withoutA = try SwiftSourceEditor.removeCase("a", fromEnum: "S", in: SwiftSourceEditor.removeSwitchCase("a", inFunction: "view", in: added))
        #expect(withoutA.contains("    case b\n}") && withoutA.contains("        case .b:\n            2\n        }") && !withoutA.contains(".a"))
    }

    @Test(arguments: [
        "{\n  \"testTargets\" : [\n\n  ],\n  \"version\" : 1\n}\n",
        "{\n  \"testTargets\" : [\n    {\n      \"target\" : {\n        \"containerPath\" : \"container:\",\n        \"identifier\" : \"A\",\n        \"name\" : \"A\"\n      }\n    }\n  ],\n  \"version\" : 1\n}\n",
    ])
    func aTestPlanEntryComesOutAsItWentIn(plan: String) throws {
        let added = try TestPlanEditor.addTestTarget("BTests", to: plan)
        #expect(try TestPlanEditor.removeTestTarget("BTests", from: added) == plan)
    }

    @Test func aSchemeEntryComesOutAsItWentIn() throws {
        let yaml = "schemes:\n  ProductionApp:\n    test:\n      targets:\n        - package: \"Demo/ATests\"\n    archive:\n      config: Release\n"
        let added = try #require(XcodeGenSpecEditor.addPackageTestTarget("BTests", toScheme: "ProductionApp", in: yaml))
        #expect(added != yaml)
        #expect(XcodeGenSpecEditor.removePackageTestTarget("BTests", in: added) == yaml)
    }

    /// What `remove` checks `add`'s edit against: the same lines in any order, CRLF files too.
    @Test func sameLinesIgnoresOrderAndTrailingCommasOnly() {
        #expect(RemovalPlanner.sameLines("a\r\nb,\r\nc\r\n", "a,\r\nc\r\nb\r\n"))
        #expect(!RemovalPlanner.sameLines("a\r\nb\r\n", "a\r\nc\r\n"))
        #expect(!RemovalPlanner.sameLines("a\nb\n", "a\nb\nb\n"))
        // A one-line list of string literals: `add` appends what removal took from its middle.
        #expect(RemovalPlanner.sameLines("x\n    dependencies: [\"A\", \"B\", \"C\"]\n)\n", "x\n    dependencies: [\"A\", \"C\", \"B\"]\n)\n"))
        #expect(!RemovalPlanner.sameLines("x\n    dependencies: [\"A\", \"B\"]\n)\n", "x\n    dependencies: [\"A\", \"C\"]\n)\n"))
        #expect(!RemovalPlanner.sameLines("x\n    f([a, b])\n)\n", "x\n    f([b, a])\n)\n"), "only lists of string literals")
    }

    /// The lines sorted as characters and compared, as `sameLines` once did: the reference it is held to.
    static func sortedLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
            var trimmed = Substring(line)
            while let last = trimmed.last, last == " " || last == "\t" || last == "\r" || last == "," { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }.filter { !$0.isEmpty }.sorted()
    }

    /// Texts sharing long beginnings and ends, differing in the middle by moved, changed, doubled and
    /// canonically equivalent lines, CRLF and trailing commas: the same answer as sorting the lines.
    @Test func sameLinesAnswersAsSortedLines() {
        let pieces = ["a", "b,", "b", " c ", "é", "e\u{301}", "\r", "", "x\t,", "d\r", "\u{212A}", "K"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        for _ in 0..<2000 {
            let shared = (0..<next(4)).map { _ in pieces[next(pieces.count)] }
            let end = (0..<next(4)).map { _ in pieces[next(pieces.count)] }
            let first = (0..<next(5)).map { _ in pieces[next(pieces.count)] }
            var generator = SeededGenerator(state: UInt64(next(1000)) + 1)
            var second = first.shuffled(using: &generator)
            if next(3) == 0 { second.append(pieces[next(pieces.count)]) }
            let newline = next(2) == 0 ? "\n" : "\r\n"
            let a = (shared + first + end).joined(separator: newline) + (next(2) == 0 ? newline : "")
            let b = (shared + second + end).joined(separator: newline) + (next(2) == 0 ? newline : "")
            #expect(RemovalPlanner.sameLines(a, b) == (Self.sortedLines(a) == Self.sortedLines(b)), "\(a.debugDescription) \(b.debugDescription)")
        }
    }
}

/// A small linear congruential generator: the same shuffles on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
