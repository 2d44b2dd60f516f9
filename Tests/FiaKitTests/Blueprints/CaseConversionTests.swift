@testable import FiaKit
import Testing

struct CaseConversionTests {
    @Test(arguments: [
        ("licenseList", "LicenseList"), ("license-list", "LicenseList"), ("license_list", "LicenseList"),
        ("LicenseList", "LicenseList"), ("license list", "LicenseList"), ("URLSession", "URLSession"),
        ("userID", "UserID"), ("settings", "Settings"), ("base64Encoder", "Base64Encoder"), ("", ""),
    ])
    func pascal(input: String, expected: String) {
        #expect(CaseConversion.pascal(input) == expected)
    }

    @Test(arguments: [
        ("LicenseList", "licenseList"), ("URLSession", "urlSession"), ("ID", "id"), ("license-list", "licenseList"),
        ("license_list", "licenseList"), ("userID", "userID"), ("Settings", "settings"), ("HTTPURLResponse", "httpurlResponse"),
        ("", ""),
    ])
    func camel(input: String, expected: String) {
        #expect(CaseConversion.camel(input) == expected)
    }

    @Test(arguments: [
        ("LicenseList", "license_list"), ("URLSession", "url_session"), ("licenseList", "license_list"),
        ("license-list", "license_list"), ("userID", "user_id"), ("ID", "id"), ("Base64Encoder", "base64_encoder"),
        ("already_snake", "already_snake"),
    ])
    func snake(input: String, expected: String) {
        #expect(CaseConversion.snake(input) == expected)
    }

    @Test(arguments: [
        ("LicenseList", "license-list"), ("URLSession", "url-session"), ("license_list", "license-list"),
        ("licenseList", "license-list"), ("Settings", "settings"),
    ])
    func kebab(input: String, expected: String) {
        #expect(CaseConversion.kebab(input) == expected)
    }

    @Test(arguments: [
        ("licenseList", ["license", "List"]), ("URLSession", ["URL", "Session"]), ("userID", ["user", "ID"]),
        ("a--b__c", ["a", "b", "c"]), ("Version2Beta", ["Version2", "Beta"]), ("Éclair Über", ["Éclair", "Über"]),
    ])
    func words(input: String, expected: [String]) {
        #expect(CaseConversion.words(input) == expected)
    }

    @Test func lowerAndUpperChangeEveryLetterOnly() throws {
        let lower = try #require(CaseConversion.filters["lower"])
        let upper = try #require(CaseConversion.filters["upper"])
        #expect(lower("License-List_ID") == "license-list_id")
        #expect(upper("License-List_ID") == "LICENSE-LIST_ID")
    }

    @Test func everyDocumentedFilterExists() {
        #expect(Set(CaseConversion.filters.keys) == ["pascal", "camel", "snake", "kebab", "lower", "upper"])
    }
}
