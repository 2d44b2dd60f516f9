@testable import FiaKit
import Testing

/// Every source and test plan edit keeps a CRLF file CRLF: the lines it inserts end like their neighbours.
struct LineEndingTests {
    private func crlf(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// Expects the edit of the CRLF input to be the CRLF expected text, and to be idempotent.
    private func expectCRLF(
        _ input: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ edit: (String) throws -> String
    ) throws {
        let edited = try edit(crlf(input))
        #expect(edited == crlf(expected), "\n\(LineDiff.unified(from: crlf(expected), to: edited, path: "file"))", sourceLocation: sourceLocation)
        #expect(try edit(edited) == edited, "not idempotent", sourceLocation: sourceLocation)
    }

    @Test func containerMembers() throws {
        try expectCRLF(SwiftSourceEditorMemberTests.freshMock, SwiftSourceEditorMemberTests.mockWithOne) {
            try SwiftSourceEditor.addMember("public let settingsDriver = MockSettingsDriver()", declaring: "settingsDriver", toType: "MockDIContainer", in: $0)
        }
        try expectCRLF(SwiftSourceEditorMemberTests.mockWithOne, SwiftSourceEditorMemberTests.mockWithTwo) {
            try SwiftSourceEditor.addMember("public let profileDriver = MockProfileDriver()", declaring: "profileDriver", toType: "MockDIContainer", in: $0)
        }
        try expectCRLF("struct S {}\n", "struct S {\n    let a = 1\n}\n") {
            try SwiftSourceEditor.addMember("let a = 1", declaring: "a", toType: "S", in: $0)
        }
    }

    @Test func inheritedTypes() throws {
        let fresh = "public protocol DIContainerDependency:\n    AnyObject // composed\n{}\n"
        let one = "public protocol DIContainerDependency:\n    AnyObject, // composed\n    SettingsPresenterDependency\n{}\n"
        try expectCRLF(fresh, one) {
            try SwiftSourceEditor.addInheritedType("SettingsPresenterDependency", toProtocol: "DIContainerDependency", in: $0)
        }
    }

    @Test(arguments: [
        ("import DomainLayer\nimport SettingsFramework\n", "PresentationLayer", "import DomainLayer\nimport PresentationLayer\nimport SettingsFramework\n"),
        ("import PresentationLayer\nimport DomainLayer // why\n", "Combine", "import PresentationLayer\nimport DomainLayer // why\nimport Combine\n"),
        ("//\n//  DIContainer.swift\n//\n\n/// The container.\n", "A", "//\n//  DIContainer.swift\n//\n\nimport A\n\n/// The container.\n"),
        ("/// The container.\n", "A", "import A\n\n/// The container.\n"),
    ])
    func imports(source: String, module: String, expected: String) throws {
        let body = "public final class DIContainer {}\n"
        try expectCRLF(source + body, expected + body) { try SwiftSourceEditor.addImport(module, in: $0) }
    }

    @Test func testPlans() throws {
        try expectCRLF(TestPlanFixtures.empty, TestPlanFixtures.oneFromEmpty) {
            try TestPlanEditor.addTestTarget("SettingsFrameworkTests", to: $0)
        }
        try expectCRLF(TestPlanFixtures.oneTarget, TestPlanFixtures.twoTargets) {
            try TestPlanEditor.addTestTarget("SettingsFrameworkTests", to: $0)
        }
    }
}
