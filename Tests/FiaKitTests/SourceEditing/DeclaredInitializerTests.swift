@testable import FiaKit
import Testing

/// What `SwiftSourceIndex.initializers(ofType:)` reads of a type's initialisers: whether another
/// module can create it as `X()`.
struct DeclaredInitializerTests {
    private func initializers(_ source: String, of type: String = "AppDI") throws -> [DeclaredInitializer] {
        try SwiftSourceIndex(source).initializers(ofType: type)
    }

    @Test func aPublicInitializerWithoutParametersIsCallable() throws {
        let found = try initializers("public final class AppDI: Dependency {\n    public init() {}\n}\n")
        #expect(found.map(\.signature) == ["public init()"])
        #expect(found.map(\.isCallableWithoutArgumentsFromAnotherModule) == [true])
    }

    @Test func defaultsMakeAnInitializerCallableWithoutArguments() throws {
        let found = try initializers("""
            public final class AppDI {
                @MainActor public convenience init(environment: Environment = .init(values: [1, 2]), handler: @escaping (Int) -> Void = { _ in }) {
                    self.init(environment: environment)
                }
                private init(appEnvironment: Environment) {}
            }
            """)
        #expect(found.map(\.signature) == ["public init(environment:handler:)", "private init(appEnvironment:)"])
        #expect(found.map(\.isCallableWithoutArgumentsFromAnotherModule) == [true, false])
        #expect(found.map(\.line) == [2, 5])
    }

    @Test(arguments: [
        ("struct AppDI {\n    init() {}\n}\n", "init()"),
        ("public struct AppDI {\n    public init?() {}\n}\n", "public init?()"),
        ("public struct AppDI {\n    public init(value: Int) {}\n}\n", "public init(value:)"),
        ("public class AppDI {}\nextension AppDI {\n    fileprivate init(x: Int = 1) { self.init() }\n}\n", "fileprivate init(x:)"),
    ])
    func anInitializerAnotherModuleCannotCallIsNot(source: String, signature: String) throws {
        let found = try initializers(source)
        #expect(found.map(\.signature) == [signature])
        #expect(found.allSatisfy { !$0.isCallableWithoutArgumentsFromAnotherModule })
    }

    @Test func nestedTypesAndOtherTypesAreNotRead() throws {
        let found = try initializers("""
            public class AppDI {
                struct Nested { public init() {} }
                func make() { _ = Other.init() }
                // public init() {}
            }
            public class Other { public init() {} }
            """)
        #expect(found.isEmpty)
    }
}
