@testable import FiaKit
import Testing

struct SwiftSourceEditorMemberTests {
    static let freshMock = """
        import DomainLayer

        public final class MockDIContainer: DIContainerDependency {
            public init() {}
        }

        """

    static let mockWithOne = """
        import DomainLayer

        public final class MockDIContainer: DIContainerDependency {
            public init() {}

            public let settingsDriver = MockSettingsDriver()
        }

        """

    static let mockWithTwo = """
        import DomainLayer

        public final class MockDIContainer: DIContainerDependency {
            public init() {}

            public let settingsDriver = MockSettingsDriver()

            public let profileDriver = MockProfileDriver()
        }

        """

    private func add(_ declaration: String, _ property: String, to type: String, in source: String) throws -> String {
        try SwiftSourceEditor.addMember(declaration, declaring: property, toType: type, in: source)
    }

    @Test func mockContainerFreshThenOneThenTwo() throws {
        let one = try add("public let settingsDriver = MockSettingsDriver()", "settingsDriver", to: "MockDIContainer", in: Self.freshMock)
        #expect(one == Self.mockWithOne)
        let two = try add("public let profileDriver = MockProfileDriver()", "profileDriver", to: "MockDIContainer", in: one)
        #expect(two == Self.mockWithTwo)
    }

    @Test func realContainerFreshThenOneThenTwo() throws {
        let header = "import DomainLayer\nimport PresentationLayer\nimport SettingsFramework\n\n"
        let fresh = header + "public final class DIContainer: DIContainerDependency {\n    public init() {}\n}\n"
        let one = try add("public let settingsDriver = SettingsDriver()", "settingsDriver", to: "DIContainer", in: fresh)
        #expect(one == header + """
            public final class DIContainer: DIContainerDependency {
                public init() {}

                public let settingsDriver = SettingsDriver()
            }

            """)
        let two = try add("public let profileDriver = ProfileDriver()", "profileDriver", to: "DIContainer", in: one)
        #expect(two == header + """
            public final class DIContainer: DIContainerDependency {
                public init() {}

                public let settingsDriver = SettingsDriver()

                public let profileDriver = ProfileDriver()
            }

            """)
    }

    @Test func isIdempotent() throws {
        let declaration = "public let settingsDriver = MockSettingsDriver()"
        let once = try add(declaration, "settingsDriver", to: "MockDIContainer", in: Self.freshMock)
        #expect(try add(declaration, "settingsDriver", to: "MockDIContainer", in: once) == once)
        let declared = "struct S {\n    private(set) var settingsDriver: any Driver\n}\n"
        #expect(try add(declaration, "settingsDriver", to: "S", in: declared) == declared)
    }

    @Test func namesInNestedScopesDoNotCount() throws {
        let body = """
                public init() {}

                func makeDriver() -> SettingsDriver {
                    let settingsDriver = SettingsDriver()
                    return settingsDriver
                }

                let factory = { let settingsDriver = 1; return settingsDriver }

                struct Inner { var settingsDriver = 0 }
            """
        let source = "final class DIContainer {\n" + body + "\n}\n"
        let expected = "final class DIContainer {\n" + body + "\n\n    let settingsDriver = SettingsDriver()\n}\n"
        #expect(try add("let settingsDriver = SettingsDriver()", "settingsDriver", to: "DIContainer", in: source) == expected)
    }

    @Test(arguments: [
        // Empty bodies: the type's indentation plus four spaces.
        ("public final class C: D {}\n", "public final class C: D {\n    let x = X()\n}\n"),
        ("enum Outer {\n    struct C { }\n}\n", "enum Outer {\n    struct C {\n        let x = X()\n    }\n}\n"),
        ("actor C {\n}\n", "actor C {\n    let x = X()\n}\n"),
        // Members' own indentation (tabs), a trailing comment, a trailing blank line and `#if` are kept.
        ("struct C {\n\tvar a = 1 // first\n}\n", "struct C {\n\tvar a = 1 // first\n\n\tlet x = X()\n}\n"),
        ("struct C {\n  var a = 1\n\n}\n", "struct C {\n  var a = 1\n\n  let x = X()\n\n}\n"),
        ("class C {\n    #if DEBUG\n    var a = 1\n    #endif\n}\n", "class C {\n    #if DEBUG\n    var a = 1\n    #endif\n\n    let x = X()\n}\n"),
        // A one-line body gets the closing brace on its own line.
        ("struct C { var a = 1 }\n", "struct C { var a = 1\n\n    let x = X()\n}\n"),
        // Generic types with where clauses; `class var` and declarations in comments are not the type.
        ("// class C {}\nclass B { class var c: Int { 1 } }\nstruct C<T>: P where T: Q {\n    var a: T\n}\n",
         "// class C {}\nclass B { class var c: Int { 1 } }\nstruct C<T>: P where T: Q {\n    var a: T\n\n    let x = X()\n}\n"),
    ])
    func addsTheMemberInTheTypesStyle(source: String, expected: String) throws {
        let edited = try add("let x = X()", "x", to: "C", in: source)
        #expect(edited == expected)
        #expect(try add("let x = X()", "x", to: "C", in: edited) == edited)
    }

    @Test(arguments: [
        ("extension DIContainer {\n    var a: Int { 1 }\n}\n", SourceEditError.declarationNotFound(kind: "type", name: "DIContainer")),
        ("let s = \"class DIContainer {}\"\n", .declarationNotFound(kind: "type", name: "DIContainer")),
        ("final class DIContainer {\n    /* unterminated\n}\n", .unreadable("unterminated block comment starting on line 2")),
        ("class DIContainer {}\nenum N { struct DIContainer {} }\n", .ambiguous(kind: "type", name: "DIContainer", lines: [1, 2])),
        ("final class DIContainer {\n    init() {}\n", .malformedDeclaration(kind: "type", name: "DIContainer", line: 1)),
    ])
    func refusesAndChangesNothing(source: String, error: SourceEditError) {
        var edited = source
        #expect(throws: error) { edited = try add("let x = X()", "x", to: "DIContainer", in: source) }
        #expect(edited == source)
    }
}
