@testable import FiaKit
import Testing

/// `FeaturePlanner.declaresProperty` answers as asking the lexed declarations does: its fast path
/// (an ASCII text without the name's bytes is not lexed) never changes the answer.
struct DeclaresPropertyTests {
    static let container = """
        import DomainLayer

        final class DIContainer: DIContainerDependency {
            let cartDriver: CartDriverProtocol
            var `default`: Int = 0
            lazy var orderDriver = OrderDriver()
            func makeCart() -> Int { let localDriver = 1; return localDriver }
        }
        """

    /// The general answer: a stored property of that name in the lexed type.
    func general(_ property: String, ofType type: String, in source: String) -> Bool {
        guard let properties = try? SwiftDeclarations.storedProperties(ofType: type, in: source) else { return false }
        return properties.contains { $0.name == property }
    }

    @Test(arguments: [
        ("cartDriver", "DIContainer", container),
        ("orderDriver", "DIContainer", container),
        ("default", "DIContainer", container),
        ("localDriver", "DIContainer", container),
        ("extraDriver", "DIContainer", container),
        ("cart", "DIContainer", container),
        ("cartDriver", "MockDIContainer", container),
        ("", "DIContainer", container),
        ("cartDriver", "DIContainer", ""),
        ("cartDriver", "DIContainer", "final class DIContainer { let cartDriver = 1 "),
        // Not ASCII: the text or the name is always lexed.
        ("café", "C", "struct C { let café = 1 }"),
        ("cafe\u{301}", "C", "struct C { let café = 1 }"),
        ("café", "C", "struct C { let cafe\u{301} = 1 }"),
        ("K", "C", "struct C { let \u{212A} = 1 }"),
        ("extraDriver", "C", "struct C { let é = 1 }"),
    ])
    func answersAsTheLexedDeclarations(property: String, type: String, source: String) {
        #expect(FeaturePlanner.declaresProperty(property, ofType: type, in: source) == general(property, ofType: type, in: source))
    }

    @Test func aDeclaredPropertyIsFound() {
        #expect(FeaturePlanner.declaresProperty("cartDriver", ofType: "DIContainer", in: Self.container))
        #expect(!FeaturePlanner.declaresProperty("extraDriver", ofType: "DIContainer", in: Self.container))
    }
}
