@testable import FiaKit
import Testing

/// `InheritanceClause`, the one reader of inheritance clauses: each type as written and by its simple
/// names, every type however many, and the heads it refuses. Doctor's scan (`ImportScanner`) and the
/// protocol reader (`SwiftDeclarations`) are checked to read the same names through it.
struct InheritanceClauseTests {
    /// The clause after the first identifier `name` of `source`: each type as written, its simple
    /// names, and the clause; `nil` when the reader refuses the head.
    private func read(_ source: String, after name: String) throws -> (names: [String], simple: [[String]], clause: InheritanceClause)? {
        let index = SwiftSourceIndex(try SwiftLexer.lex(source))
        let nameIndex = try #require(index.tokens.indices.first { index.tokens[$0].kind == .identifier && index.string(at: $0) == name })
        guard let clause = index.inheritanceClause(afterName: nameIndex, before: index.tokens.count) else { return nil }
        return (clause.types.map { index.name(of: $0) }, clause.types.map { index.simpleNames(of: [$0]) }, clause)
    }

    @Test(arguments: [
        // Qualified names: the last component.
        ("protocol P: B.C, Module.Deep.D {}", "P", ["B.C", "Module.Deep.D"], [["C"], ["D"]]),
        // Generic arguments, commas and all, belong to their type.
        // (The written text is spaced canonically: a space between words, after a comma, around `&`.)
        ("class K: D<E, F>, G<[H: I]> {}", "K", ["D<E, F>", "G<[H:I]>"], [["D"], ["G"]]),
        ("struct S: any P, some Q {}", "S", ["any P", "some Q"], [["P"], ["Q"]]),
        ("final class C: @unchecked Sendable, @preconcurrency P, @MainActor Q {}", "C",
         ["@unchecked Sendable", "@preconcurrency P", "@MainActor Q"], [["Sendable"], ["P"], ["Q"]]),
        // A composition is one type that names two.
        ("protocol P: A & B, C, any D & E.F {}", "P", ["A & B", "C", "any D & E.F"], [["A", "B"], ["C"], ["D", "F"]]),
        // A `where` clause is no part of the inheritance clause.
        ("extension Array: P, Q where Element: R, Element: S {}", "Array", ["P", "Q"], [["P"], ["Q"]]),
        ("protocol P: A where Self: B, Self.C == D {}", "P", ["A"], [["A"]]),
        // A clause over several lines, with a trailing comma.
        ("public protocol DIContainerDependency:\n    AnyObject,\n    SettingsPresenterDependency,\n    Module.ProfilePresenterDependency,\n{\n}\n",
         "DIContainerDependency", ["AnyObject", "SettingsPresenterDependency", "Module.ProfilePresenterDependency"],
         [["AnyObject"], ["SettingsPresenterDependency"], ["ProfilePresenterDependency"]]),
        // Generic parameters before the clause, a `where` after it.
        ("class Box<T: Equatable, U: P & Q>: Base<T>, P where U: Sendable {}", "Box", ["Base<T>", "P"], [["Base"], ["P"]]),
        // `->` closes nothing; a suppressed conformance is inherited by no name.
        ("protocol P: Q<(Int) -> Void>, ~Copyable, R {}", "P", ["Q<(Int)->Void>", "~Copyable", "R"], [["Q"], [], ["R"]]),
        ("enum E: `where`, `Any`.Type {}", "E", ["where", "Any.Type"], [["where"], ["Type"]]),
        ("protocol P {}", "P", [], []),
    ] as [(String, String, [String], [[String]])])
    func readsEachTypeWhole(source: String, name: String, names: [String], simple: [[String]]) throws {
        let read = try #require(try read(source, after: name))
        #expect(read.names == names)
        #expect(read.simple == simple)
    }

    /// Where each type lies, the name's end and a trailing comma: what the editors insert and remove by.
    @Test func locatesTheHeadAndEachType() throws {
        let source = "class Box<T>: A<T>, B.C, {}"
        let index = SwiftSourceIndex(try SwiftLexer.lex(source))
        let clause = try #require(index.inheritanceClause(afterName: 1, before: index.tokens.count))
        #expect(index.string(at: clause.headEnd) == ">" && clause.headEnd == 4)
        #expect(clause.types.map { index.tokens[$0.first].start ..< index.tokens[$0.last].end } == [14..<18, 20..<23])
        #expect(clause.trailingComma.map { index.tokens[$0].start } == 23)
        let plain = try #require(try read("protocol P: A {}", after: "P")).clause
        #expect(plain.headEnd == 1 && plain.trailingComma == nil)
    }

    /// Every type, however many: 200 of them, on one line and one a line, through the reader,
    /// doctor's scan and the protocol reader alike (doctor's scan once kept 64).
    @Test(arguments: [", ", ",\n    "])
    func readsEveryType(separator: String) throws {
        let types = (0..<200).map { "Module.F\($0)PresenterDependency" }
        let simple = (0..<200).map { "F\($0)PresenterDependency" }
        let source = "protocol DIContainerDependency: " + types.joined(separator: separator) + " {}\nfinal class C: " + types.joined(separator: separator) + " {}\n"
        let read = try #require(try read(source, after: "DIContainerDependency"))
        #expect(read.names == types)
        #expect(read.simple == simple.map { [$0] })
        let summary = try ImportScanner.scan(source)
        #expect(summary.protocols.map(\.inheritedTypes) == [simple])
        #expect(summary.types.map(\.inheritedTypes) == [simple])
        #expect(try SwiftDeclarations.protocolsBySimpleNames(in: SwiftLexer.lex(source)).map(\.inheritedTypes) == [simple])
        #expect(try SwiftDeclarations.protocols(in: source).map(\.inheritedTypes) == [types])
    }

    /// Heads the compiler rejects: no type after `:`, an empty type, `<` or the clause unclosed, a
    /// `;` or `}` in it.
    @Test(arguments: ["protocol P: {}", "protocol P: A, , B {}", "protocol P<T: A {}", "protocol P: A; {}", "protocol P: A",
                      "protocol P: A }", "protocol P: A<B {}", "class P<T: Q { }"])
    func refusesMalformedHeads(source: String) throws {
        #expect(try read(source, after: "P") == nil)
        #expect(try ImportScanner.scan(source).protocols.allSatisfy(\.inheritedTypes.isEmpty))
        #expect(try ImportScanner.scan(source).types.allSatisfy(\.inheritedTypes.isEmpty))
    }

    /// A head ends before the next declaration: a clause that runs into one is refused, by doctor's
    /// scan as by the protocol reader.
    @Test func aHeadEndsBeforeTheNextDeclaration() throws {
        let source = "protocol P: A\nprotocol Q: B {}\n"
        #expect(try ImportScanner.scan(source).protocols.map(\.inheritedTypes) == [[], ["B"]])
        #expect(throws: SourceEditError.malformedDeclaration(kind: "protocol", name: "P", line: 1)) {
            try SwiftDeclarations.protocolsBySimpleNames(in: SwiftLexer.lex(source))
        }
    }

    /// The editors find a type as doctor reads it: a qualified `Module.X` is `X` (adding `X` leaves the
    /// clause as it is, removing `X` takes it out), a composition naming `X` among others is not.
    @Test func theEditorsFindATypeByItsSimpleName() throws {
        let source = "protocol P: AnyObject, PresentationLayer.XPresenterDependency, X & Y {}\n"
        #expect(try SwiftSourceEditor.addInheritedType("XPresenterDependency", toProtocol: "P", in: source) == source)
        #expect(try SwiftSourceEditor.removeInheritedType("XPresenterDependency", fromProtocol: "P", in: source)
                == "protocol P: AnyObject, X & Y {}\n")
        #expect(try SwiftSourceEditor.removeInheritedType("X", fromProtocol: "P", in: source) == source)
        #expect(try SwiftSourceEditor.addInheritedType("X", toProtocol: "P", in: source) == "protocol P: AnyObject, PresentationLayer.XPresenterDependency, X & Y, X {}\n")
        #expect(try SwiftSourceEditor.removeInheritedType("X & Y", fromProtocol: "P", in: source)
                == "protocol P: AnyObject, PresentationLayer.XPresenterDependency {}\n")
    }

    /// Doctor's scan and the protocol reader (`remove`, use-case shapes and doctor's wiring checks
    /// read one or the other) give every protocol the same simple names.
    @Test(arguments: [
        """
        public protocol SettingsPresenterDependency: SettingsDriverProvider, DomainLayer.ProfileDriverProvider {}
        protocol Composed<Element>: @preconcurrency A & B, ~Copyable, any C<D, E> where Element: Sendable {}
        protocol `Quoted`: `Any`.Type, Dictionary<String, [Int]>, (() -> Void), C.D<E> {}
        protocol Lines:
            X,
            Y.Z,
        {}
        """,
    ])
    func doctorsScanAndTheProtocolReaderAgree(source: String) throws {
        let scanned = try ImportScanner.scan(source).protocols.map { "\($0.name)@\($0.line): \($0.inheritedTypes)" }
        let read = try SwiftDeclarations.protocolsBySimpleNames(in: SwiftLexer.lex(source)).map { "\($0.name)@\($0.line): \($0.inheritedTypes)" }
        #expect(scanned == read)
        #expect(scanned == [
            "SettingsPresenterDependency@1: [\"SettingsDriverProvider\", \"ProfileDriverProvider\"]",
            "Composed@2: [\"A\", \"B\", \"C\"]",
            "Quoted@3: [\"Type\", \"Dictionary\", \"D\"]",
            "Lines@4: [\"X\", \"Z\"]",
        ])
    }
}
