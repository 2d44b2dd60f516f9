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
