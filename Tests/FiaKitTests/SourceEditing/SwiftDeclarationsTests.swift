@testable import FiaKit
import Testing

struct SwiftDeclarationsTests {
    @Test func readsAProtocolsInheritedTypesWithLines() throws {
        let source = """
            // protocol DIContainerDependency: Decoy {}
            public protocol DIContainerDependency:
                AnyObject,
                SettingsPresenterDependency, ProfilePresenterDependency
            {}
            """
        let types = try #require(try SwiftDeclarations.inheritedTypes(ofProtocol: "DIContainerDependency", in: source))
        #expect(types.map(\.name) == ["AnyObject", "SettingsPresenterDependency", "ProfilePresenterDependency"])
        #expect(types.map(\.line) == [3, 4, 4])
        #expect(try SwiftDeclarations.inheritedTypes(ofProtocol: "Decoy", in: source) == nil)
        #expect(try SwiftDeclarations.inheritedTypes(ofProtocol: "P", in: "protocol P {}")?.isEmpty == true)
    }

    @Test func readsTopLevelPropertiesOnly() throws {
        let source = """
            public final class DIContainer: DIContainerDependency {
                public init() {}

                public let settingsDriver = SettingsDriver()
                static var shared: DIContainer { DIContainer() }
                @MainActor private(set) var `profileDriver`: ProfileDriver = .init()
                let (first, _) = (1, 2)

                func make() { let local = 1; _ = local }
                var computed: Int {
                    let inner = 2
                    return inner
                }
                struct Nested { let nested = 3 }
            }
            """
        let properties = try #require(try SwiftDeclarations.storedProperties(ofType: "DIContainer", in: source))
        #expect(properties.map(\.name) == ["settingsDriver", "shared", "profileDriver", "first", "computed"])
        #expect(properties.map(\.line) == [4, 5, 6, 7, 10])
        #expect(try SwiftDeclarations.storedProperties(ofType: "Nested", in: source)?.map(\.name) == ["nested"])
        #expect(try SwiftDeclarations.storedProperties(ofType: "MockDIContainer", in: source) == nil)
    }

    @Test func listsEveryProtocol() throws {
        let source = """
            import DomainLayer

            public protocol SettingsDriverProvider {
                associatedtype SettingsDriverProtocolAT: SettingsDriverProtocol
                var settingsDriver: SettingsDriverProtocolAT { get }
            }
            let s = "protocol Decoy {}"
            public protocol SettingsPresenterDependency: SettingsDriverProvider, ProfileDriverProvider {}
            protocol Composed<Element>: @preconcurrency A & B, ~Copyable where Element: Sendable {}
            """
        let protocols = try SwiftDeclarations.protocols(in: source)
        #expect(protocols.map(\.name) == ["SettingsDriverProvider", "SettingsPresenterDependency", "Composed"])
        #expect(protocols.map(\.inheritedTypes) == [[], ["SettingsDriverProvider", "ProfileDriverProvider"], ["@preconcurrency A & B", "~Copyable"]])
        #expect(protocols.map(\.line) == [3, 8, 9])
    }

    @Test(arguments: [
        ("/* open", SourceEditError.unreadable("unterminated block comment starting on line 1")),
        ("protocol P: A\n", .malformedDeclaration(kind: "protocol", name: "P", line: 1)),
    ])
    func refusesUnreadableOrMalformedSources(source: String, error: SourceEditError) {
        #expect(throws: error) { try SwiftDeclarations.protocols(in: source) }
    }

    @Test func refusesAmbiguousTypes() {
        #expect(throws: SourceEditError.ambiguous(kind: "type", name: "C", lines: [1, 2])) {
            try SwiftDeclarations.storedProperties(ofType: "C", in: "struct C {}\nclass C {}\n")
        }
    }
}
