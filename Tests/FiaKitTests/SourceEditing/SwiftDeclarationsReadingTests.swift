@testable import FiaKit
import Testing

/// What the declarations reader finds of stored properties, on a source with decoys in comments,
/// strings and member positions, backticks, tuples and canonically equivalent names.
struct SwiftDeclarationsReadingTests {
    private static let source = """
        import class Foundation.DIContainer
        // class DIContainer { let decoy = 0 }
        public final class DIContainer: DIContainerDependency {
            public init() {}
            public let settingsDriver = SettingsDriver() ; var `profileDriver`: ProfileDriver = .init()
            static var shared: DIContainer { DIContainer() }
            let (first, _, `second`) = (1, 2, 3), _ = 4
            let `_` = 5
            var values: [Int] = [1].map { let inner = $0; return inner }
            func make() { let local = 1; _ = local }
            let s = "class DIContainer {}"
            struct Nested { let nested = 3; var café = 4 }
            x.class Fake {}
        }
        enum `Quoted` { case a; static let q = 1 }
        struct Café { let cafe = "é" }
        struct Open {
        """

    private static func read(_ read: () throws(SourceEditError) -> [(name: String, line: Int)]?) -> String {
        do {
            guard let properties = try read() else { return "nil" }
            return properties.map { "\($0.name)@\($0.line)" }.joined(separator: " ")
        } catch {
            return "\(error)"
        }
    }

    @Test func readsTheContainer() throws {
        let names = try #require(try SwiftDeclarations.storedProperties(ofType: "DIContainer", in: Self.source)).map(\.name)
        #expect(names == ["settingsDriver", "profileDriver", "shared", "first", "second", "values", "s"])
    }

    /// A name whose bytes differ from the declaration's but that is the same string (decomposed
    /// `é` against the source's precomposed one) is that declaration, as `String` compares them.
    @Test func findsACanonicallyEquivalentName() throws {
        let names = try #require(try SwiftDeclarations.storedProperties(ofType: "Cafe\u{301}", in: Self.source)).map(\.name)
        #expect(names == ["cafe"])
    }

    /// Two types of the name, a string or a comment left open: an error naming what it cannot read,
    /// never a list (an empty one would read as a type without stored properties).
    @Test(arguments: [
        ("struct C {}\nclass C {}\n", "found 2 declarations of type 'C', on lines 1, 2"),
        ("\"open", "unable to read the source: unterminated string literal starting on line 1"),
        ("class C { let a = 1 }\n/* open", "unable to read the source: unterminated block comment starting on line 2"),
    ])
    func refusesWhatItCannotRead(source: String, error: String) {
        #expect(Self.read { () throws(SourceEditError) in try SwiftDeclarations.storedProperties(ofType: "C", in: source) } == error)
    }
}

/// `protocols(in:)` and `topLevelTypes(in:)` of a source the loader lexed without comments read
/// what they read of its text, comments and all.
struct SwiftDeclarationsProtocolReadingTests {
    private static func read(_ read: () throws(SourceEditError) -> [(name: String, inheritedTypes: [String], line: Int)]) -> String {
        do {
            return try read().map { "\($0.name)@\($0.line):\($0.inheritedTypes.joined(separator: "|"))" }.joined(separator: " ")
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        """
        import protocol Foo.Bar
        // protocol Decoy: A {}
        public protocol SettingsDriverProvider {
            associatedtype SettingsDriverProtocolAT: SettingsDriverProtocol
            var settingsDriver: SettingsDriverProtocolAT { get }
        }
        let s = "protocol Decoy {}"
        public protocol SettingsPresenterDependency: SettingsDriverProvider, ProfileDriverProvider {}
        protocol Composed<Element>: @preconcurrency A & B, ~Copyable where Element: Sendable {}
        protocol `Quoted`: `Any`.Type, Dictionary<String, [Int]>, (() -> Void), C.D<E> {}
        x.protocol Fake: A {}
        protocol Café: Ünicode {}
        """,
        "protocol P: A\n", "protocol P: {}", "protocol P: A, {}", "protocol P<T: A {}", "protocol P: A; {}",
        "protocol P: A, B", "protocol P: A {", "protocol P {}\nprotocol Q: R, S {}\nprotocol T: U",
    ])
    func readsAsFromTheText(source: String) throws {
        let lexedSource = try SwiftLexer.lex(source)
        // The loader's reading names each type by its simple names, the text's as written: the same
        // protocols, lines and refusals; the names of the first are those doctor's scan reads.
        let lexed = Self.read { () throws(SourceEditError) in try SwiftDeclarations.protocolsBySimpleNames(in: lexedSource).map { ($0.name, [], $0.line) } }
        let fromText = Self.read { () throws(SourceEditError) in try SwiftDeclarations.protocols(in: source).map { ($0.name, [], $0.line) } }
        #expect(lexed == fromText)
        if let simple = try? SwiftDeclarations.protocolsBySimpleNames(in: lexedSource) {
            #expect(simple.map(\.inheritedTypes) == ImportScanner.scan(lexedSource).protocols.map(\.inheritedTypes))
        }
        let types = SwiftDeclarations.topLevelTypes(in: lexedSource).map { "\($0.name)@\($0.line)" }
        let typesFromText = try SwiftDeclarations.topLevelTypes(in: source).map { "\($0.name)@\($0.line)" }
        #expect(types == typesFromText)
    }

    @Test func readsTopLevelTypesOnly() throws {
        let source = "import struct A.B\nstruct S { class Inner {} }\ntypealias `T` = Int\nx.enum E {}\nactor A {}\nprotocol P {}\nenum"
        let types = SwiftDeclarations.topLevelTypes(in: try SwiftLexer.lex(source))
        #expect(types.map(\.name) == ["S", "T", "A", "P"])
    }
}
