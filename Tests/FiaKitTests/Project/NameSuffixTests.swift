@testable import FiaKit
import Testing

/// The byte-read suffix tests of discovery answer as `String.hasSuffix` does, for ASCII names
/// (their fast path) and for the rest (which `String` answers).
struct NameSuffixTests {
    static let names = [
        "", "Tests", "ATests", "tests", "Test", "\r\nTests", "\rTests", "A\r\nTests", "Tests\r\n", "XTestsX",
        "DriverProtocol", "ProfileDriverProtocol", "riverProtocol", "DriverProtocolX", "Profile DriverProtocol",
        "UseCase", "CheckoutUseCase", "CheckoutUseCas", "Framework", "ProfileFramework", "Frameworks",
        "PresenterDependency", "SettingsPresenterDependency", "InteractorDependency", "LoadInteractorDependency",
        "CaféTests", "Cafe\u{301}Tests", "Tests\u{301}", "e\u{301}UseCase", "\u{212A}Framework", "ÜberDriverProtocol",
        "Work\u{212A}", "Frame\u{0301}work",
    ]

    @Test(arguments: names)
    func suffixesAgreeWithString(name: String) {
        #expect(ProjectModel.nameHasSuffix(name, "Tests") == name.hasSuffix("Tests"))
        #expect(ProjectModel.nameHasSuffix(name, "Framework") == name.hasSuffix("Framework"))
        for suffix: StaticString in ["UseCase", "InteractorDependency", "DriverProtocol", "Tests"] {
            let text = "\(suffix)"
            #expect(ProjectModel.hasSuffix(name, suffix) == (name.hasSuffix(text) && name.count > text.count), "\(name) \(text)")
        }
        #expect(ProjectModel.isDriverProtocol(name) == (name.hasSuffix("DriverProtocol") && name != "DriverProtocol"))
        let declaration = ProjectModel.Declaration(name: name, file: "F.swift", line: 1, target: "T")
        #expect(ProjectModel.isPresenterDependency(declaration) == (name.hasSuffix("PresenterDependency") && name != "PresenterDependency"))
    }
}
