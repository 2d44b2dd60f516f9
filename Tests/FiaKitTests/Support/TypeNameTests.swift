@testable import FiaKit
import Testing

struct TypeNameTests {
    @Test(arguments: [
        ("Settings", "Settings"),
        ("settings", "Settings"),
        ("user-profile", "UserProfile"),
        ("user_profile", "UserProfile"),
        ("licenseList", "LicenseList"),
        ("License2", "License2"),
        ("Class", "Class"),
    ])
    func normalises(raw: String, expected: String) throws {
        #expect(try TypeName(raw, what: "name", command: "new").value == expected)
    }

    @Test(arguments: ["", "9lives", "class", "Type", "Self", "a/b", "../x", "a.b", "é", "-", "my app!"])
    func refuses(raw: String) {
        #expect(throws: UsageError.self) { try TypeName(raw, what: "name", command: "new") }
    }
}

/// Names that would shadow what the generated code uses, derived from the toolchain and the blueprints.
struct ReservedNamesTests {
    @Test(arguments: ["Void", "Bool", "KeyPath", "String", "Task", "MainActor", "Date", "UUID", "Observable", "Test", "Suite"])
    func toolchainNamesAreReserved(name: String) {
        #expect(ReservedNames.hidden(by: name) == "the toolchain's '\(name)'")
    }

    @Test(arguments: ["DIContainer", "MockDIContainer", "LoadState", "DomainError", "Testing", "Observation"])
    func namesTheBlueprintsUseAreReserved(name: String) {
        #expect(ReservedNames.hidden(by: name) == "the '\(name)' the blueprints use")
    }

    @Test(arguments: ["Settings", "Profile", "LicenseList", "Summary", "Books", "SettingsPresenter"])
    func ordinaryNamesAreFree(name: String) {
        #expect(ReservedNames.hidden(by: name) == nil)
    }

    /// The list compiled into the binary is what the blueprints it carries declare and use: a
    /// blueprint edited without `swift run embed-blueprints` fails here (and in the embedding's freshness test).
    @Test func compiledNamesMatchTheEmbeddedBlueprints() {
        let fresh = ReservedNames.blueprintNames(in: EmbeddedBlueprints.files)
        let compiled = EmbeddedBlueprints.blueprintNames
        #expect(compiled.uses == fresh.uses)
        #expect(compiled.viewsOnly == fresh.viewsOnly)
        #expect(compiled.declared == fresh.declared)
        #expect(compiled.declared.contains("LoadState") && compiled.viewsOnly.contains("View"))
    }

    @Test func tooLongNamesAreUsageErrors() throws {
        #expect(try TypeName(String(repeating: "A", count: TypeName.maximumLength), what: "name", command: "new").value.count == 128)
        #expect(throws: UsageError.self) { try TypeName(String(repeating: "A", count: TypeName.maximumLength + 1), what: "name", command: "new") }
    }
}
