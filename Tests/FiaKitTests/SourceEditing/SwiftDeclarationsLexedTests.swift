@testable import FiaKit
import Testing

/// `storedProperties` reads the lexer's offset tokens; `SwiftSourceIndex` must read the same.
struct SwiftDeclarationsLexedTests {
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

    @Test(arguments: ["DIContainer", "Nested", "Quoted", "Café", "Cafe\u{301}", "Open", "Fake", "Missing", "class"])
    func readsAsTheIndexDoes(type: String) {
        let lexed = Self.read { () throws(SourceEditError) in try SwiftDeclarations.storedProperties(ofType: type, in: Self.source) }
        let indexed = Self.read { () throws(SourceEditError) in try SwiftDeclarations.indexedStoredProperties(ofType: type, in: Self.source) }
        #expect(lexed == indexed)
    }

    @Test func readsTheContainer() throws {
        let names = try #require(try SwiftDeclarations.storedProperties(ofType: "DIContainer", in: Self.source)).map(\.name)
        #expect(names == ["settingsDriver", "profileDriver", "shared", "first", "second", "values", "s"])
    }

    @Test(arguments: ["struct C {}\nclass C {}\n", "\"open", "class C { let a = 1 }\n/* open"])
    func refusesAsTheIndexDoes(source: String) {
        let lexed = Self.read { () throws(SourceEditError) in try SwiftDeclarations.storedProperties(ofType: "C", in: source) }
        let indexed = Self.read { () throws(SourceEditError) in try SwiftDeclarations.indexedStoredProperties(ofType: "C", in: source) }
        #expect(lexed == indexed)
        #expect(lexed != "nil")
    }
}
