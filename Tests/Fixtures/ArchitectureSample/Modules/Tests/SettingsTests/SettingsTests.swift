import Testing
@testable import Settings

@MainActor struct SettingsTests {
    @Test func countsArticles() async { #expect(await SettingsViewModel().articleCount() == 1) }
}
