@testable import FiaKit
import Testing

struct SwiftSourceEditorInheritanceTests {
    static let fresh = """
        import DomainLayer

        /// Every presenter's dependency, composed: what a container must provide.
        public protocol DIContainerDependency: AnyObject {}

        """

    static let oneFeature = """
        import DomainLayer

        /// Every presenter's dependency, composed: what a container must provide.
        public protocol DIContainerDependency: AnyObject, SettingsPresenterDependency {}

        """

    static let twoFeatures = """
        import DomainLayer

        /// Every presenter's dependency, composed: what a container must provide.
        public protocol DIContainerDependency: AnyObject, SettingsPresenterDependency, ProfilePresenterDependency {}

        """

    private func add(_ type: String, _ source: String, to name: String = "DIContainerDependency") throws -> String {
        try SwiftSourceEditor.addInheritedType(type, toProtocol: name, in: source)
    }

    @Test func freshThenOneThenTwoFeatures() throws {
        let one = try add("SettingsPresenterDependency", Self.fresh)
        #expect(one == Self.oneFeature)
        #expect(try add("ProfilePresenterDependency", one) == Self.twoFeatures)
    }

    @Test func isIdempotent() throws {
        let once = try add("SettingsPresenterDependency", Self.fresh)
        #expect(try add("SettingsPresenterDependency", once) == once)
        #expect(try add("AnyObject", Self.fresh) == Self.fresh)
    }

    @Test(arguments: [
        // One type per line, brace on its own line.
        ("protocol P:\n    AnyObject,\n    A\n{}\n", "protocol P:\n    AnyObject,\n    A,\n    B\n{}\n"),
        // One type per line, brace after the last type.
        ("protocol P:\n    AnyObject,\n    A {\n}\n", "protocol P:\n    AnyObject,\n    A,\n    B {\n}\n"),
        // Aligned under the first type, trailing comments kept on their lines.
        ("protocol P: AnyObject, // classes only\n            A // settings\n{}\n",
         "protocol P: AnyObject, // classes only\n            A, // settings\n            B\n{}\n"),
        // A trailing block comment running onto the next line.
        ("protocol P:\n    A /* settings\n    */\n{}\n", "protocol P:\n    A, /* settings\n    */\n    B\n{}\n"),
        // Where clauses end the inheritance clause.
        ("protocol P: AnyObject where Self: Sendable {}\n", "protocol P: AnyObject, B where Self: Sendable {}\n"),
        ("protocol P where Self: Sendable {}\n", "protocol P: B where Self: Sendable {}\n"),
        // No clause at all; primary associated types; generic arguments and compositions.
        ("protocol P {}\n", "protocol P: B {}\n"),
        ("  public protocol P<T>{\n  }\n", "  public protocol P<T>: B{\n  }\n"),
        ("protocol P: Q<Int, String>, R & S {}\n", "protocol P: Q<Int, String>, R & S, B {}\n"),
        // Several types on the last line of a multi-line clause: appended on that line.
        ("protocol P: AnyObject,\n    A, C {}\n", "protocol P: AnyObject,\n    A, C, B {}\n"),
    ])
    func addsToTheClauseInItsOwnStyle(source: String, expected: String) throws {
        let edited = try add("B", source, to: "P")
        #expect(edited == expected)
        #expect(try add("B", edited, to: "P") == edited)
    }

    @Test func ignoresDeclarationsInCommentsAndStrings() throws {
        let decoys = """
            // protocol DIContainerDependency: Decoy {}
            /* protocol DIContainerDependency: Decoy {} */
            let text = "protocol DIContainerDependency: Decoy {}"
            let raw = #"protocol DIContainerDependency {}"#
            let multi = \"""
                protocol DIContainerDependency {}
                \"""

            """
        #expect(try add("SettingsPresenterDependency", decoys + Self.fresh) == decoys + Self.oneFeature)
        var edited = decoys
        #expect(throws: SourceEditError.declarationNotFound(kind: "protocol", name: "DIContainerDependency")) {
            edited = try add("X", decoys)
        }
        #expect(edited == decoys)
    }

    @Test(arguments: [
        ("public protocol Other: AnyObject {}\n", SourceEditError.declarationNotFound(kind: "protocol", name: "DIContainerDependency")),
        ("/* unterminated\npublic protocol DIContainerDependency: AnyObject {}\n", .unreadable("unterminated block comment starting on line 1")),
        ("let s = \"open\nprotocol DIContainerDependency {}\n", .unreadable("unterminated string literal starting on line 1")),
        ("#if DEBUG\nprotocol DIContainerDependency {}\n#else\nprotocol DIContainerDependency: AnyObject {}\n#endif\n",
         .ambiguous(kind: "protocol", name: "DIContainerDependency", lines: [2, 4])),
        ("protocol DIContainerDependency: {}\n", .malformedDeclaration(kind: "protocol", name: "DIContainerDependency", line: 1)),
        ("protocol DIContainerDependency: AnyObject\n", .malformedDeclaration(kind: "protocol", name: "DIContainerDependency", line: 1)),
    ])
    func refusesAndChangesNothing(source: String, error: SourceEditError) {
        var edited = source
        #expect(throws: error) { edited = try add("X", source) }
        #expect(edited == source)
    }

    @Test func describesErrorsInLowercase() {
        #expect(SourceEditError.declarationNotFound(kind: "protocol", name: "P").description == "unable to find protocol 'P'")
        #expect(SourceEditError.ambiguous(kind: "type", name: "T", lines: [2, 4]).description
            == "found 2 declarations of type 'T', on lines 2, 4")
    }
}
