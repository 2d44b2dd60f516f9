import Testing
import Core

struct CoreTests {
    @Test func articleKeepsItsTitle() { #expect(Article(id: 1, title: "A").title == "A") }
}
