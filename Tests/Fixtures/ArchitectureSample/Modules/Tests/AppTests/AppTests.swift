import Testing
@testable import App

@MainActor struct AppTests {
    @Test func routerBuildsHome() { _ = AppRouter().home() }
}
